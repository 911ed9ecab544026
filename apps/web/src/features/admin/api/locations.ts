import type { AdminCity, AdminCountry, CityWriteRequest, CountryWriteRequest } from '@manara/shared/schemas/locations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

const KEY = [...queryRoots.admin, 'locations'] as const;

export const useAdminCountries = () =>
  useQuery({ queryKey: [...KEY, 'countries'], queryFn: ({ signal }) => api.get<AdminCountry[]>('/admin/countries/', { signal }) });

export const useAdminCities = (countryId: number | undefined, search: string) =>
  useQuery({
    queryKey: [...KEY, 'cities', countryId, search],
    queryFn: ({ signal }) =>
      api.get<AdminCity[]>('/admin/cities/', { params: { country_id: countryId, ...(search ? { search } : {}) }, signal }),
    enabled: countryId !== undefined,
    placeholderData: keepPreviousData,
  });

/** After any change: the staff lists, and the public lists and listings (city names) this tab may hold. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: KEY });
    void queryClient.invalidateQueries({ queryKey: queryRoots.realty });
  };
}

export function useSaveCountry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: CountryWriteRequest }) =>
      id ? api.patch<AdminCountry>(`/admin/countries/${id}/`, values) : api.post<AdminCountry>('/admin/countries/', values),
    onSuccess: refresh,
  });
}

export function useSaveCity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: CityWriteRequest }) =>
      id ? api.patch<AdminCity>(`/admin/cities/${id}/`, values) : api.post<AdminCity>('/admin/cities/', values),
    onSuccess: refresh,
  });
}

export function useDeleteLocation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'country' | 'city'; id: number }) =>
      api.delete(kind === 'country' ? `/admin/countries/${id}/` : `/admin/cities/${id}/`),
    onSuccess: refresh,
  });
}
