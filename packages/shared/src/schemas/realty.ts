import { MAX_NAME, PROVIDER_TYPES } from './auth';
import { emailField, optionalText, phoneField, requiredText, stripControls, visible } from './fields';
import {
  jsonList,
  keysetPaginated,
  keysetPaginationQuery,
  mediaItem,
  mediaOrderEntry,
  paginated,
  queryInt,
  queryNumber,
  queryText,
} from './common';
import { MAX_ROOMS, ORDERINGS, PROPERTY_STATUSES, PROPERTY_TYPES } from '../realty';
import type { AMENITY_KEYS, PROPERTY_PURPOSES } from '../realty';
import type { ErrorCode } from '../errors';
import { LISTING_FILTERS, type ListingFilter, type ListingFilterKey, type ListingFilterValues } from '../filters';
import {
  LISTING_FIELDS,
  MAX_DESCRIPTION,
  MAX_TITLE,
  shownFields,
  type ListingField,
  type ListingFieldKey,
  type ListingValues,
  type ShownValues,
} from '../listing';
import { parseBounds } from '../geo';
import { MEDIA_LIMITS } from '../media';
import { CURRENCIES } from '../money';
import { toLatinDigits } from '../text/normalize';
import { scriptLanguage } from '../text/listing-text';
import { LOCALES, type Locale } from '../i18n/index';
import { z } from '../zod';

export {
  AMENITY_KEYS,
  MAX_AREA,
  MAX_PRICE,
  MAX_ROOMS,
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_WORDS,
  ORDERINGS,
  PROPERTY_PURPOSES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from '../realty';
export { MAX_ADDRESS, MAX_DESCRIPTION, MAX_POSTAL_CODE, MAX_TITLE, MAX_VILLAGE } from '../listing';

export const INQUIRY_KINDS = ['contact', 'visit'] as const;
/** How a visitor reached a listing's owner from its page (decision 039). */
export const LEAD_KINDS = ['call', 'whatsapp'] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type PropertyPurpose = (typeof PROPERTY_PURPOSES)[number];
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export type AmenityKey = (typeof AMENITY_KEYS)[number];
export type Ordering = (typeof ORDERINGS)[number];
/** The orderings by a column (every one but relevance): their lists page by cursor. */
export type KeyOrdering = Exclude<Ordering, 'relevance'>;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];
export type LeadKind = (typeof LEAD_KINDS)[number];

/** How many similar listings a property page shows. */
export const SIMILAR_LIMIT = 6;
export const MAX_INQUIRY_MESSAGE = 2000;
/** Listings live in Palestine: "today" for visit dates is the date there. */
export const LOCAL_TIME_ZONE = 'Asia/Hebron';

/** Today's date in Palestine as YYYY-MM-DD (the same on the server and in any browser). */
export function localToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LOCAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

// ---------------------------------------------------------------------------------------------
// List query

/** A filter's query parameter, as its description says (filters.ts). */
function filterSchema(filter: ListingFilter) {
  const value = filter.value;
  switch (value.kind) {
    case 'text':
      return queryText(value.max);
    case 'choice':
      return z.enum(value.choices as [string, ...string[]], { error: 'invalid_choice' });
    case 'id':
      return queryInt({ min: 1, max: 2_147_483_647 });
    case 'number':
      return (value.integer ? queryInt : queryNumber)({ min: value.min, max: value.max });
    case 'bbox':
      return z
        .string({ error: 'bbox_invalid' })
        .max(100, { error: 'bbox_invalid' })
        .transform((raw, ctx) => parseBounds(toLatinDigits(raw)) ?? (ctx.addIssue({ code: 'custom', message: 'bbox_invalid' }), z.NEVER));
  }
}

const filterShape = Object.fromEntries(LISTING_FILTERS.map((f) => [f.key, filterSchema(f).optional()])) as unknown as {
  [K in ListingFilterKey]-?: z.ZodOptional<z.ZodType<NonNullable<ListingFilterValues[K]>, unknown>>;
};

