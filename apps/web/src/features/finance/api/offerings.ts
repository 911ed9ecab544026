import type { Paginated } from '@manara/shared/schemas/common';
import type { Offering } from '@manara/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, listResults } from '@/lib/api';

/** GET /catalog/offerings/?is_active=true — the offerings shown now, in their order. */
export const offeringsQueryOptions = () =>
  queryOptions({
    queryKey: ['finance', 'offerings'] as const,
    queryFn: async ({ signal }) =>
      listResults(await api.get<Paginated<Offering> | Offering[]>('/catalog/offerings/?is_active=true', { signal })),
  });

export const useOfferings = () => useQuery(offeringsQueryOptions());
