import { Container } from '@/components/ui/container';
import { InboxPage } from '@/features/realty/components/inbox';
import { SavedProperties } from '@/features/realty/components/saved-properties';
import type { PageRoute } from '@/lib/page';
import { RequireAuth } from '../require-auth';

/** /dashboard/inbox: the owner's inquiries and visit requests, and the listings they saved (signed-in users only). */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <Container className="py-8 sm:py-12">
        <InboxPage />
        <SavedProperties />
      </Container>
    </RequireAuth>
  ),
  head: ({ t }) => ({ title: `${t('realty.inbox.title')} | ${t('brand.name')}`, description: t('brand.tagline'), noindex: true }),
};