/** Each range's lower bound is not above its upper bound. Runs even when another parameter failed (values may then be raw), so every problem is reported. */
function rangesInOrder(q: object, ctx: z.RefinementCtx) {
  const values = q as Record<string, unknown>;
  for (const filter of LISTING_FILTERS as readonly ListingFilter[]) {
    if (!filter.notAbove) continue;
    const min = values[filter.key];
    const max = values[filter.notAbove.key];
    if (typeof min === 'number' && typeof max === 'number' && min > max)
      ctx.addIssue({ code: 'custom', path: [filter.key], message: filter.notAbove.error });
  }
}

/**
 * GET /realty/properties/ query: the listing filters (filters.ts), ordering and paging. Numbers accept
 * Arabic-Indic digits; bad values are field errors (translated), never a 500; page_size is clamped.
 * Unknown keys are dropped, `status` included: public lists show active listings only, whatever the
 * client sends.
 */
export const propertyListQuery = keysetPaginationQuery
  .extend({
    ...filterShape,
    ordering: z.enum(ORDERINGS, { error: 'invalid_ordering' }).optional(),
  })
  .superRefine(rangesInOrder, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });
export type PropertyListQuery = z.output<typeof propertyListQuery>;

/** GET /realty/properties/map/ query: the same filters as the list, no ordering or paging. */
export const propertyMapQuery = z
  .object(filterShape)
  .superRefine(rangesInOrder, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });
export type PropertyMapQuery = z.output<typeof propertyMapQuery>;

// ---------------------------------------------------------------------------------------------
// Locations

export const countrySchema = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const citySchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  country_id: z.number().int(),
  /** For grouping the city picker by governorate. */
  governorate_ar: z.string(),
  governorate_en: z.string(),
  /** The city's centre: where a pin starts on the map (null for a city added without one). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type City = z.infer<typeof citySchema>;

export const cityListQuery = z.object({ country_fk: queryInt({ min: 1, max: 2_147_483_647 }).optional() });

/** The short city/country object embedded in listings. */
export const placeRef = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() });
export type PlaceRef = z.infer<typeof placeRef>;

// ---------------------------------------------------------------------------------------------
// Listings

/** A responsive image: `url` is the ~960 px variant, `srcset` lists every stored width. */
export const imageSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ImageRef = z.infer<typeof imageSchema>;

/**
 * A listing's title wherever it is named (decision 045): `title` in the request's language
 * (Accept-Language) when the owner wrote it, else in the other; `text_lang` says which; both languages'
 * titles ('' for one not written) for a page that picks by its own language.
 */
export const listingTitle = {
  title: z.string(),
  /** The language `title` (and a listing's `description`) is in. */
  text_lang: z.enum(LOCALES),
  title_ar: z.string(),
  title_en: z.string(),
};

/** A field as responses carry it (listing.ts): the price in `currency`, the area in m², '' or null for a text not written. */
function shownSchema(field: ListingField) {
  const value = field.value;
  switch (value.kind) {
    case 'language-text':
      return z.string();
    case 'text':
      return value.required ? z.string() : z.string().nullable();
    case 'choice':
      return z.enum(value.choices as [string, ...string[]]);
    case 'amount':
      return z.number();
    case 'count':
      return z.number().int().nullable();
    case 'keys':
      return z.array(z.string());
    default:
      throw new Error(`${field.key} is not shown as stored`);
  }
}

/** The response fields of the listing fields shown as stored: a card's, or the page's beyond the card's. */
const shownShape = <S extends 'card' | 'detail'>(shown: S) =>
  Object.fromEntries(shownFields(shown).map((f) => [f.key, shownSchema(f)])) as unknown as {
    [K in keyof ShownValues<S>]-?: z.ZodType<ShownValues<S>[K]>;
  };

