import type { AdminProperty, ListingChangesResponse } from '@manara/shared/schemas/admin';
import type { Paginated } from '@manara/shared/schemas/common';
import type { PropertyStatus } from '@manara/shared/schemas/realty';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

const KEY = [...queryRoots.admin, 'properties'] as const;

/** GET /admin/properties/?status=&search= */
export const useModerationList = (status: PropertyStatus, search: string) =>
  useQuery({
    queryKey: [...KEY, status, search],
    queryFn: ({ signal }) =>
      api.get<Paginated<AdminProperty>>('/admin/properties/', { params: { status, ...(search ? { search } : {}), page_size: 50 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Approve, reject (with a reason) or hide a listing; the lists refresh after. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'approve' | 'reject' | 'hide'; reason?: string }) =>
      api.post(`/admin/properties/${id}/${action}/`, action === 'reject' ? { reason } : {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: queryRoots.realty });
    },
  });
}

const CHANGES_KEY = [...queryRoots.admin, 'listing-changes'] as const;

/** GET /admin/listing-changes/: owners' edits of live listings waiting for review (decision 044). */
export const useListingChanges = () =>
  useQuery({
    queryKey: CHANGES_KEY,
    queryFn: ({ signal }) => api.get<ListingChangesResponse>('/admin/listing-changes/', { signal }),
  });

/** Applies or refuses (with a reason) an owner's waiting changes; the lists and pages refresh after. */
export function useDecideChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'approve' | 'reject'; reason?: string }) =>
      api.post(`/admin/listing-changes/${id}/${action}/`, action === 'reject' ? { reason } : {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CHANGES_KEY });
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: queryRoots.realty });
    },
  });
}
