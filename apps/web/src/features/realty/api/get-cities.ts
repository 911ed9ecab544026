import type { City } from '@manara/shared/schemas/realty';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, listResults } from '@/lib/api';

/** GET /realty/cities/?country_fk= */
export async function getCities(countryId: number, signal?: AbortSignal): Promise<City[]> {
  return listResults(await api.get<City[]>('/realty/cities/', { params: { country_fk: countryId }, signal }));
}

export const citiesQueryOptions = (countryId: number) =>
  queryOptions({
    queryKey: ['realty', 'cities', countryId],
    queryFn: ({ signal }) => getCities(countryId, signal),
    staleTime: 60 * 60_000,
  });

export function useCities(countryId: number | undefined) {
  return useQuery({ ...citiesQueryOptions(countryId ?? 0), enabled: countryId !== undefined });
}
