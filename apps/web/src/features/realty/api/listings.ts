import type { Paginated } from '@manara/shared/schemas/common';
import type {
  InboxItem,
  ListingRenewal,
  MyProperty,
  MyPropertyCounts,
  PropertyDetail,
  PropertyStatus,
} from '@manara/shared/schemas/realty';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PHOTOS_PENDING_REFRESH_MS } from '@/components/form/photos-pending';

export type MyPropertiesFilter = 'all' | 'active' | 'pending' | 'expired';
export type MyProperties = Paginated<MyProperty> & { counts: MyPropertyCounts };
export type Inbox = Paginated<InboxItem> & { unread_count: number };

const MINE = ['realty', 'mine'] as const;
const INBOX = ['realty', 'inbox'] as const;

/** GET /realty/properties/my_properties/ — every status, with counts over all of the owner's listings. */
export const myPropertiesQueryOptions = (filter: MyPropertiesFilter, page = 1) =>
  queryOptions({
    queryKey: [...MINE, filter, page] as const,
    queryFn: ({ signal }) =>
      api.get<MyProperties>('/realty/properties/my_properties/', {
        params: { page, page_size: 20, ...(filter === 'all' ? {} : { status: filter as PropertyStatus }) },
        signal,
      }),
  });

export const useMyProperties = (filter: MyPropertiesFilter, page = 1) =>
  useQuery({
    ...myPropertiesQueryOptions(filter, page),
    placeholderData: keepPreviousData,
    // While photos are being prepared, asked again until they are ready.
    refetchInterval: (query) => (query.state.data?.results.some((p) => p.photos_pending > 0) ? PHOTOS_PENDING_REFRESH_MS : false),
  });

/** After a listing changes: the owner's list, the public lists and that listing's page are stale. */
export function invalidateListings(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: MINE });
  void queryClient.invalidateQueries({ queryKey: ['realty', 'properties'] });
  void queryClient.invalidateQueries({ queryKey: ['realty', 'property'] });
}

/**
 * POST /realty/properties/ (multipart), reporting upload progress. `idempotencyKey`: one per filled form,
 * the same on every retry, so a submission whose answer was lost is not made twice (decision 071).
 */
export const createProperty = (form: FormData, onProgress: (fraction: number) => void, idempotencyKey?: string) =>
  api.upload<PropertyDetail>('POST', '/realty/properties/', form, {
    onProgress,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });

/** PATCH /realty/properties/{id}/ (multipart), reporting upload progress. */
export const updateProperty = (id: number, form: FormData, onProgress: (fraction: number) => void) =>
  api.upload<PropertyDetail>('PATCH', `/realty/properties/${id}/`, form, { onProgress });

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/realty/properties/${id}/`),
    onSuccess: () => invalidateListings(queryClient),
  });
}

export function useMarkClosed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'sold' | 'rented' }) =>
      api.post<PropertyDetail>(`/realty/properties/${id}/status/`, { status }),
    onSuccess: () => invalidateListings(queryClient),
  });
}

/** GET /realty/inquiries/ — inquiries and visit requests about the owner's listings, unread first. */
export const inboxQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...INBOX, page] as const,
    queryFn: ({ signal }) => api.get<Inbox>('/realty/inquiries/', { params: { page }, signal }),
  });

export const useInbox = (page = 1) => useQuery({ ...inboxQueryOptions(page), placeholderData: keepPreviousData });

export function useMarkInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => api.patch(`/realty/inquiries/${id}/`, { read }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: INBOX }),
  });
}

/** POST /realty/properties/{id}/renew/ — the owner renews an active or expired listing (decision 061). */
export function useRenewProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ListingRenewal>(`/realty/properties/${id}/renew/`, {}),
    onSuccess: () => invalidateListings(queryClient),
  });
}

/** GET /realty/properties/renewal/?token= — which listing a renewal link names (changes nothing). */
export const renewalQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['realty', 'renewal', token] as const,
    queryFn: ({ signal }) => api.get<ListingRenewal>('/realty/properties/renewal/', { auth: false, params: { token }, signal }),
    retry: false,
  });

/** POST /realty/properties/renewal/?token= — renews it (no sign-in: the link is the owner's). */
export const useRenewByLink = () =>
  useMutation({
    mutationFn: (token: string) => api.post<ListingRenewal>('/realty/properties/renewal/', {}, { auth: false, params: { token } }),
  });
