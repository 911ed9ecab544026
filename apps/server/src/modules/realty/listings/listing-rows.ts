import type { Currency, ListingTexts, PropertyStatus } from '@manara/shared';
import type { listingChanges, properties } from '../../../db/schema';
import type { StoredImage } from '../../../lib/media-urls';

/** The rows the listings repositories return, and how a raw row of their SQL becomes one. */

/** A listing's titles as the API names them (decision 045). */
export type ListingTitles = Pick<ListingTexts, 'title_ar' | 'title_en'>;

/** A listing as list queries return it (one row per card). */
export interface CardRow {
  id: number;
  /** The title per language, '' for a language the owner did not write (decision 045). */
  titleAr: string;
  titleEn: string;
  type: (typeof properties.$inferSelect)['type'];
  purpose: (typeof properties.$inferSelect)['purpose'];
  price: number;
  currency: Currency;
  /** The price in US dollars at the current rate (decision 040). */
  priceUsd: number;
  area: number;
  beds: number | null;
  baths: number | null;
  floors: number | null;
  village: string | null;
  address: string;
  status: PropertyStatus;
  createdAt: Date;
  viewsCount: number;
  city: { id: number; nameAr: string; nameEn: string };
  country: { id: number; nameAr: string; nameEn: string };
  images: StoredImage[];
}

export interface MediaRow extends StoredImage {
  id: number;
  mediaType: 'image' | 'video';
}

export interface DetailRow extends Omit<CardRow, 'images'> {
  descriptionAr: string;
  descriptionEn: string;
  amenities: string[];
  postalCode: string | null;
  ownerId: number;
  ownerName: string;
  ownerProviderType: 'financial_expert' | 'realtor' | 'lawyer' | null;
  /** The owner's phone as stored, only when they chose to show it (decision 039); else null. */
  ownerPhone: string | null;
  rejectionReason: string | null;
  updatedAt: Date;
  cityId: number;
  media: MediaRow[];
  isFavorite: boolean;
  /** The owner's pin, else the city's centre (`exact: false`), else null. */
  location: { latitude: number; longitude: number; exact: boolean } | null;
  /** Its owner's edit held for review, or refused (decision 044). */
  held: HeldChanges | null;
}

/** A pin of the map view. */
export interface PointRow {
  id: number;
  latitude: number;
  longitude: number;
  titleAr: string;
  titleEn: string;
  type: CardRow['type'];
  price: number;
  currency: Currency;
  priceUsd: number;
}

export type Raw = Record<string, unknown>;

/** The owner's pin, else the city's centre, else null (a city added without coordinates). */
export function locationOf(r: Raw): DetailRow['location'] {
  if (r.latitude != null && r.longitude != null) return { latitude: Number(r.latitude), longitude: Number(r.longitude), exact: true };
  if (r.city_latitude != null && r.city_longitude != null)
    return { latitude: Number(r.city_latitude), longitude: Number(r.city_longitude), exact: false };
  return null;
}

export const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
export const toJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export function toCardRow(r: Raw): CardRow {
  return {
    id: Number(r.id),
    titleAr: String(r.title_ar),
    titleEn: String(r.title_en),
    type: r.type as CardRow['type'],
    purpose: r.purpose as CardRow['purpose'],
    price: Number(r.price),
    currency: r.currency as Currency,
    priceUsd: Number(r.price_usd),
    area: Number(r.area),
    beds: r.beds === null ? null : Number(r.beds),
    baths: r.baths === null ? null : Number(r.baths),
    floors: r.floors === null ? null : Number(r.floors),
    village: (r.village as string | null) ?? null,
    address: String(r.address),
    status: r.status as CardRow['status'],
    createdAt: toDate(r.created_at),
    viewsCount: Number(r.views_count),
    city: { id: Number(r.city_id), nameAr: String(r.city_name_ar), nameEn: String(r.city_name_en) },
    country: { id: Number(r.country_id), nameAr: String(r.country_name_ar), nameEn: String(r.country_name_en) },
    images: toJson<StoredImage[]>(r.images),
  };
}

/** An owner's edit of a live listing waiting for staff, or refused (decision 044). */
export type HeldChanges = typeof listingChanges.$inferSelect;

/** A listing in its owner's dashboard or the staff list: the card and what only they see. */
export type ManagedCardRow = CardRow & {
  rejectionReason: string | null;
  updatedAt: Date;
  /** Held changes of the listing: waiting for review, or refused (with their reason). */
  changes: { status: HeldChanges['status']; rejectionReason: string | null } | null;
};
export type StaffCardRow = ManagedCardRow & {
  owner: { id: number; name: string; email: string; email_verified: boolean };
  publishedAt: Date | null;
};

/** A listing_changes row read as JSON. */
export function heldOf(json: unknown): HeldChanges | null {
  if (json == null) return null;
  const r = toJson<Record<string, unknown>>(json);
  return {
    propertyId: Number(r.property_id),
    changes: r.changes as Record<string, unknown>,
    status: r.status as HeldChanges['status'],
    rejectionReason: (r.rejection_reason as string | null) ?? null,
    submittedAt: toDate(r.submitted_at),
  };
}

export const toManagedCardRow = (r: Raw): ManagedCardRow => ({
  ...toCardRow(r),
  rejectionReason: (r.rejection_reason as string | null) ?? null,
  updatedAt: toDate(r.updated_at),
  changes: r.changes == null ? null : toJson<NonNullable<ManagedCardRow['changes']>>(r.changes),
});

/** A listing in its owner's dashboard: the managed card and how people reached out about it. */
export type OwnedCardRow = ManagedCardRow & { reach: { inquiries: number; saves: number; calls: number; whatsapp: number } };
export const toOwnedCardRow = (r: Raw): OwnedCardRow => ({
  ...toManagedCardRow(r),
  reach: {
    inquiries: Number(r.reach_inquiries),
    saves: Number(r.reach_saves),
    calls: Number(r.reach_calls),
    whatsapp: Number(r.reach_whatsapp),
  },
});
