import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  customType,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OFFERING_CATEGORIES, PRICE_UNITS, PROJECT_TYPES } from '@manara/shared/content';
import { HERO_PAGES } from '@manara/shared/heroes';
import { LOCALES } from '@manara/shared/i18n/index';
import { FINANCING_KINDS } from '@manara/shared/financing';
import { CURRENCIES } from '@manara/shared/money';
import { PROPERTY_PURPOSES, PROPERTY_STATUSES, PROPERTY_TYPES } from '@manara/shared/realty';
import { CONSULTATION_LANGUAGES, CONTACT_PREFERENCES, REQUEST_STATUSES, REQUEST_TOPICS } from '@manara/shared/requests';
import { REPORT_REASONS, REPORT_STATUSES } from '@manara/shared/schemas/reports';
import { ACTIVITY_KINDS } from '@manara/shared/schemas/statistics';
import { REVIEW_REPORT_REASONS, REVIEW_REPORT_STATUSES } from '@manara/shared/schemas/reviews';
import { DIRECTORIES, type Directory } from '@manara/shared/services';

/** A full-text search vector (written by PostgreSQL itself: generated columns only). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique regardless of case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    /**
     * The name shown to the public in Arabic and in English (decision 072): null where not written;
     * a reader sees their language's, else \`name\` when typed in it, else the other language's, marked.
     */
    displayNameAr: text('display_name_ar'),
    displayNameEn: text('display_name_en'),
    phone: text('phone'),
    role: text('role', { enum: ['client', 'provider'] }).notNull(),
    providerType: text('provider_type', { enum: ['financial_expert', 'realtor', 'lawyer'] }),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Name and e-mail normalized for staff search (decision 003); written with every insert and rename. */
    searchText: text('search_text').notNull(),
    /** The language of every message sent to this user (and of their notification links). */
    language: text('language', { enum: LOCALES }).notNull().default('ar'),
    /** Set when the user opened the link sent to their current address; null until then (they can still use the site). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Access tokens issued (iat) before this second are refused (decision 037): set on promotion,
     * demotion, deactivation, password change and reset. Read with the staff and active flags.
     */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    /** Notification kinds the user turned off (profile page or a one-click unsubscribe link). */
    mutedNotifications: text('muted_notifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Whether listing pages show the phone with Call and WhatsApp buttons (decision 039): set to true
     * for providers when the account is made (users.repository), false for others; the user changes it.
     */
    showPhone: boolean('show_phone').notNull().default(false),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_role_check', sql`${t.role} in ('client', 'provider')`),
    check('users_language_check', sql`${t.language} in ('ar', 'en')`),
    check(
      'users_provider_type_check',
      sql`(${t.role} = 'provider' and ${t.providerType} in ('financial_expert', 'realtor', 'lawyer')) or (${t.role} = 'client' and ${t.providerType} is null)`,
    ),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued by rotating one login shares its family; reuse of a spent token revokes the family. */
    familyId: uuid('family_id').notNull(),
    /** When the login that started the family happened: no token of it is honoured SESSION_MAX_DAYS later. */
    familyStartedAt: timestamp('family_started_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * The token this one replaced (null for a login's first). A spent token presented again is reuse only
     * once a token it was replaced by has been used (decision 047).
     */
    parentId: integer('parent_id').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    /** When it was last replaced: its first use, or a replacement of successors whose answer was lost. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Revoked with its session, or retired: a successor replaced unused (decision 047). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_parent_idx').on(t.parentId),
  ],
);

/**
 * Single-use links sent by e-mail (decision 037): password reset and e-mail verification. Only the
 * token's SHA-256 is stored; `email` is the address the link was sent to (a verification link proves
 * that address, and stops counting once the account's address changes).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_verification'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('password_reset', 'email_verification')`),
  ],
);

/**
 * Messages kept instead of delivered when no SMTP server is configured (decision 036): staff read them
 * in /admin, so the embedded default shows what would have been sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    /** What kind of message (a template name): password_reset, inquiry_received, … */
    kind: text('kind').notNull(),
    language: text('language', { enum: LOCALES }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers as sent (Reply-To, List-Unsubscribe, …). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * Mail jobs whose message a server accepted (decision 036): the job run again (its process died before
 * pg-boss recorded it done, or it expired) finds its id here and sends nothing. Kept two days.
 */
export const mailSent = pgTable(
  'mail_sent',
  {
    jobId: text('job_id').primaryKey(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_sent_sent_at_idx').on(t.sentAt)],
);

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('countries_code_key').on(t.code)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    governorateAr: text('governorate_ar').notNull(),
    governorateEn: text('governorate_en').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('cities_country_name_key').on(t.countryId, t.nameEn), index('cities_country_idx').on(t.countryId)],
);

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The title and description per language, '' for a language the owner did not write (at least one is; decision 045). */
    titleAr: text('title_ar').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    type: text('type', { enum: PROPERTY_TYPES }).notNull(),
    purpose: text('purpose', { enum: PROPERTY_PURPOSES }).notNull(),
    /** In the owner's currency (`currency`). */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    /**
     * The price in US dollars at the current rate (decision 040): what price filters and orderings
     * compare, so every currency sorts together. Written with the price; rewritten for every listing in
     * a currency when staff change its rate (exchange_rates).
     */
    priceUsd: numeric('price_usd', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    /** In m² (land is entered and shown in dunams of 1,000 m²). */
    area: numeric('area', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    beds: smallint('beds'),
    baths: smallint('baths'),
    floors: smallint('floors'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    village: text('village'),
    address: text('address').notNull(),
    postalCode: text('postal_code'),
    /** The address and village in each language (decision 055), optional: `address` and `village` as typed are their fallback. */
    addressAr: text('address_ar'),
    addressEn: text('address_en'),
    villageAr: text('village_ar'),
    villageEn: text('village_en'),
    /** The plot's basin (حوض) and plot number (قطعة) as the owner gives them (issue 32, decision 072). */
    landBasin: text('land_basin'),
    landPlot: text('land_plot'),
    /** The owner's pin on the map (both or neither; inside Palestine, checked by the shared schema). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: PROPERTY_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /** When staff last approved it (set on approval; the public sees it from then). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * When an active listing expires (decision 061): its lifetime after its publication or last renewal;
     * null before its first publication (and for listings live before expiry existed, until the job dates them).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When its owner was mailed that it expires soon, in this period (cleared by a renewal). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    viewsCount: integer('views_count').notNull().default(0),
    /** Arabic-normalized text of both languages' titles and descriptions, address, village and city names (shared text/normalize). */
    searchText: text('search_text').notNull().default(''),
    /**
     * The normalized titles alone, one line per written language: weighted above the rest in ranked search,
     * and an exact match of either wins (decisions 035, 045).
     */
    searchTitle: text('search_title').notNull(),
    /** Stemmed with PostgreSQL's `arabic` configuration: the title's words weight A, the whole search text B (decision 035). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('arabic'::regconfig, search_title), 'A') || setweight(to_tsvector('arabic'::regconfig, search_text), 'B')`,
    ),
    /**
     * The last published price change when it was a cut of at least PRICE_CUT_MIN_PERCENT in one currency
     * (issue 33): when, and by how much. Never cut (or the last change was not such a cut): the epoch and 0,
     * so the "price reduced" ordering's key is never null (decision 060).
     */
    priceCutAt: timestamp('price_cut_at', { withTimezone: true })
      .notNull()
      .default(sql`'epoch'`),
    priceCutPercent: numeric('price_cut_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** The price per m² in US dollars (land: per dunam is the same order): the per-area ordering's key, kept by PostgreSQL. */
    pricePerM2Usd: numeric('price_per_m2_usd', { precision: 18, scale: 4, mode: 'number' }).generatedAlwaysAs(
      sql`round(price_usd / area, 4)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('properties_price_check', sql`${t.price} > 0`),
    check('properties_text_check', sql`${t.titleAr} <> '' or ${t.titleEn} <> ''`),
    check('properties_area_check', sql`${t.area} > 0`),
    check('properties_currency_check', sql`${t.currency} in ('USD', 'JOD', 'ILS')`),
    check('properties_location_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check('properties_counts_check', sql`coalesce(${t.beds}, 0) >= 0 and coalesce(${t.baths}, 0) >= 0 and coalesce(${t.floors}, 0) >= 0`),
    // Owners' and staff lists page by (created_at, id) cursors (decision 034).
    index('properties_owner_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('properties_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('properties_status_newest_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // The expiry job's walks: active listings by their date (decision 061).
    index('properties_status_expires_idx').on(t.status, t.expiresAt, t.id),
    // Public lists always filter on status and purpose; each ordering gets its own index.
    index('properties_public_newest_idx').on(t.status, t.purpose, t.createdAt.desc(), t.id.desc()),
    index('properties_public_price_idx').on(t.status, t.purpose, t.priceUsd, t.id),
    index('properties_public_area_idx').on(t.status, t.purpose, t.area, t.id),
    // Issue 33's orderings: the latest price cut first, and the price per m².
    index('properties_public_price_cut_idx').on(t.status, t.purpose, t.priceCutAt.desc(), t.id.desc()),
    index('properties_public_price_per_m2_idx').on(t.status, t.purpose, t.pricePerM2Usd, t.id),
    index('properties_city_idx').on(t.cityId, t.status, t.purpose),
    // Covers the public list filtered by city: every filter and ordering column is in the index, so
    // the count and the page's ids come from an index-only scan (bench/realty.bench.ts).
    index('properties_active_city_idx')
      .on(t.cityId, t.purpose, t.priceUsd, t.beds, t.baths, t.area, t.type, t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    // The same filters newest first: a city's first page walks this until a page matches, instead of
    // sorting every listing of the city in the price band (decision 034).
    index('properties_active_city_newest_idx')
      .on(t.cityId, t.purpose, t.createdAt.desc(), t.id.desc(), t.priceUsd, t.beds, t.baths, t.area, t.type)
      .where(sql`${t.status} = 'active'`),
    // The map view: public listings with a pin, within a box of longitudes and latitudes. With the
    // newest-first order's columns, the box's newest pins and their count come from the index alone.
    index('properties_active_location_idx')
      .on(t.purpose, t.longitude, t.latitude, t.createdAt, t.id)
      .where(sql`${t.status} = 'active' and ${t.latitude} is not null`),
    index('properties_type_idx').on(t.type, t.status, t.purpose),
    index('properties_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('properties_search_vector_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * Exchange rates staff set (decision 040): units of each currency per US dollar, when and by whom
 * (null: the rate the installation started with). US dollars are the base (1, never changed). Written
 * only by modules/money; the listings repository reads it to write `price_usd` and convert price filters.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency', { enum: CURRENCIES }).primaryKey(),
    perUsd: numeric('per_usd', { precision: 16, scale: 6, mode: 'number' }).notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('exchange_rates_positive', sql`${t.perUsd} > 0`),
    check('exchange_rates_base', sql`${t.currency} <> 'USD' or ${t.perUsd} = 1`),
  ],
);

/**
 * Financing profiles (issue 33, decision 059): presets staff keep for the listing page's calculator —
 * a lender's kind of financing, its rate, longest term and least down payment, and when staff checked them.
 */
export const financingProfiles = pgTable(
  'financing_profiles',
  {
    id: serial('id').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind', { enum: FINANCING_KINDS }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** Percent a year. */
    annualRate: numeric('annual_rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    maxYears: smallint('max_years').notNull(),
    /** Percent of the price. */
    minDownPaymentPercent: numeric('min_down_payment_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    checkedOn: date('checked_on').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('financing_profiles_kind_check', sql`${t.kind} in ('conventional', 'murabaha')`),
    check('financing_profiles_rate_check', sql`${t.annualRate} >= 0 and ${t.annualRate} <= 50`),
    check('financing_profiles_years_check', sql`${t.maxYears} between 1 and 40`),
    check('financing_profiles_down_payment_check', sql`${t.minDownPaymentPercent} >= 0 and ${t.minDownPaymentPercent} <= 95`),
  ],
);

export const propertyMedia = pgTable(
  'property_media',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: ['image', 'video'] }).notNull(),
    /** Server-generated storage key (images: the base of `<key>-<width>.webp`). */
    storageKey: text('storage_key').notNull(),
    /** Widths rendered for images (for srcset); empty for videos. */
    widths: integer('widths')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    width: integer('width'),
    height: integer('height'),
    bytes: bigint('bytes', { mode: 'number' }),
    mimeType: text('mime_type'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('property_media_property_idx').on(t.propertyId, t.position)],
);

/**
 * An owner's edit of a live listing, held for staff review while the published version stays public
 * (decision 044). One per listing: a later edit merges into it. `changes` holds the edit's validated
 * fields as the API names them; a refused edit keeps its reason until the owner edits again.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_changes_status_idx').on(t.status, t.submittedAt)],
);

/**
 * Every published price change of a listing (issue 33, decision 060): written in the transaction that
 * publishes the new price (an approved held edit, or an edit applied at once to an active listing), never
 * for a listing that is not public. The prices in their currencies, at the app clock's time.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    oldPrice: numeric('old_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    oldCurrency: text('old_currency', { enum: CURRENCIES }).notNull(),
    newPrice: numeric('new_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('price_changes_property_idx').on(t.propertyId, t.changedAt, t.id)],
);

export const heroes = pgTable('heroes', {
  page: text('page', { enum: HERO_PAGES }).primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  subtitleAr: text('subtitle_ar').notNull().default(''),
  subtitleEn: text('subtitle_en').notNull().default(''),
  /** Storage keys of the hero's picture (its widest WebP) and video; URLs are built from them (decision 042). */
  backgroundImageKey: text('background_image_key'),
  backgroundVideoKey: text('background_video_key'),
  /** A new picture's storage key while its variants are made (decision 031); the hero shows its previous one until then. */
  pendingImageKey: text('pending_image_key'),
  /**
   * The URLs heroes were stored as before keys (migration hero_media_keys filled the keys from them). Kept, unread,
   * so the previous release keeps working during a rolling upgrade; a later migration drops them.
   */
  legacyBackgroundImageUrl: text('background_image_url'),
  legacyBackgroundVideoUrl: text('background_video_url'),
  ctaTextAr: text('cta_text_ar'),
  ctaTextEn: text('cta_text_en'),
  ctaLink: text('cta_link'),
  updatedAt: updatedAt(),
});

export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['contact', 'visit'] })
      .notNull()
      .default('contact'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    preferredDate: date('preferred_date'),
    preferredTime: text('preferred_time'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_property_idx').on(t.propertyId, t.createdAt.desc())],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('favorites_user_idx').on(t.userId, t.createdAt.desc()),
    // Its owner's statistics count a listing's saves (decision 039).
    index('favorites_property_idx').on(t.propertyId),
  ],
);

/** One row per visitor per property per day: a view counts once a day (decisions.md). */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.visitorKey, t.day] }),
    // The daily retention deletes by day (stats.repository forgetBefore): without it, a scan of every view.
    index('property_views_day_idx').on(t.day),
  ],
);

/**
 * A press of Call or WhatsApp on a listing's page (decision 039): one row per press (limited per
 * address), counted per listing and kind for its owner's statistics. Never the owner's own presses.
 */
export const listingLeads = pgTable(
  'listing_leads',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['call', 'whatsapp'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_leads_property_idx').on(t.propertyId, t.kind),
    check('listing_leads_kind_check', sql`${t.kind} in ('call', 'whatsapp')`),
  ],
);

/**
 * Statistics over time (decision 068): an inquiry, visit request, save, Call or WhatsApp press on a
 * listing, one row per visitor per listing per kind per UTC day of the app clock, as `property_views` counts
 * views. Written and read only by modules/realty/stats; rows older than the retention are deleted daily.
 */
export const listingActivity = pgTable(
  'listing_activity',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    visitorKey: text('visitor_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.day, t.kind, t.visitorKey] }),
    index('listing_activity_day_idx').on(t.day),
    check('listing_activity_kind_check', sql`${t.kind} in ('inquiry', 'visit', 'save', 'call', 'whatsapp')`),
  ],
);

/**
 * "Report this listing" (decision 041): from visitors and users, limited per address, into the staff
 * queue until staff hide the listing (every open report of it closes with it) or dismiss the report.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The signed-in sender; null for a visitor. */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_reports_queue_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('listing_reports_property_idx').on(t.propertyId, t.status),
    check('listing_reports_reason_check', sql`${t.reason} in ('fraud', 'wrong_info', 'unavailable', 'duplicate', 'offensive', 'other')`),
    check('listing_reports_status_check', sql`${t.status} in ('open', 'hidden', 'dismissed')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_newest_idx').on(t.createdAt.desc())],
);

// ---------------------------------------------------------------------------------------------
// Content: finance offerings, completed projects, contact messages

export const financeOfferings = pgTable(
  'finance_offerings',
  {
    id: serial('id').primaryKey(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    category: text('category', { enum: OFFERING_CATEGORIES }).notNull(),
    /** Null: price on request. */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    priceUnit: text('price_unit', { enum: PRICE_UNITS }),
    currency: text('currency').notNull().default('USD'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('finance_offerings_price_check', sql`${t.price} is null or ${t.price} >= 0`),
    index('finance_offerings_order_idx').on(t.isActive, t.sortOrder, t.id),
  ],
);

export const completedProjects = pgTable(
  'completed_projects',
  {
    id: serial('id').primaryKey(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    locationAr: text('location_ar').notNull().default(''),
    locationEn: text('location_en').notNull().default(''),
    projectType: text('project_type', { enum: PROJECT_TYPES }).notNull(),
    completionDate: date('completion_date'),
    viewsCount: integer('views_count').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    area: numeric('area', { precision: 12, scale: 2, mode: 'number' }),
    budget: numeric('budget', { precision: 14, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    durationMonths: smallint('duration_months'),
    clientName: text('client_name').notNull().default(''),
    workDoneAr: text('work_done_ar').notNull().default(''),
    workDoneEn: text('work_done_en').notNull().default(''),
    finishingAr: text('finishing_ar').notNull().default(''),
    finishingEn: text('finishing_en').notNull().default(''),
    featuresAr: text('features_ar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuresEn: text('features_en')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Both titles normalized for staff search (decision 003); written with every insert and title change. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Newest completion first; projects without a date last.
    index('completed_projects_newest_idx').on(t.completionDate.desc().nullsLast(), t.id.desc()),
    index('completed_projects_featured_idx').on(t.isFeatured, t.completionDate.desc().nullsLast(), t.id.desc()),
  ],
);

export const projectMedia = pgTable(
  'project_media',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => completedProjects.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: ['image', 'video'] }).notNull(),
    /** Server-generated storage key (images: the base of `<key>-<width>.webp`). */
    storageKey: text('storage_key').notNull(),
    widths: integer('widths')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    width: integer('width'),
    height: integer('height'),
    bytes: bigint('bytes', { mode: 'number' }),
    mimeType: text('mime_type'),
    captionAr: text('caption_ar').notNull().default(''),
    captionEn: text('caption_en').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('project_media_project_idx').on(t.projectId, t.position)],
);

export const projectViews = pgTable(
  'project_views',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => completedProjects.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.visitorKey, t.day] })],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    /** The language the visitor wrote from, to answer in it. */
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    /** The signed-in sender, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_newest_idx').on(t.createdAt.desc())],
);

/**
 * A signed-in user's saved listing search (decision 038): the list's filters as filters.ts describes
 * them, the search words as LIKE patterns (normalized on save, for matching a new listing in SQL), and
 * how often new matches are e-mailed.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's own name; null: named from the filters. */
    name: text('name'),
    filters: jsonb('filters').$type<Record<string, string | number>>().notNull(),
    searchPatterns: text('search_patterns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    frequency: text('frequency', { enum: ['instant', 'daily', 'off'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId),
    check('saved_searches_frequency_check', sql`${t.frequency} in ('instant', 'daily', 'off')`),
  ],
);

/**
 * Each listing a user was (or is about to be) told about, once per user whatever their searches and
 * however often the listing is approved again: the primary key is the "never twice" rule.
 */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: ['instant', 'daily'] }).notNull(),
    /** When it went out; null while it waits for the daily digest. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('saved_search_hits_digest_idx')
      .on(t.userId)
      .where(sql`${t.sentAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Services side (issue 32): provider profiles (decision 056)

/**
 * A provider's public profile and their verification by staff (decision 056). One per provider user;
 * the provider type stays on users.provider_type. Public-verified: verification_status = 'verified'
 * and the user is active (providers/provider-ports.ts answers it for other modules). The licence
 * document is a key in the private storage area, never under /media.
 */
export const providerProfiles = pgTable(
  'provider_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    bioAr: text('bio_ar'),
    bioEn: text('bio_en'),
    /** Media key of the photo or logo (the base of `<key>-<width>.webp`), with the widths made. */
    photo: text('photo'),
    photoWidths: integer('photo_widths')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Cities served (cities.id). */
    cityIds: integer('city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Languages spoken, ISO 639-1 codes ('ar', 'en', 'he', …). */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    officeCityId: integer('office_city_id').references(() => cities.id, { onDelete: 'set null' }),
    officeAddress: text('office_address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** As the provider wrote it; shown only when show_phone, WhatsApp only when show_whatsapp and a mobile. */
    phone: text('phone'),
    showPhone: boolean('show_phone').notNull().default(false),
    showWhatsapp: boolean('show_whatsapp').notNull().default(false),
    yearsExperience: smallint('years_experience'),
    /** Bar Association, licensing authority or office registry, and the number it gave. */
    licenceAuthority: text('licence_authority'),
    licenceNumber: text('licence_number'),
    verificationStatus: text('verification_status', {
      enum: ['unsubmitted', 'pending', 'verified', 'refused', 'withdrawn'],
    })
      .notNull()
      .default('unsubmitted'),
    /** Staff's reason for a refusal or a withdrawal (shown to the provider). */
    verificationReason: text('verification_reason'),
    /** The licence document: a key in the private storage area, its checked type and size. */
    documentKey: text('document_key'),
    documentMime: text('document_mime'),
    documentBytes: integer('document_bytes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('provider_profiles_queue_idx')
      .on(t.submittedAt)
      .where(sql`${t.verificationStatus} = 'pending'`),
    index('provider_profiles_cities_idx')
      .using('gin', t.cityIds)
      .where(sql`${t.verificationStatus} = 'verified'`),
    check('provider_profiles_status_check', sql`${t.verificationStatus} in ('unsubmitted', 'pending', 'verified', 'refused', 'withdrawn')`),
    check('provider_profiles_years_check', sql`${t.yearsExperience} is null or ${t.yearsExperience} between 0 and 80`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Consultation requests (issue 32, decision 058): owned by modules/requests

/**
 * A client's request for a consultation: from a provider (provider_id), for one of their services
 * (service_id), or from the site's own team (provider_id null: a finance offering's "Request", the
 * construction page). Its status changes only as requests/request-lifecycle.ts allows. Times are
 * instants; the web and the mail write them in Asia/Hebron.
 */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider asked; null: the site's own team (staff answer). */
    providerId: integer('provider_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's service it is for (provider_services, owned by services; no key: that table is theirs). */
    serviceId: integer('service_id'),
    /** The finance offering it is about (a site-team request from /finance). */
    offeringId: integer('offering_id').references(() => financeOfferings.id, { onDelete: 'set null' }),
    /** "Ask a lawyer to check this property's papers": the listing it is about. */
    listingId: integer('listing_id').references(() => properties.id, { onDelete: 'set null' }),
    /** A consultation, or a visit to `listing_id` asked of its owner (the provider side; decision 067). */
    kind: text('kind', { enum: ['consultation', 'visit'] })
      .notNull()
      .default('consultation'),
    topic: text('topic', { enum: REQUEST_TOPICS }).notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('requested'),
    description: text('description').notNull(),
    /** One to three windows the client prefers: [{ start, end }] as ISO instants. */
    preferredTimes: jsonb('preferred_times').$type<{ start: string; end: string }[]>().notNull(),
    contactPreference: text('contact_preference', { enum: CONTACT_PREFERENCES }).notNull(),
    language: text('language', { enum: CONSULTATION_LANGUAGES }).notNull(),
    /** The time the provider accepted or proposed (then confirmed by the client). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    durationMinutes: smallint('duration_minutes'),
    /** The provider's quote, for a service priced "on request". */
    quotedPrice: numeric('quoted_price', { precision: 14, scale: 2, mode: 'number' }),
    quotedCurrency: text('quoted_currency', { enum: CURRENCIES }),
    /** Why it was declined or cancelled (seen by both parties). */
    reason: text('reason'),
    /** Who made the last change of status: the client's side or the provider's (staff for a site-team request). */
    changedBy: text('changed_by', { enum: ['client', 'provider'] }),
    /** Thread entries of the other side after these are unread. */
    clientReadAt: timestamp('client_read_at', { withTimezone: true }),
    providerReadAt: timestamp('provider_read_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('consultation_requests_client_idx').on(t.clientId, t.createdAt.desc()),
    index('consultation_requests_provider_idx').on(t.providerId, t.updatedAt.desc()),
    index('consultation_requests_team_idx')
      .on(t.updatedAt.desc())
      .where(sql`${t.providerId} is null`),
    // The owner's statistics count a listing's visit requests (decision 039).
    index('consultation_requests_visit_idx')
      .on(t.listingId)
      .where(sql`${t.kind} = 'visit'`),
    index('consultation_requests_reminder_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'confirmed' and ${t.reminderSentAt} is null`),
    check(
      'consultation_requests_status_check',
      sql`${t.status} in ('requested', 'accepted', 'proposed', 'declined', 'confirmed', 'done', 'no_show', 'cancelled')`,
    ),
    check('consultation_requests_kind_check', sql`${t.kind} in ('consultation', 'visit')`),
    check('consultation_requests_topic_check', sql`${t.topic} in ('legal', 'finance', 'construction', 'realty')`),
    check('consultation_requests_contact_check', sql`${t.contactPreference} in ('thread', 'email', 'phone', 'whatsapp')`),
    check('consultation_requests_language_check', sql`${t.language} in ('ar', 'en', 'he')`),
    check('consultation_requests_changed_by_check', sql`${t.changedBy} is null or ${t.changedBy} in ('client', 'provider')`),
    check(
      'consultation_requests_scheduled_check',
      sql`${t.status} not in ('accepted', 'proposed', 'confirmed', 'done', 'no_show') or ${t.scheduledAt} is not null`,
    ),
  ],
);

/** A request's thread: the parties' messages and each change of status (kind 'event'), oldest first. */
export const requestMessages = pgTable(
  'request_messages',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => consultationRequests.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['message', 'event'] }).notNull(),
    /** For an event: the status it moved the request to. */
    event: text('event', { enum: REQUEST_STATUSES }),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('request_messages_request_idx').on(t.requestId, t.id),
    check('request_messages_kind_check', sql`${t.kind} in ('message', 'event')`),
  ],
);

/** Files a party attached to a request: in the private storage area, served only to the two parties and staff. */
export const requestAttachments = pgTable(
  'request_attachments',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => consultationRequests.id, { onDelete: 'cascade' }),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** The key in the private storage area. */
    key: text('key').notNull(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('request_attachments_request_idx').on(t.requestId, t.id)],
);

// ---------------------------------------------------------------------------------------------
// Provider services and the legal waitlist (issue 32, decision 057): owned by modules/services

/**
 * What a provider offers. Public only while its provider is public-verified (provider_profiles) and
 * it is not archived: derived at read time, never copied here. `search_text` holds the normalized
 * titles and descriptions in both languages, the category's labels and the provider's display name
 * (services.repository writes it; a provider's rename refreshes it through the services port).
 */
export const providerServices = pgTable(
  'provider_services',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    titleAr: text('title_ar').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    priceOnRequest: boolean('price_on_request').notNull().default(false),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency', { enum: CURRENCIES }),
    unit: text('unit', { enum: PRICE_UNITS }),
    delivery: text('delivery').array().notNull(),
    cityIds: integer('city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('provider_services_provider_idx').on(t.providerId, t.id),
    index('provider_services_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The directories' filters (directory-queries.ts): a category with a price bound read from the index
    // alone, and the providers serving a city through their services (`city_ids @> array[…]`).
    index('provider_services_category_idx')
      .on(t.category, t.providerId, t.priceOnRequest, t.currency, t.price)
      .where(sql`${t.status} = 'active'`),
    index('provider_services_cities_idx')
      .using('gin', t.cityIds)
      .where(sql`${t.status} = 'active'`),
    check('provider_services_status_check', sql`${t.status} in ('active', 'archived')`),
    check(
      'provider_services_price_check',
      sql`${t.priceOnRequest} or (${t.price} is not null and ${t.currency} is not null and ${t.unit} is not null)`,
    ),
  ],
);

/**
 * "Tell me when it opens" on /legal: an address kept until the first lawyer is verified, then mailed
 * once (`mailed_at`); a signed link removes it.
 */
export const legalWaitlist = pgTable(
  'legal_waitlist',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    language: text('language', { enum: LOCALES }).notNull().default('ar'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('legal_waitlist_email_key').on(t.email),
    index('legal_waitlist_pending_idx')
      .on(t.id)
      .where(sql`${t.mailedAt} is null`),
  ],
);

/** The provider types a directory lists (decision 057): each has its own search index below. */
export type DirectoryProviderType = (typeof DIRECTORIES)[Directory];
const DIRECTORY_PROVIDER_TYPES = Object.values(DIRECTORIES);

/**
 * The text a directory of `type` searches in `provider_search` (alias `d`): the search text of that
 * type's providers, null for the others. Its own trigram index gives it its own statistics, so the
 * planner knows that a word only financial experts use is rare among lawyers and looks it up in the
 * index instead of walking every lawyer (decision 075).
 */
export function directorySearchText(type: DirectoryProviderType, alias?: string) {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql`(case when ${column('provider_type')} = ${sql.raw(`'${type}'`)} then ${column('search_text')} end)`;
}

/**
 * What a provider is found by in the directories (decision 057): their normalized name and every active
 * service's search text, one row per provider, so a search rechecks 10 000 rows rather than 100 000.
 * Written only by services.repository.ts, with each service write and a provider's rename.
 */
export const providerSearch = pgTable(
  'provider_search',
  {
    providerId: integer('provider_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's type (users.provider_type, which never changes), for the directories' indexes. */
    providerType: text('provider_type'),
    searchText: text('search_text').notNull().default(''),
  },
  () =>
    DIRECTORY_PROVIDER_TYPES.map((type) =>
      index(`provider_search_${type}_trgm_idx`).using('gin', sql`${directorySearchText(type)} gin_trgm_ops`),
    ),
);

// ---------------------------------------------------------------------------------------------
// Partnerships (issue 32 item 7): owned by modules/partnerships

/**
 * A realtor and a lawyer or financial expert who work together. One row per pair: either invites, the
 * other accepts or declines, either ends it; a declined or ended pair may be invited again (the row goes
 * back to pending). Only an accepted one shows the realtor's listings on the other's public page.
 */
export const partnerships = pgTable(
  'partnerships',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The lawyer or financial expert. */
    expertId: integer('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who sent the (latest) invitation: the other side answers it. */
    invitedBy: text('invited_by', { enum: ['realtor', 'expert'] }).notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'ended'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('partnerships_pair_key').on(t.realtorId, t.expertId),
    index('partnerships_expert_idx').on(t.expertId),
    check('partnerships_status_check', sql`${t.status} in ('pending', 'accepted', 'declined', 'ended')`),
    check('partnerships_invited_by_check', sql`${t.invitedBy} in ('realtor', 'expert')`),
    check('partnerships_two_people_check', sql`${t.realtorId} <> ${t.expertId}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Reviews of consultations (issue 32 item 6, decision 059): owned by modules/reviews

/**
 * A client's rating of a consultation request that is done: one per request (its unique key), 1–5 with
 * an optional comment, and the provider's one answer. Staff hide a reported one (`hidden_at`): it leaves
 * the public page and the provider's rating.
 */
export const providerReviews = pgTable(
  'provider_reviews',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => consultationRequests.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client who wrote it; null once their account is deleted (the review stays, unnamed). */
    clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('provider_reviews_request_key').on(t.requestId),
    index('provider_reviews_provider_idx')
      .on(t.providerId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    check('provider_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A provider's rating from their visible reviews: count and sum, and the average (one decimal) the
 * directories and a listing's page sort by. Written only by reviews.repository.ts, in the transaction
 * of each review and each hiding.
 */
export const providerRatings = pgTable(
  'provider_ratings',
  {
    providerId: integer('provider_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** rating_sum / review_count to one decimal; null without reviews. */
    average: numeric('average', { precision: 2, scale: 1, mode: 'number' }),
  },
  (t) => [index('provider_ratings_order_idx').on(t.average.desc().nullsLast(), t.reviewCount.desc())],
);

/** "Report this review": from signed-in users, into staff's queue until staff hide the review or dismiss the report. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => providerReviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REVIEW_REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: REVIEW_REPORT_STATUSES }).notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_reports_queue_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('review_reports_review_idx').on(t.reviewId, t.status),
    check('review_reports_reason_check', sql`${t.reason} in ('offensive', 'false', 'private_info', 'spam', 'other')`),
    check('review_reports_status_check', sql`${t.status} in ('open', 'hidden', 'dismissed')`),
  ],
);

/**
 * Idempotency keys (decision 071): a creating POST's key, scoped to its route and sender, with a hash of
 * what was sent and the answer, inserted in the transaction that creates the thing. Read and written only
 * by platform/idempotency; rows older than a day are deleted hourly.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: smallint('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
