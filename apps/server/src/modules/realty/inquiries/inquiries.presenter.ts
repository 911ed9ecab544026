import type { InboxItem, Inquiry, Locale } from '@manara/shared';
import { titleFields } from '../listings';
import { imageRef } from '../../../lib/media-urls';
import type { MediaStorage } from '../../../platform/storage';
import type { InboxRow, InquiryRow } from './inquiries.repository';

type MessageFields = Pick<
  InquiryRow,
  'id' | 'kind' | 'name' | 'email' | 'phone' | 'message' | 'preferredDate' | 'preferredTime' | 'createdAt'
>;

/** What the sender wrote, as every view of an inquiry shows it. */
function message(row: MessageFields) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    preferred_date: row.preferredDate,
    preferred_time: row.preferredTime,
    created_at: row.createdAt.toISOString(),
  };
}

export function toInquiry(row: InquiryRow): Inquiry {
  return { ...message(row), property_id: row.propertyId, sender_id: row.senderId };
}

/** An inquiry in its owner's inbox, with the listing's title and cover photo. */
export function toInboxItem(storage: MediaStorage, row: InboxRow, locale: Locale): InboxItem {
  const { property } = row;
  return {
    ...message(row),
    property: {
      id: property.id,
      ...titleFields(property.titles, locale),
      cover_image: property.cover ? imageRef(storage, property.cover) : null,
    },
    read_at: row.readAt?.toISOString() ?? null,
  };
}
