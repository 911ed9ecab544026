import type { Inquiry } from '@manara/shared';
import type { InquiryRow } from './inquiries.repository';

export function toInquiry(row: InquiryRow): Inquiry {
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
