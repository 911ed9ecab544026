import type {
  ConsultationRequestForm,
  ConsultationRequestView,
  RequestAttachment,
  RequestEventName,
  RequestMessage,
  VisitRequestForm,
} from '@manara/shared/schemas/requests';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { loadOutbox } from '@/lib/outbox/load';
import type { Outcome } from '@/lib/outbox/outbox';
import { queryRoots } from '@/lib/query-keys';

/** A page of requests with how many have unread entries (GET /requests/, GET /admin/requests/). */
export interface RequestPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: ConsultationRequestView[];
  unread_count: number;
}

export type Side = 'client' | 'provider';
const ROOT = queryRoots.requests;

export const requestListOptions = (side: Side, page: number) =>
  queryOptions({
    queryKey: [...ROOT, 'list', side, page] as const,
    queryFn: ({ signal }) => api.get<RequestPage>('/requests/', { params: { as: side, page, page_size: 20 }, signal }),
  });
export const useRequestList = (side: Side, page: number, enabled = true) => useQuery({ ...requestListOptions(side, page), enabled });

export const useTeamRequests = (open: boolean) =>
  useQuery({
    queryKey: [...ROOT, 'team', open] as const,
    queryFn: ({ signal }) => api.get<RequestPage>('/admin/requests/', { params: { open: open ? 1 : 0, page_size: 50 }, signal }),
  });

export const useRequest = (id: number) =>
  useQuery({
    queryKey: [...ROOT, 'one', id] as const,
    queryFn: ({ signal }) => api.get<ConsultationRequestView>(`/requests/${id}/`, { signal }),
  });

export const useThread = (id: number) =>
  useQuery({
    queryKey: [...ROOT, 'thread', id] as const,
    queryFn: ({ signal }) => api.get<RequestMessage[]>(`/requests/${id}/messages/`, { signal }),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ROOT });
}

/**
 * POST /requests/: a consultation request, through the outbox (decision 071): sent with an
 * Idempotency-Key, kept to be sent later (`queued`) when the server cannot be reached.
 */
export const useCreateRequest = (t: (key: string) => string) => {
  const refresh = useRefresh();
  return useMutation({
    // Not paused while the browser is offline (React Query's default): the outbox decides what waits.
    networkMode: 'always',
    mutationFn: async (body: ConsultationRequestForm): Promise<Outcome<ConsultationRequestView>> =>
      (await loadOutbox(t)).sendOnce<ConsultationRequestView>('POST', '/requests/', body, 'request'),
    onSuccess: refresh,
  });
};

/** A step of the lifecycle, with the time, quote or reason it carries. */
export interface StatusBody {
  event: RequestEventName;
  date?: string;
  time?: string;
  duration_minutes?: number;
  price?: number | null;
  currency?: string | null;
  reason?: string;
}
export const useChangeStatus = (id: number) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: StatusBody) => api.post<ConsultationRequestView>(`/requests/${id}/status/`, body),
    onSuccess: refresh,
  });
};

export const useSendMessage = (id: number) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: string) => api.post<RequestMessage[]>(`/requests/${id}/messages/`, { body }),
    onSuccess: refresh,
  });
};

export const useAttachments = (id: number) =>
  useQuery({
    queryKey: [...ROOT, 'attachments', id] as const,
    queryFn: ({ signal }) => api.get<RequestAttachment[]>(`/requests/${id}/attachments/`, { signal }),
  });

export const useAddAttachments = (id: number) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (form: FormData) => api.upload<RequestAttachment[]>('POST', `/requests/${id}/attachments/`, form),
    onSuccess: refresh,
  });
};

/** POST /requests/visits/: ask a listing's owner for a visit (decision 067), through the outbox (decision 071). */
export const useCreateVisit = (t: (key: string) => string) => {
  const refresh = useRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: VisitRequestForm): Promise<Outcome<ConsultationRequestView>> =>
      (await loadOutbox(t)).sendOnce<ConsultationRequestView>('POST', '/requests/visits/', body, 'visit'),
    onSuccess: refresh,
  });
};