/** A listing in a list (search results, favourites, similar). */
export const propertyCard = z.object({
  id: z.number().int(),
  ...listingTitle,
  ...shownShape('card'),
  /** The price in US dollars at the current rate: what price filters and orderings compare. */
  price_usd: z.number(),
  city: placeRef,
  country: placeRef,
  status: z.enum(PROPERTY_STATUSES),
  /** ISO 8601 timestamp. */
  created_at: z.string(),
  views_count: z.number().int(),
  /**
   * Its last published price change when that was a cut of at least PRICE_CUT_MIN_PERCENT made within
   * PRICE_CUT_DAYS (decision 060): the whole percent it came down by, and when; else null.
   */
  price_reduced: z.object({ percent: z.number().int(), changed_at: z.string() }).nullable(),
  /** The first photo, or null (show a placeholder). */
  cover_image: imageSchema.nullable(),
  /** Image URLs in gallery order (the ~960 px variant of each). */
  media_list: z.array(z.string()),
});
export type PropertyCard = z.infer<typeof propertyCard>;

/** Where a listing is: its owner's pin (`exact`), or else its city's centre (show an area, not a point). */
export const listingLocation = z.object({ latitude: z.number(), longitude: z.number(), exact: z.boolean() });
export type ListingLocation = z.infer<typeof listingLocation>;

/** A pin of the map view. */
export const mapPoint = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  ...listingTitle,
  type: z.enum(PROPERTY_TYPES),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  price_usd: z.number(),
});
export type MapPoint = z.infer<typeof mapPoint>;

/**
 * Matching listings without a pin in one city (issue 33): shown as a count at the city's centre, which
 * is null for a city staff added without one (the count is still in the note under the map).
 */
export const unpinnedCity = z.object({
  city_id: z.number().int(),
  /** The city's name in the request's language. */
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  count: z.number().int(),
});
export type UnpinnedCity = z.infer<typeof unpinnedCity>;

/**
 * The map view's pins: `count` listings with a pin match (counted up to MAP_COUNT_LIMIT, or up to
 * MAP_POINTS_LIMIT for a search; `count_capped` says there are more), `points` holds up to
 * MAP_POINTS_LIMIT of them (newest first); `unpinned`: the matches without a pin, per city.
 */
export const mapPointsResponse = z.object({
  count: z.number().int(),
  count_capped: z.boolean(),
  points: z.array(mapPoint),
  unpinned: z.array(unpinnedCity),
});
export type MapPointsResponse = z.infer<typeof mapPointsResponse>;

/** Whether an owner's edit of a live listing waits for staff or was refused (decision 044). */
export const HELD_CHANGES_STATUSES = ['pending', 'rejected'] as const;

/**
 * An owner's edit of a live listing, held for review while the published version stays public
 * (decision 044): its fields as the edit sent them (PATCH /realty/properties/{id}/'s names).
 */
export const heldChangesSchema = z.object({
  status: z.enum(HELD_CHANGES_STATUSES),
  fields: z.record(z.string(), z.unknown()),
  /** Why staff refused the changes (the published version stayed). */
  rejection_reason: z.string().nullable(),
  /** ISO 8601 timestamp of the last edit. */
  submitted_at: z.string(),
});
export type HeldChanges = z.infer<typeof heldChangesSchema>;

