import { Container } from '@/components/ui/container';
import { RequestsPage } from '@/features/requests/components/request-list';
import type { PageRoute } from '@/lib/page';
import { RequireAuth } from '../require-auth';
import '@/features/requests/locales/strings';

/** /dashboard/requests: consultation requests sent and (for a provider) received, with unread counts (decision 058). */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <Container className="py-8 sm:py-12">
        <RequestsPage />
      </Container>
    </RequireAuth>
  ),
  head: ({ t }) => ({ title: `${t('requests.title')} | ${t('brand.name')}`, description: t('brand.tagline'), noindex: true }),
};
