import type { InquiryRequest } from '@manara/shared/schemas/realty';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { loadOutbox } from '@/lib/outbox/load';
import type { Outcome } from '@/lib/outbox/outbox';

export interface InquiryCreated {
  id: number;
  kind: 'contact' | 'visit';
  created_at: string;
}

/** POST /realty/properties/{id}/inquiries/: a message or a visit request to the owner. */
export async function sendInquiry(propertyId: number, body: InquiryRequest): Promise<InquiryCreated> {
  return await api.post<InquiryCreated>(`/realty/properties/${propertyId}/inquiries/`, body);
}

/**
 * The form's way (decision 071): sent with an Idempotency-Key through the outbox, which keeps it to send
 * later when the server cannot be reached (`queued`). `t` gives the outbox its strings.
 */
export function useSendInquiry(propertyId: number, t: (key: string) => string) {
  return useMutation({
    // Not paused while the browser is offline (React Query's default): the outbox decides what waits.
    networkMode: 'always',
    mutationFn: async (body: InquiryRequest): Promise<Outcome<InquiryCreated>> => {
      const outbox = await loadOutbox(t);
      return outbox.sendOnce<InquiryCreated>(
        'POST',
        `/realty/properties/${propertyId}/inquiries/`,
        body,
        body.kind === 'visit' ? 'visit' : 'inquiry',
      );
    },
  });
}
