import type { ReviewPage, ReviewReportRequest } from '@manara/shared/schemas/reviews';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** Reviews on a provider's page (decision 059). */
export const REVIEWS_PAGE_SIZE = 10;

/** GET /providers/{id}/reviews/: newest first, with the provider's average and count. */
export const providerReviewsOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: [...queryRoots.providers, 'reviews', id, page] as const,
    queryFn: ({ signal }) => api.get<ReviewPage>(`/providers/${id}/reviews/`, { params: { page, page_size: REVIEWS_PAGE_SIZE }, signal }),
  });

export const useReportReview = (id: number) =>
  useMutation({ mutationFn: (body: ReviewReportRequest) => api.post<{ id: number }>(`/reviews/${id}/reports/`, body) });
