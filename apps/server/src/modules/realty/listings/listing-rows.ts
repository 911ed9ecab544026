import type { Currency, ListingTexts, PropertyStatus } from '@manara/shared';
import { columnProperty, shownFields, type ColumnProperty, type ListingField, type ShownValues } from '@manara/shared/listing';
import { sql, type SQL } from 'drizzle-orm';
import type { listingChanges } from '../../../db/schema';
import type { StoredImage } from '../../../lib/media-urls';

/** The rows the listings repositories return, and how a raw row of their SQL becomes one. */

/**
 * The listing fields (listing.ts) a row holds as stored, under drizzle's names for their columns: a
 * card's (`'card'`), or the page's beyond the card's (`'detail'`).
 */
export type ShownColumns<S extends 'card' | 'detail'> = {
  [K in keyof ShownValues<S> as ColumnProperty<K & string>]: ShownValues<S>[K];
};

/** The select list of the fields `shown` (of `p`, the listings table): amounts as float8, named as their columns. */
export function shownSelect(shown: 'card' | 'detail'): SQL {
  return sql.raw(
    shownFields(shown)
      .map(({ column, value }) => (value.kind === 'amount' ? `p.${column}::float8 as ${column}` : `p.${column}`))
      .join(', '),
  );
}

/** A field's value from a raw row: numbers as numbers, null for an optional value not there. */
function readValue(field: ListingField, v: unknown): unknown {
  switch (field.value.kind) {
    case 'amount':
      return Number(v);
    case 'count':
      return v == null ? null : Number(v);
    case 'language-text':
      return String(v);
    case 'text':
      return field.value.required ? String(v) : ((v as string | null) ?? null);
    case 'keys':
      return (v as string[] | null) ?? [];
    default:
      return v;
  }
}

/** The fields `shown` from a raw row (selected by shownSelect). */
export function shownColumns<S extends 'card' | 'detail'>(r: Raw, shown: S): ShownColumns<S> {
  return Object.fromEntries(shownFields(shown).map((f) => [columnProperty(f.column!), readValue(f, r[f.column!])])) as ShownColumns<S>;
}

/** A listing's titles as the API names them (decision 045). */
export type ListingTitles = Pick<ListingTexts, 'title_ar' | 'title_en'>;

/**
 * A listing as list queries return it (one row per card): the card's fields (the title per language, ''
 * for a language the owner did not write: decision 045), and what every card shows besides.
 */
export interface CardRow extends ShownColumns<'card'> {
  id: number;
  /** The price in US dollars at the current rate (decision 040). */
  priceUsd: number;
  status: PropertyStatus;
  createdAt: Date;
  viewsCount: number;
  city: { id: number; nameAr: string; nameEn: string };
  country: { id: number; nameAr: string; nameEn: string };
  images: StoredImage[];
  /** Its last published price change when that was a cut of at least PRICE_CUT_MIN_PERCENT (decision 060); null when none. */
  priceCut: { at: Date; percent: number } | null;
}

/** A published price change (decision 060), as the listing page's query reads it. */
export interface PriceChangeRow {
  old_price: number;
  old_currency: Currency;
  new_price: number;
  currency: Currency;
  changed_at: string;
}

export interface MediaRow extends StoredImage {
  id: number;
  mediaType: 'image' | 'video';
}

export interface DetailRow extends Omit<CardRow, 'images'>, ShownColumns<'detail'> {
  ownerId: number;
  ownerName: string;
  /** The owner's public name per language, null where not written (decision 072). */
  ownerDisplayNameAr: string | null;
  ownerDisplayNameEn: string | null;
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
  /** Every published price change, oldest first. */
  priceHistory: PriceChangeRow[];
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

/** Matching listings without a pin in one city, with the city's centre (null when it has none). */
export interface UnpinnedRow {
  cityId: number;
  nameAr: string;
  nameEn: string;
  latitude: number | null;
  longitude: number | null;
  count: number;
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
    ...shownColumns(r, 'card'),
    priceUsd: Number(r.price_usd),
    status: r.status as CardRow['status'],
    createdAt: toDate(r.created_at),
    viewsCount: Number(r.views_count),
    city: { id: Number(r.city_id), nameAr: String(r.city_name_ar), nameEn: String(r.city_name_en) },
    country: { id: Number(r.country_id), nameAr: String(r.country_name_ar), nameEn: String(r.country_name_en) },
    images: toJson<StoredImage[]>(r.images),
    priceCut: priceCutOf(r),
  };
}

/** The last cut as the row keeps it: none when never cut (the epoch) or not selected. */
function priceCutOf(r: Raw): CardRow['priceCut'] {
  const percent = Number(r.price_cut_percent ?? 0);
  return r.price_cut_at == null || !(percent > 0) ? null : { at: toDate(r.price_cut_at), percent };
}

/** An owner's edit of a live listing waiting for staff, or refused (decision 044). */
export type HeldChanges = typeof listingChanges.$inferSelect;

/** A listing in its owner's dashboard or the staff list: the card and what only they see. */
export type ManagedCardRow = CardRow & {
  rejectionReason: string | null;
  updatedAt: Date;
  /** When it expires (decision 061); null before its first publication. */
  expiresAt: Date | null;
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
  expiresAt: r.expires_at == null ? null : toDate(r.expires_at),
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