/** A published price change of a listing (decision 060): the prices in their own currencies, ISO 8601 time. */
export const priceChangeSchema = z.object({
  old_price: z.number(),
  old_currency: z.enum(CURRENCIES),
  new_price: z.number(),
  currency: z.enum(CURRENCIES),
  changed_at: z.string(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** A listing's page (specification §3), plus what the signed-in viewer needs. */
/** An owner's public name in Arabic and in English, null where not written (decision 072). */
const ownerNames = { display_name_ar: z.string().nullable(), display_name_en: z.string().nullable() };

export const propertyDetail = propertyCard.extend({
  /** Every published price change, oldest first (decision 060); empty when the price never changed. */
  price_history: z.array(priceChangeSchema),
  /** Null only when neither a pin nor its city's centre is known. */
  location: listingLocation.nullable(),
  /** In `text_lang`, like `title`. */
  description: z.string(),
  ...shownShape('detail'),
  property_media: z.array(mediaItem),
  video_url: z.string().nullable(),
  owner: z.object({
    id: z.number().int(),
    /** The account's name as typed (in either language); the page shows `displayName` of it and the pair. */
    name: z.string(),
    ...ownerNames,
    /** Realtor, lawyer or financial expert; null for a private owner. */
    provider_type: z.enum(PROVIDER_TYPES).nullable(),
    /** International form (E.164), only when the owner chose to show it (decision 039); else null. */
    phone: z.string().nullable(),
    /** Whether WhatsApp reaches `phone`: a mobile number, as the server's phone-number library classifies it (issue 33). */
    whatsapp: z.boolean(),
  }),
  /** ISO 8601 timestamp. */
  updated_at: z.string(),
  /** Whether the signed-in viewer saved it (false for visitors). */
  is_favorite: z.boolean(),
  /** Whether the signed-in viewer owns it. */
  is_owner: z.boolean(),
  /** Why staff refused it; shown to its owner and staff only, null for everyone else. */
  rejection_reason: z.string().nullable(),
  /** Its owner's edit held for review (decision 044); to its owner and staff only, null for everyone else. */
  pending_changes: heldChangesSchema.nullable(),
  /**
   * Photos saved but still being prepared (their sizes are being made; they join `property_media`
   * once ready): for its owner and staff, null for everyone else.
   */
  photos_pending: z.number().int().nullable(),
});
export type PropertyDetail = z.infer<typeof propertyDetail>;

// ---------------------------------------------------------------------------------------------
// Inquiries (Contact Seller and Schedule Visit)

/** True for a real YYYY-MM-DD calendar date (rejects 2025-02-30). */
function isCalendarDate(d: string): boolean {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}

/**
 * POST /realty/properties/{id}/inquiries/: a message to the owner (`contact`, which needs the message)
 * or a visit request (`visit`, which needs a preferred date from today on, in Palestine's time zone; its
 * message is optional).
 */
export const inquiryRequest = z
  .object({
    kind: z.enum(INQUIRY_KINDS, { error: 'invalid_choice' }).default('contact'),
    name: requiredText(MAX_NAME, 'name_required'),
    email: emailField,
    phone: phoneField,
    /** Required for a message to the owner; a visit request may go without one. */
    message: optionalText(MAX_INQUIRY_MESSAGE),
    // An empty form field means "none".
    preferred_date: z.preprocess(
      (v) => (v === '' ? null : v),
      z
        .string({ error: 'invalid_date' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date', abort: true })
        .refine(isCalendarDate, { error: 'invalid_date', abort: true })
        .refine((d) => d >= localToday(), { error: 'visit_date_in_past' })
        .nullish()
        .transform((v) => v ?? null),
    ),
    preferred_time: z.preprocess(
      (v) => (v === '' ? null : v),
      z
        .string({ error: 'invalid_time' })
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_time' })
        .nullish()
        .transform((v) => v ?? null),
    ),
  })
  .refine((data) => data.kind === 'visit' || !!data.message, {
    path: ['message'],
    error: 'message_required',
    // Also when another field failed, so a form shows every problem at once.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
  })
  .refine((data) => !(data.kind === 'visit' && data.preferred_date == null), {
    path: ['preferred_date'],
    error: 'visit_date_required',
    // Also when another field failed, so a form shows every problem at once.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
  });
export type InquiryRequest = z.output<typeof inquiryRequest>;
export type InquiryForm = z.input<typeof inquiryRequest>;

export const inquiryCreated = z.object({ id: z.number().int(), kind: z.enum(INQUIRY_KINDS), created_at: z.string() });

/** What a sender wrote (a message, or a visit request with its preferred date and time). */
const inquiryMessage = z.object({
  id: z.number().int(),
  kind: z.enum(INQUIRY_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  preferred_date: z.string().nullable(),
  preferred_time: z.string().nullable(),
  created_at: z.string(),
});

/** An inquiry as its listing's owner (or staff) sees it. */
export const inquirySchema = inquiryMessage.extend({
  property_id: z.number().int(),
  /** Set when a signed-in user sent it. */
  sender_id: z.number().int().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

// ---------------------------------------------------------------------------------------------
// An owner's public page (decision 041)

/** Who listed: name and provider type only (never the e-mail). */
export const publicOwner = z.object({
  id: z.number().int(),
  name: z.string(),
  ...ownerNames,
  provider_type: z.enum(PROVIDER_TYPES).nullable(),
});
export type PublicOwner = z.infer<typeof publicOwner>;

/** GET /realty/owners/{id}/properties/: the owner and a page of their active listings, newest first. */
export const ownerListingsResponse = keysetPaginated(propertyCard).extend({ owner: publicOwner });
export type OwnerListings = z.infer<typeof ownerListingsResponse>;

// ---------------------------------------------------------------------------------------------
// Leads (decision 039)

/** POST /realty/properties/{id}/leads/: a visitor pressed Call or WhatsApp on the listing's page. */
export const leadRequest = z.object({ kind: z.enum(LEAD_KINDS, { error: 'invalid_choice' }) });
export type LeadRequest = z.output<typeof leadRequest>;

// ---------------------------------------------------------------------------------------------
// Favourites

export const favoriteRequest = z.object({
  property_id: z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== '', { error: 'required', abort: true })
    .pipe(queryInt({ min: 1, max: 2_147_483_647 })),
});
export type FavoriteRequest = z.output<typeof favoriteRequest>;

export const favoriteSchema = z.object({ property_id: z.number().int(), created_at: z.string() });
export type Favorite = z.infer<typeof favoriteSchema>;

export const favoriteParams = z.object({ property_id: queryInt({ min: 1, max: 2_147_483_647 }) });

// ---------------------------------------------------------------------------------------------
// Submitting and managing listings (owners)

/** Longest photo URL `delete_images` takes (the API's are well under 200 characters). */
const MAX_IMAGE_URL = 2048;

/** A required positive number (price, area): empty or 0 gives `required`. */
const positiveNumber = (required: ErrorCode, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toLatinDigits(v.trim()))) : v),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : 'invalid_number') })
      .refine(Number.isFinite, { error: 'invalid_number', abort: true })
      .gt(0, { error: required })
      .max(max, { error: 'too_big' }),
  );

/** Bedrooms, bathrooms, floors: optional; an empty form field means none. */
const optionalCount = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  queryInt({ min: 0, max: MAX_ROOMS })
    .nullish()
    .transform((v) => v ?? null),
);

