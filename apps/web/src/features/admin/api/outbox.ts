import type { OutboxMessage } from '@manara/shared/schemas/admin';
import type { Paginated } from '@manara/shared/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /admin/outbox/: e-mail kept instead of sent (no SMTP server), newest first. */
export const useOutbox = () =>
  useQuery({
    queryKey: ['admin', 'outbox'],
    queryFn: ({ signal }) => api.get<Paginated<OutboxMessage>>('/admin/outbox/', { params: { page_size: 50 }, signal }),
  });
