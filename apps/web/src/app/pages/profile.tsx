import { ProfilePage } from '@/features/auth/pages/profile-page';
import type { PageRoute } from '@/lib/page';
import { RequireAuth } from '../require-auth';
import '@/features/auth/locales/strings';

/** /dashboard/profile: the signed-in user's details, e-mail, password and notification choices. */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  ),
  head: ({ t }) => ({ title: `${t('auth.profile.title')} | ${t('brand.name')}`, description: t('auth.profile.subtitle'), noindex: true }),
};
