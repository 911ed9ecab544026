import type { AdminProperty } from '@manara/shared/schemas/admin';
import type { Paginated } from '@manara/shared/schemas/common';
import type { PropertyStatus } from '@manara/shared/schemas/realty';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEY = ['admin', 'properties'] as const;

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
      void queryClient.invalidateQueries({ queryKey: ['realty'] });
    },
  });
}