const idField = (required: ErrorCode) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toLatinDigits(v.trim()))) : v),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : 'invalid_choice') })
      .int({ error: 'invalid_choice' })
      .min(1, { error: required })
      .max(2_147_483_647, { error: 'invalid_choice' }),
  );

/** A pin's latitude or longitude in a form: empty means no pin; it must lie in Palestine (geo.ts). */
const degrees = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(toLatinDigits(v.trim()))) : v),
    z
      .number({ error: 'invalid_number' })
      .refine(Number.isFinite, { error: 'invalid_number', abort: true })
      .min(min, { error: 'location_outside' })
      .max(max, { error: 'location_outside' })
      .nullish()
      .transform((v) => v ?? null),
  );

/** A pin is both coordinates or neither (in an edit: both sent, or neither). */
function locationPair(value: object, ctx: z.RefinementCtx) {
  const v = value as { latitude?: number | null; longitude?: number | null };
  const has = (x: number | null | undefined) => (x === undefined ? 'absent' : x === null ? 'none' : 'set');
  const [lat, lng] = [has(v.latitude), has(v.longitude)];
  if (lat === lng) return;
  const missing = lat === 'set' ? 'longitude' : lng === 'set' ? 'latitude' : lat === 'absent' ? 'latitude' : 'longitude';
  ctx.addIssue({ code: 'custom', path: [missing], message: 'location_incomplete' });
}

/** The title and description per language (decision 045): '' (or null) for a language not written. */
export const LISTING_TEXT_FIELDS = ['title_ar', 'title_en', 'description_ar', 'description_en'] as const;
export type ListingTextField = (typeof LISTING_TEXT_FIELDS)[number];
export type ListingTextValues = Record<ListingTextField, string>;

/** A title or description in one language: control characters dropped, trimmed; empty or null means not written. */
const languageText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .overwrite((v) => stripControls(v).trim())
    .max(max, { error: 'too_long' })
    .refine(...visible)
    .nullish();

