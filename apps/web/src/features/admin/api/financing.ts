import type { FinancingProfile, FinancingProfileWriteRequest } from '@manara/shared/schemas/financing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

const KEY = [...queryRoots.admin, 'financing-profiles'] as const;

/** GET /admin/financing-profiles/: every profile, active or not (decision 062). */
export const useAdminFinancingProfiles = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<FinancingProfile[]>('/admin/financing-profiles/', { signal }) });

/** After any change: the staff list and the calculator's presets. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: KEY });
    void queryClient.invalidateQueries({ queryKey: queryRoots.finance });
  };
}

/** Create (POST) or edit (PATCH). */
export function useSaveFinancingProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: FinancingProfileWriteRequest }) =>
      id === null
        ? api.post<FinancingProfile>('/admin/financing-profiles/', values)
        : api.patch<FinancingProfile>(`/admin/financing-profiles/${id}/`, values),
    onSuccess: refresh,
  });
}

export function useDeleteFinancingProfile() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => api.delete(`/admin/financing-profiles/${id}/`), onSuccess: refresh });
}
