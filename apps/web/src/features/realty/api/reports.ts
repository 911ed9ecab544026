import type { ReportRequest } from '@manara/shared/schemas/reports';
import { useMutation } from '@tanstack/react-query';
import { loadOutbox } from '@/lib/outbox/load';
import type { Outcome } from '@/lib/outbox/outbox';

export interface ReportCreated {
  id: number;
  created_at: string;
}

/**
 * POST /realty/properties/{id}/reports/: report a listing to staff (decision 041), through the outbox
 * (decision 071): sent with an Idempotency-Key, kept to be sent later when the server cannot be reached.
 */
export function useReportListing(propertyId: number, t: (key: string) => string) {
  return useMutation({
    // Not paused while the browser is offline (React Query's default): the outbox decides what waits.
    networkMode: 'always',
    mutationFn: async (body: ReportRequest): Promise<Outcome<ReportCreated>> => {
      const outbox = await loadOutbox(t);
      return outbox.sendOnce<ReportCreated>('POST', `/realty/properties/${propertyId}/reports/`, body, 'report');
    },
  });
}