/**
 * The texts' rules (decision 045), over every language's title and description: a language is written
 * when its title is, and then its description is required (a description needs its title); at least
 * one language. Returns each problem's field and code (the create schema's, and an edit's once merged
 * with the listing by the server).
 */
export function listingTextProblems(texts: ListingTextValues): [ListingTextField, ErrorCode][] {
  const problems: [ListingTextField, ErrorCode][] = [];
  for (const lang of LOCALES) {
    const [title, description] = [texts[`title_${lang}`], texts[`description_${lang}`]];
    if (title && !description) problems.push([`description_${lang}`, 'description_required']);
    if (description && !title) problems.push([`title_${lang}`, 'title_required']);
  }
  if (!LISTING_TEXT_FIELDS.some((f) => texts[f])) problems.push(['title_ar', 'title_one_language'], ['title_en', 'title_one_language']);
  return problems;
}

type SentTexts = { title?: string | null; description?: string | null } & Partial<Record<ListingTextField, string | null>>;

/**
 * The per-language texts a request sent. A client of the specification sends one `title` and
 * `description`: without any per-language field they are the language their script says (Arabic
 * letters: Arabic; decision 045), and `spec` names it.
 */
function sentTexts(v: SentTexts): { texts: Partial<ListingTextValues>; spec: Locale | null } {
  if (LISTING_TEXT_FIELDS.some((f) => v[f] !== undefined)) {
    const texts: Partial<ListingTextValues> = {};
    for (const f of LISTING_TEXT_FIELDS) if (v[f] !== undefined) texts[f] = v[f] ?? '';
    return { texts, spec: null };
  }
  if (v.title === undefined && v.description === undefined) return { texts: {}, spec: null };
  const lang = scriptLanguage(v.title || v.description || '');
  return {
    texts: {
      ...(v.title !== undefined && { [`title_${lang}`]: v.title ?? '' }),
      ...(v.description !== undefined && { [`description_${lang}`]: v.description ?? '' }),
    },
    spec: lang,
  };
}

/** Every language's text, '' where none was sent. */
const allTexts = (texts: Partial<ListingTextValues>): ListingTextValues =>
  Object.fromEntries(LISTING_TEXT_FIELDS.map((f) => [f, texts[f] ?? ''])) as ListingTextValues;

/** A new listing's texts follow the rules; a specification client's problems are on its own field names. */
function textRules(value: object, ctx: z.RefinementCtx) {
  const v = value as SentTexts;
  const { texts, spec } = sentTexts(v);
  if (spec) {
    if (!v.title) ctx.addIssue({ code: 'custom', path: ['title'], message: 'title_required' });
    if (!v.description) ctx.addIssue({ code: 'custom', path: ['description'], message: 'description_required' });
    return;
  }
  for (const [path, message] of listingTextProblems(allTexts(texts))) ctx.addIssue({ code: 'custom', path: [path], message });
}

/** Runs a cross-field rule even when another field failed, so a form shows every problem at once. */
const onObjects = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/**
 * The order of a listing's photos after a submission or an edit (a JSON list in multipart; decision
 * 046): stored photos by id and new ones by field name (image_0 … image_9), each once. The first photo
 * is the cover. Photos it leaves out follow, as they were; absent, new photos go after the stored ones.
 */
export const photoOrder = z.preprocess(
  jsonList,
  z.array(mediaOrderEntry(/^image_\d{1,2}$/), { error: 'invalid' }).max(MEDIA_LIMITS.listing.images, { error: 'too_big' }),
);
export type PhotoOrderEntry = z.output<typeof photoOrder>[number];

