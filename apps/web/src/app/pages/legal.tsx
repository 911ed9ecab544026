import { LegalHeader, LegalPage, route as legalRoute } from '@/features/legal/pages/legal-page';
import { directoryParams, directoryQueryOptions } from '@/features/services/api/services';
import { ServiceDirectory } from '@/features/services/components/directory';
import { LegalWaitlist } from '@/features/services/components/waitlist';
import type { PageRoute } from '@/lib/page';

/**
 * /legal (decision 057): the directory of verified lawyers once there is one; until then the legal
 * page's "coming soon" with "Tell me when it opens".
 */
export const route: PageRoute = {
  Component: () => <ServiceDirectory directory="legal" header={<LegalHeader />} closed={<LegalPage waitlist={<LegalWaitlist />} />} />,
  prefetch: async ({ queryClient, url }) => {
    // A directory that fails to load leaves the "coming soon" page; it never fails the page.
    await queryClient.prefetchQuery(directoryQueryOptions('legal', directoryParams(url.searchParams)));
  },
  head: legalRoute.head,
};
