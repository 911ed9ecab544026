import type { City, Country } from '@manara/shared/schemas/realty';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, listResults } from '@/lib/api';

/** The countries and their cities a listing is placed in (an hour fresh: staff rarely change them). */

/** GET /realty/countries/ */
export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return listResults(await api.get<Country[]>('/realty/countries/', { signal }));
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['realty', 'countries'], queryFn: ({ signal }) => getCountries(signal), staleTime: 60 * 60_000 });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}

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
