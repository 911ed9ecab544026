import type { Paginated } from '@manara/shared/schemas/common';
import type { ConsultationRequestView } from '@manara/shared/schemas/requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** GET /admin/requests/?open= — consultation requests to the site's own team (decision 058), newest activity first. */
export const useTeamRequests = (open: boolean) =>
  useQuery({
    queryKey: [...queryRoots.admin, 'requests', open],
    queryFn: ({ signal }) =>
      api.get<Paginated<ConsultationRequestView> & { unread_count: number }>('/admin/requests/', {
        params: { open: open ? 1 : 0, page_size: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
