import { idFromPath } from '@manara/shared/ids';
import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { RequestView } from '@/features/requests/components/request-view';
import type { PageRoute } from '@/lib/page';
import { RequireAuth } from '../require-auth';
import '@/features/requests/locales/strings';

function RequestPage() {
  const id = idFromPath(useParams().id);
  return <Container className="max-w-3xl py-8 sm:py-12">{id ? <RequestView id={id} /> : null}</Container>;
}

/** /dashboard/requests/:id: one consultation request, its steps and thread (its parties and staff; decision 058). */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <RequestPage />
    </RequireAuth>
  ),
  // Only the browser knows who reads (the page is rendered anonymous); an id that cannot be one is the not-found page.
  prefetch: async ({ params }) => (idFromPath(params.id) ? undefined : { status: 404 }),
  head: ({ t }) => ({ title: `${t('requests.title')} | ${t('brand.name')}`, description: t('brand.tagline'), noindex: true }),
};
