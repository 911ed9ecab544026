import type { InboxItem, Inquiry } from '@manara/shared';
import { imageRef } from '../../../lib/media-urls';
import type { MediaStorage } from '../../../lib/storage';
import type { InboxRow, InquiryRow } from './inquiries.repository';

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

/** An inquiry in its owner's inbox, with the listing's title and cover photo. */
export function toInboxItem(storage: MediaStorage, r: InboxRow): InboxItem {
  return {
    id: r.id,
    kind: r.kind,
    property: {
      id: r.property.id,
      title: r.property.title,
      cover_image: r.property.cover ? imageRef(storage, r.property.cover) : null,
    },
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    preferred_date: r.preferredDate,
    preferred_time: r.preferredTime,
    created_at: r.createdAt.toISOString(),
    read_at: r.readAt?.toISOString() ?? null,
  };
}
