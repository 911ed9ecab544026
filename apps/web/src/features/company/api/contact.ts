import type { ContactMessageRequest } from '@manara/shared/schemas/content';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /common/contact-messages/ — stored for staff to read and answer. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (values: ContactMessageRequest) => api.post<{ id: number; created_at: string }>('/common/contact-messages/', values),
  });
