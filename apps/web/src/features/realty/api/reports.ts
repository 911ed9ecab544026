import type { ReportRequest } from '@manara/shared/schemas/reports';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /realty/properties/{id}/reports/: report a listing to staff (decision 041). */
export function useReportListing(propertyId: number) {
  return useMutation({
    mutationFn: (body: ReportRequest) => api.post<{ id: number; created_at: string }>(`/realty/properties/${propertyId}/reports/`, body),
  });
}
