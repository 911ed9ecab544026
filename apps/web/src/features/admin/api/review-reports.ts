import type { Paginated } from '@manara/shared/schemas/common';
import type { AdminReviewReport, ReviewReportStatus } from '@manara/shared/schemas/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

const KEY = [...queryRoots.admin, 'review-reports'] as const;

/** GET /admin/review-reports/?status= — the queue of reported reviews (decision 059), newest first. */
export const useReviewReports = (status: ReviewReportStatus) =>
  useQuery({
    queryKey: [...KEY, status],
    queryFn: ({ signal }) => api.get<Paginated<AdminReviewReport>>('/admin/review-reports/', { params: { status, page_size: 50 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Hide the reported review (closing its reports) or dismiss the report; the queue, providers' pages and the audit log refresh. */
export function useResolveReviewReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'hide' | 'dismiss' }) => api.post(`/admin/review-reports/${id}/${action}/`, {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.admin });
      void queryClient.invalidateQueries({ queryKey: queryRoots.providers });
    },
  });
}
