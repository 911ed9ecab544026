import type { Offering, OfferingWriteRequest } from '@manara/shared/schemas/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

const KEY = [...queryRoots.admin, 'offerings'] as const;

/** GET /admin/offerings/: every offering, active or not, in order. */
export const useAdminOfferings = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<Offering[]>('/admin/offerings/', { signal }) });

/** After any change: the staff list and the finance page's offerings. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: KEY });
    void queryClient.invalidateQueries({ queryKey: queryRoots.finance });
  };
}

/** Create (POST) or edit (PATCH). */
export function useSaveOffering() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: OfferingWriteRequest }) =>
      id === null ? api.post<Offering>('/admin/offerings/', values) : api.patch<Offering>(`/admin/offerings/${id}/`, values),
    onSuccess: refresh,
  });
}

export function useDeleteOffering() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => api.delete(`/admin/offerings/${id}/`), onSuccess: refresh });
}
