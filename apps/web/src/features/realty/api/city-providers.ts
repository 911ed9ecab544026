import type { CityProviders } from '@manara/shared/schemas/reviews';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** GET /providers/serving/?city=: at most three verified lawyers and financial experts serving a city, best rated first (decision 059). */
export const cityProvidersOptions = (city: number) =>
  queryOptions({
    queryKey: [...queryRoots.realty, 'city-providers', city] as const,
    queryFn: ({ signal }) => api.get<CityProviders>('/providers/serving/', { params: { city }, signal }),
    staleTime: 5 * 60_000,
  });
