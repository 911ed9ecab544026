import type { Country } from '@manara/shared/schemas/realty';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, listResults } from '@/lib/api';

/** GET /realty/countries/ */
export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return listResults(await api.get<Country[]>('/realty/countries/', { signal }));
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['realty', 'countries'], queryFn: ({ signal }) => getCountries(signal), staleTime: 60 * 60_000 });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