/** A field's request value (listing.ts): its rule and its errors. */
function fieldSchema(field: ListingField) {
  const value = field.value;
  switch (value.kind) {
    case 'language-text':
      return languageText(value.max);
    case 'text':
      return value.required ? requiredText(value.max, value.required) : optionalText(value.max);
    case 'choice': {
      const required = value.required;
      return z.enum(value.choices as [string, ...string[]], {
        error: (issue) => (required && (issue.input === undefined || issue.input === '') ? required : 'invalid_choice'),
      });
    }
    case 'amount':
      return positiveNumber(value.required, value.max);
    case 'count':
      return optionalCount;
    case 'place':
      return value.optional
        ? z.preprocess(
            (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
            idField(value.required)
              .nullish()
              .transform((v) => v ?? null),
          )
        : idField(value.required);
    case 'degrees':
      return degrees(value.min, value.max);
    case 'keys':
      return z.preprocess(
        jsonList,
        z
          .array(z.enum(value.choices as [string, ...string[]], { error: value.invalid }), { error: 'invalid' })
          .max(value.choices.length, { error: 'too_big' })
          .transform((keys) => [...new Set(keys)]),
      );
  }
}

/** What a form may hold in a field before it is checked: text as typed, a choice (or '' for none), anything else. */
type FormValueOf<F extends ListingField> = F['value'] extends { kind: 'language-text' | 'text' }
  ? string | null | undefined
  : F['value'] extends { kind: 'choice'; choices: readonly (infer C)[] }
    ? C | undefined
    : unknown;
type Fields = (typeof LISTING_FIELDS)[number];
/** A listing form's values (the request before it is checked); `title` and `description`: the specification's single text. */
export type PropertyCreateForm = { [F in Fields as F['key']]?: FormValueOf<F> } & {
  title?: string | null;
  description?: string | null;
  photo_order?: unknown;
};

/**
 * Every listing field's request value (listing.ts), with the specification's single title and
 * description (one language, by its script; see LISTING_TEXT_FIELDS).
 */
const listingFields = {
  title: languageText(MAX_TITLE).optional(),
  description: languageText(MAX_DESCRIPTION).optional(),
  ...(Object.fromEntries(
    (LISTING_FIELDS as readonly ListingField[]).filter((f) => f.owner).map((f) => [f.key, fieldSchema(f)]),
  ) as unknown as Record<ListingFieldKey, z.ZodType>),
};

/**
 * POST /realty/properties/ (multipart fields, or JSON): a new listing. Status is not accepted from the
 * client: every submission is pending review. A field with a default (listing.ts) may be left out:
 * without `currency` the price is in US dollars.
 */
export const propertyCreateRequest = z
  .object({
    ...listingFields,
    ...Object.fromEntries(
      (LISTING_FIELDS as readonly ListingField[])
        .filter((f) => f.owner && f.default !== undefined)
        .map((f) => [f.key, listingFields[f.key as ListingFieldKey].optional().default(f.default)]),
    ),
    photo_order: photoOrder.optional(),
  })
  .superRefine(locationPair)
  .superRefine(textRules, onObjects)
  .transform(({ title, description, title_ar, title_en, description_ar, description_en, ...rest }) => ({
    ...rest,
    ...allTexts(
      sentTexts({ title, description, title_ar, title_en, description_ar, description_en } as SentTexts & Record<string, unknown>).texts,
    ),
  })) as unknown as z.ZodType<PropertyCreateRequest, PropertyCreateForm>;
export type PropertyCreateRequest = ListingValues & { photo_order?: PhotoOrderEntry[] };

/** PATCH /realty/properties/{id}/: any of the same fields (the photo order too), plus removals of stored media. */
export const propertyUpdateRequest = z
  .object({
    ...Object.fromEntries(Object.entries(listingFields).map(([k, v]) => [k, v.optional()])),
    photo_order: photoOrder.optional(),
    /**
     * Stored photos to remove (a JSON list in multipart): media ids, or any URL the API gave for the
     * photo (any of its sizes, relative or absolute), as the specification's clients send them.
     */
    delete_images: z
      .preprocess(
        jsonList,
        z
          .array(
            z.union([z.number().int().positive().max(2_147_483_647), z.string().trim().min(1).max(MAX_IMAGE_URL)], { error: 'invalid' }),
            { error: 'invalid' },
          )
          // Every photo of a full listing, by id or by each of its URLs, with room to spare.
          .max(MEDIA_LIMITS.listing.images * 8, { error: 'too_big' }),
      )
      .optional(),
    delete_video: z
      .preprocess(
        (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
        z.boolean({ error: 'invalid' }),
      )
      .optional(),
  })
  .superRefine(locationPair)
  // Whether the texts follow the rules depends on the listing's others: the server checks them merged.
  .transform((value) => {
    const { title, description, title_ar, title_en, description_ar, description_en, ...rest } = value as SentTexts &
      Record<string, unknown>;
    return { ...rest, ...sentTexts({ title, description, title_ar, title_en, description_ar, description_en }).texts };
  }) as unknown as z.ZodType<PropertyUpdateRequest>;
export type PropertyUpdateRequest = Partial<PropertyCreateRequest> & { delete_images?: (number | string)[]; delete_video?: boolean };

/** POST /realty/properties/{id}/status/: an owner takes an active listing off the market. */
export const propertyStatusRequest = z.object({ status: z.enum(['sold', 'rented'], { error: 'invalid_choice' }) });

/**
 * A listing's renewal (decision 061): GET …/renewal/?token= says which listing a link renews (changing
 * nothing), POST renews it; an owner's POST …/{id}/renew/ from the dashboard answers the same.
 */
export const listingRenewal = z.object({
  id: z.number().int(),
  ...listingTitle,
  status: z.enum(PROPERTY_STATUSES),
  /** ISO 8601: when it expires (after a renewal, the new date). */
  expires_at: z.string().nullable(),
});
export type ListingRenewal = z.infer<typeof listingRenewal>;

/** How people reached out about a listing: messages and visit requests, saves, Call and WhatsApp presses. */
export const listingReach = z.object({
  inquiries: z.number().int(),
  saves: z.number().int(),
  calls: z.number().int(),
  whatsapp: z.number().int(),
});
export type ListingReach = z.infer<typeof listingReach>;

/** A listing in its owner's dashboard: the card, plus what only the owner sees. */
export const myPropertySchema = propertyCard.extend({
  rejection_reason: z.string().nullable(),
  updated_at: z.string(),
  /** Its edit held for review, or refused with its reason (decision 044); null when none. */
  changes: z.object({ status: z.enum(HELD_CHANGES_STATUSES), rejection_reason: z.string().nullable() }).nullable(),
  /** Photos saved but still being prepared (not in `cover_image` / `media_list` yet). */
  photos_pending: z.number().int(),
  /** When an active listing leaves the public pages unless renewed (ISO 8601); null before its first publication. */
  expires_at: z.string().nullable(),
  reach: listingReach,
});
export type MyProperty = z.infer<typeof myPropertySchema>;

export const myPropertiesQuery = keysetPaginationQuery.extend({
  status: z.enum(PROPERTY_STATUSES, { error: 'invalid_choice' }).optional(),
});

/** Counts over every listing of the owner (not one page), for the dashboard's cards and tabs. */
export const myPropertyCounts = z.object({
  all: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
  sold: z.number().int(),
  rented: z.number().int(),
  expired: z.number().int(),
  total_views: z.number().int(),
  /** Over every listing of the owner. */
  total_inquiries: z.number().int(),
  total_saves: z.number().int(),
  total_calls: z.number().int(),
  total_whatsapp: z.number().int(),
});
export type MyPropertyCounts = z.infer<typeof myPropertyCounts>;

/** GET /realty/properties/my_properties/: a page of the owner's listings and the counts over all of them. */
export const myPropertiesResponse = keysetPaginated(myPropertySchema).extend({ counts: myPropertyCounts });

/** The inbox: an inquiry or visit request with the listing it is about. */
export const inboxItemSchema = inquiryMessage.extend({
  property: z.object({ id: z.number().int(), ...listingTitle, cover_image: imageSchema.nullable() }),
  read_at: z.string().nullable(),
});

/** GET /realty/inquiries/: a page of the inbox and how many of all its messages are unread. */
export const inboxResponse = paginated(inboxItemSchema).extend({ unread_count: z.number().int() });
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxReadRequest = z.object({ read: z.boolean({ error: 'invalid' }) });
