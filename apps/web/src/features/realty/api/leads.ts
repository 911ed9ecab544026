import type { LeadKind } from '@manara/shared/schemas/realty';
import { api } from '@/lib/api';

/** POST /realty/properties/{id}/leads/: a press of Call or WhatsApp, counted for the owner (decision 039). */
export async function recordLead(propertyId: number, kind: LeadKind): Promise<{ counted: boolean }> {
  return await api.post<{ counted: boolean }>(`/realty/properties/${propertyId}/leads/`, { kind });
}
