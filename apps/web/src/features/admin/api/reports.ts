import type { Paginated } from '@manara/shared/schemas/common';
import type { AdminReport, ReportStatus } from '@manara/shared/schemas/reports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

const KEY = [...queryRoots.admin, 'reports'] as const;

/** GET /admin/reports/?status= — the queue of reported listings (decision 041), newest first. */
export const useReports = (status: ReportStatus) =>
  useQuery({
    queryKey: [...KEY, status],
    queryFn: ({ signal }) => api.get<Paginated<AdminReport>>('/admin/reports/', { params: { status, page_size: 50 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Hide the reported listing (closing its reports) or dismiss the report; the queue, the listings and the audit log refresh. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'hide' | 'dismiss' }) => api.post(`/admin/reports/${id}/${action}/`, {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.admin });
      void queryClient.invalidateQueries({ queryKey: queryRoots.realty });
    },
  });
}
