import { FinancePage, route as financeRoute } from '@/features/finance/pages/finance-page';
import { directoryParams, directoryQueryOptions } from '@/features/services/api/services';
import { ServiceDirectory } from '@/features/services/components/directory';
import type { PageRoute } from '@/lib/page';

/** /finance: the specification's cards and offerings, then the verified financial experts (decision 057) once there are any. */
export const route: PageRoute = {
  Component: () => <FinancePage directory={<ServiceDirectory directory="finance" />} />,
  prefetch: async (ctx) => {
    // The directory failing to load leaves its section out; it never fails the page.
    await Promise.all([
      financeRoute.prefetch?.(ctx),
      ctx.queryClient.prefetchQuery(directoryQueryOptions('finance', directoryParams(ctx.url.searchParams))),
    ]);
  },
  head: financeRoute.head,
};
