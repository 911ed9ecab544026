import { ProviderProfilePage } from '@/features/providers/pages/provider-profile-page';
import type { PageRoute } from '@/lib/page';
import { RequireAuth } from '../require-auth';
import '@/features/providers/locales/strings';

/** /dashboard/provider-profile: a provider's public page editor and licence (decision 056). */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <ProviderProfilePage />
    </RequireAuth>
  ),
  head: ({ t }) => ({ title: `${t('providers.own.title')} | ${t('brand.name')}`, description: t('providers.own.subtitle'), noindex: true }),
};
