import type { VerificationQueueItem } from '@manara/shared/schemas/providers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

const QUEUE = [...queryRoots.admin, 'provider-verifications'] as const;
export type QueueStatus = 'pending' | 'verified' | 'refused' | 'withdrawn';

/** GET /admin/provider-verifications/?status= (staff). */
export const useVerificationQueue = (status: QueueStatus) =>
  useQuery({
    queryKey: [...QUEUE, status],
    queryFn: ({ signal }) => api.get<VerificationQueueItem[]>('/admin/provider-verifications/', { params: { status }, signal }),
  });

/** Staff's decision on a licence; the queue and public pages refresh after. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'verify' | 'refuse' | 'withdraw'; reason?: string }) =>
      api.post<VerificationQueueItem>(`/admin/provider-verifications/${id}/decision/`, { decision, ...(reason ? { reason } : {}) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: QUEUE });
      void queryClient.invalidateQueries({ queryKey: queryRoots.providers });
    },
  });
}
