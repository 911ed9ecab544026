import type { InquiryRequest } from '@manara/shared/schemas/realty';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface InquiryCreated {
  id: number;
  kind: 'contact' | 'visit';
  created_at: string;
}

/** POST /realty/properties/{id}/inquiries/: a message or a visit request to the owner. */
export async function sendInquiry(propertyId: number, body: InquiryRequest): Promise<InquiryCreated> {
  return await api.post<InquiryCreated>(`/realty/properties/${propertyId}/inquiries/`, body);
}

export function useSendInquiry(propertyId: number) {
  return useMutation({ mutationFn: (body: InquiryRequest) => sendInquiry(propertyId, body) });
}
