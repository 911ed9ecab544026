import type { City, OwnerListings } from '@manara/shared/schemas/realty';
import type { ProviderOwn, ProviderProfileUpdate, ProviderPublic } from '@manara/shared/schemas/providers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorStatus, listResults } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

const OWN = [...queryRoots.providers, 'own'] as const;

/** GET /providers/{id}/: a provider's public page; null when there is none (404). */
export async function getProvider(id: number, signal?: AbortSignal): Promise<ProviderPublic | null> {
  try {
    return await api.get<ProviderPublic>(`/providers/${id}/`, { signal });
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}
export const providerQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...queryRoots.providers, 'public', id] as const, queryFn: ({ signal }) => getProvider(id, signal) });

/** A realtor's listings on their page: four rows of three on a wide screen. */
export const LISTINGS_PAGE_SIZE = 12;
export interface ListingsPage {
  page?: number;
  cursor?: string;
}

/** GET /realty/owners/{id}/properties/: a page of the realtor's active listings (none: an empty page). */
export const realtorListingsQueryOptions = (id: number, params: ListingsPage) =>
  queryOptions({
    queryKey: [...queryRoots.providers, 'listings', id, params] as const,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<OwnerListings>(`/realty/owners/${id}/properties/`, {
          params: { ...params, page_size: LISTINGS_PAGE_SIZE },
          signal,
        });
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });

/** GET /providers/me/: the signed-in provider's own profile (only asked for a provider). */
export const useOwnProfile = (enabled: boolean) =>
  useQuery({ queryKey: OWN, queryFn: ({ signal }) => api.get<ProviderOwn>('/providers/me/', { signal }), enabled });

function useOwnChange<V>(call: (vars: V) => Promise<ProviderOwn>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (own) => {
      queryClient.setQueryData(OWN, own);
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.providers, 'public'] });
    },
  });
}

export const useSaveProfile = () => useOwnChange((body: ProviderProfileUpdate) => api.put<ProviderOwn>('/providers/me/', body));
export const useSetPhoto = () =>
  useOwnChange((file: File | null) => {
    if (!file) return api.delete<ProviderOwn>('/providers/me/photo/');
    const form = new FormData();
    form.append('photo', file);
    return api.upload<ProviderOwn>('PUT', '/providers/me/photo/', form);
  });
export const useSubmitLicence = () =>
  useOwnChange(({ authority, number, document }: { authority: string; number: string; document: File }) => {
    const form = new FormData();
    form.append('licence_authority', authority);
    form.append('licence_number', number);
    form.append('document', document);
    return api.upload<ProviderOwn>('POST', '/providers/me/verification/', form);
  });

export { downloadPrivate } from '@/lib/private-download';

/** Every city (the profile's choices). */
export const useCities = () =>
  useQuery({
    queryKey: [...queryRoots.providers, 'cities'] as const,
    queryFn: async ({ signal }) => listResults(await api.get<City[] | { results: City[] }>('/realty/cities/', { signal })),
    staleTime: 60 * 60_000,
  });
