import type { ConsultationRequestView, PropertyType, RequestEventName, RequestMessage } from '@manara/shared';
import type { MessageRow, RequestRow } from './requests.repository';

/** The listing a request is about, as both parties see it (never the owner: they are no party). */
export interface ListingSummary {
  id: number;
  titleAr: string;
  titleEn: string;
  type: PropertyType;
  area: number;
  city: { nameAr: string; nameEn: string };
  villageAr: string | null;
  villageEn: string | null;
  addressAr: string | null;
  addressEn: string | null;
  /** As the owner typed them before per-language texts (the fallback of both). */
  village: string | null;
  address: string | null;
  /** A plot's basin (حوض) and plot number (قطعة) as its owner gave them (issue 32). */
  landBasin: string | null;
  landPlot: string | null;
}

/** A request as the API shows it to `role`: its parties, times, quote, the reader's actions and unread count. */
export function toView(
  row: RequestRow,
  role: ConsultationRequestView['role'],
  listing: ListingSummary | null,
  actions: RequestEventName[],
): ConsultationRequestView {
  return {
    id: row.id,
    role,
    kind: row.kind,
    status: row.status,
    topic: row.topic,
    client: row.client,
    provider: row.provider,
    service_id: row.serviceId,
    offering_id: row.offeringId,
    listing: listing && {
      id: listing.id,
      title_ar: listing.titleAr,
      title_en: listing.titleEn,
      type: listing.type,
      area: listing.area,
      city: { name_ar: listing.city.nameAr, name_en: listing.city.nameEn },
      village_ar: listing.villageAr || listing.village || null,
      village_en: listing.villageEn || listing.village || null,
      address_ar: listing.addressAr || listing.address || null,
      address_en: listing.addressEn || listing.address || null,
      land_basin: listing.landBasin,
      land_plot: listing.landPlot,
    },
    description: row.description,
    preferred_times: row.preferredTimes,
    contact_preference: row.contactPreference,
    language: row.language,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    duration_minutes: row.durationMinutes,
    quoted_price: row.quotedPrice,
    quoted_currency: row.quotedCurrency,
    reason: row.reason,
    changed_by: row.changedBy,
    actions,
    unread_count: row.unread,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toMessage(m: MessageRow, viewerId: number): RequestMessage {
  return {
    id: m.id,
    kind: m.kind,
    event: m.event,
    body: m.body,
    author: m.author,
    mine: m.author?.id === viewerId,
    created_at: m.createdAt.toISOString(),
  };
}
