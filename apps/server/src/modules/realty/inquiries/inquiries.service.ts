import type { Inquiry, InquiryRequest } from '@manara/shared';
import { AppError } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/auth';
import type { InquiriesRepository, InquiryRow } from './inquiries.repository';

function toInquiry(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    property_id: row.propertyId,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    preferred_date: row.preferredDate,
    preferred_time: row.preferredTime,
    sender_id: row.senderId,
    created_at: row.createdAt.toISOString(),
  };
}

export function createInquiriesService(repo: InquiriesRepository) {
  return {
    /** Anyone may contact the owner of an active listing; hidden listings do not exist for senders. */
    async create(propertyId: number, input: InquiryRequest, user: AuthUser | null) {
      const property = await repo.findProperty(propertyId);
      if (property?.status !== 'active') throw AppError.notFound('property_not_found');
      const row = await repo.insert(propertyId, user?.id ?? null, input);
      return { id: row.id, kind: row.kind, created_at: row.createdAt.toISOString() };
    },

    /** Only the listing's owner and staff read its inquiries; for anyone else the listing is not found. */
    async list(propertyId: number, user: AuthUser, page: number, pageSize: number): Promise<{ count: number; results: Inquiry[] }> {
      const property = await repo.findProperty(propertyId);
      if (!property || (property.ownerId !== user.id && !user.isStaff)) throw AppError.notFound('property_not_found');
      const { rows, count } = await repo.list(propertyId, pageSize, (page - 1) * pageSize);
      return { count, results: rows.map(toInquiry) };
    },
  };
}
