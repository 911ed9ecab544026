import { Container } from '@/components/ui/container';
import { InboxPage } from '@/features/realty/components/inbox';
import type { PageRoute } from '@/lib/page';
import { RequireAuth } from '../require-auth';
import '@/features/realty/locales/owner-strings';

/** /dashboard/inbox: the owner's inquiries and visit requests (signed-in users only); saved listings are on the dashboard. */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <Container className="py-8 sm:py-12">
        <InboxPage />
      </Container>
    </RequireAuth>
  ),
  head: ({ t }) => ({ title: `${t('realty.inbox.title')} | ${t('brand.name')}`, description: t('brand.tagline'), noindex: true }),
};
