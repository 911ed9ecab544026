import type { RequestReview, ReviewForm } from '@manara/shared/schemas/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** A request's review (decision 059): GET/POST /requests/{id}/review/, the provider's answer. */
const key = (id: number) => [...queryRoots.requests, 'review', id] as const;

export const useRequestReview = (id: number) =>
  useQuery({ queryKey: key(id), queryFn: ({ signal }) => api.get<RequestReview>(`/requests/${id}/review/`, { signal }) });

function useSave(id: number) {
  const queryClient = useQueryClient();
  return (data: RequestReview) => queryClient.setQueryData(key(id), data);
}

export const useRateRequest = (id: number) => {
  const save = useSave(id);
  return useMutation({ mutationFn: (body: ReviewForm) => api.post<RequestReview>(`/requests/${id}/review/`, body), onSuccess: save });
};

export const useAnswerReview = (id: number) => {
  const save = useSave(id);
  return useMutation({
    mutationFn: (answer: string) => api.post<RequestReview>(`/requests/${id}/review/answer/`, { answer }),
    onSuccess: save,
  });
};
