import { LOCALES } from '../i18n/index';
import { CURRENCIES } from '../money';
import {
  DELIVERY_MODES,
  MAX_SERVICE_CITIES,
  MAX_SERVICE_DESCRIPTION,
  MAX_SERVICE_PRICE,
  MAX_SERVICE_TITLE,
  SERVICE_CATEGORIES,
  SERVICE_PROVIDER_TYPES,
  SERVICE_UNITS,
  SERVICE_VISIBILITIES,
} from '../services';
import { toLatinDigits } from '../text/normalize';
import { z } from '../zod';
import { keysetPaginated, keysetPaginationQuery, queryInt, queryNumber, queryText } from './common';
import { emailField, stripControls, visible } from './fields';
import { listingTextProblems, type ListingTextValues } from './realty';
import { ratingSummary } from './reviews';

/** A title or description in one language: control characters dropped, trimmed; '' means not written. */
const languageText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .overwrite((v) => stripControls(v).trim())
    .max(max, { error: 'too_long' })
    .refine(...visible)
    .nullish()
    .transform((v) => v ?? '');

const cityId = z
  .number({ error: 'invalid_choice' })
  .int({ error: 'invalid_choice' })
  .min(1, { error: 'invalid_choice' })
  .max(2_147_483_647, {
    error: 'invalid_choice',
  });

/** A price typed in a form or sent as a number: Arabic-Indic digits accepted; empty is none. */
const priceField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(toLatinDigits(v.trim()))) : v),
  z
    .number({ error: 'invalid_number' })
    .refine(Number.isFinite, { error: 'invalid_number', abort: true })
    .min(0.01, { error: 'too_small' })
    .max(MAX_SERVICE_PRICE, { error: 'too_big' })
    .nullish()
    .transform((v) => (v == null ? null : Math.round(v * 100) / 100)),
);

/**
 * POST /services/mine/ and PUT /services/mine/{id}/: a service's title and description in Arabic,
 * English or both (decision 045's rules for listing text), its category (one of its provider type's),
 * a price with currency and unit or "on request", how it is delivered, and the cities it serves.
 */
export const serviceWrite = z
  .object({
    title_ar: languageText(MAX_SERVICE_TITLE),
    title_en: languageText(MAX_SERVICE_TITLE),
    description_ar: languageText(MAX_SERVICE_DESCRIPTION),
    description_en: languageText(MAX_SERVICE_DESCRIPTION),
    category: z.enum(SERVICE_CATEGORIES as [string, ...string[]], { error: 'invalid_choice' }),
    price_on_request: z.boolean({ error: 'invalid' }).default(false),
    price: priceField.optional().transform((v) => v ?? null),
    currency: z
      .enum(CURRENCIES, { error: 'invalid_choice' })
      .nullish()
      .transform((v) => v ?? null),
    unit: z
      .enum(SERVICE_UNITS, { error: 'invalid_choice' })
      .nullish()
      .transform((v) => v ?? null),
    delivery: z
      .array(z.enum(DELIVERY_MODES, { error: 'invalid_choice' }), { error: 'invalid' })
      .min(1, { error: 'delivery_required' })
      .max(DELIVERY_MODES.length, { error: 'too_big' })
      .transform((v) => [...new Set(v)]),
    city_ids: z
      .array(cityId, { error: 'invalid' })
      .max(MAX_SERVICE_CITIES, { error: 'too_big' })
      .default([])
      .transform((v) => [...new Set(v)]),
  })
  .superRefine((v, ctx) => {
    for (const [path, message] of listingTextProblems(v as ListingTextValues)) ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.price_on_request) return;
    if (v.price === null) ctx.addIssue({ code: 'custom', path: ['price'], message: 'price_required' });
    if (v.currency === null) ctx.addIssue({ code: 'custom', path: ['currency'], message: 'currency_required' });
    if (v.unit === null) ctx.addIssue({ code: 'custom', path: ['unit'], message: 'unit_required' });
  });
export type ServiceWrite = z.output<typeof serviceWrite>;
export type ServiceWriteForm = z.input<typeof serviceWrite>;

const cityName = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() });

/** A service as anyone may see it once public. */
export const serviceCard = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  category: z.enum(SERVICE_CATEGORIES as [string, ...string[]]),
  title_ar: z.string(),
  title_en: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  price_on_request: z.boolean(),
  price: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  unit: z.enum(SERVICE_UNITS).nullable(),
  delivery: z.array(z.enum(DELIVERY_MODES)),
  cities: z.array(cityName),
});
export type ServiceCard = z.infer<typeof serviceCard>;

/** A service as its provider sees it: with whether it is public, a draft (not verified yet) or archived. */
export const myService = serviceCard.extend({
  visibility: z.enum(SERVICE_VISIBILITIES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MyService = z.infer<typeof myService>;

/** GET /services/mine/: the provider's services and the limit. */
export const myServices = z.object({
  results: z.array(myService),
  limit: z.number().int(),
  /** Whether the provider is verified now (drafts go public once they are). */
  verified: z.boolean(),
});
export type MyServices = z.infer<typeof myServices>;

/** GET /services/directory/{directory}/: the filters (decision 057). */
export const directoryQuery = keysetPaginationQuery.extend({
  city: queryInt({ min: 1, max: 2_147_483_647 }).optional(),
  category: z
    .enum(SERVICE_CATEGORIES as [string, ...string[]], { error: 'invalid_choice' })
    .optional()
    .describe('Only providers with a public service in this category.'),
  language: z
    .string({ error: 'invalid_choice' })
    .regex(/^[a-z]{2}$/, { error: 'invalid_choice' })
    .optional()
    .describe('Only providers who speak this language (ISO 639-1 code: ar, en, he…).'),
  price_min: queryNumber({ min: 0, max: MAX_SERVICE_PRICE }).optional(),
  price_max: queryNumber({ min: 0, max: MAX_SERVICE_PRICE }).optional(),
  /** The currency of the price bounds (US dollars when none): services in others are compared at the current rates. */
  currency: z.enum(CURRENCIES, { error: 'invalid_choice' }).optional(),
  search: queryText().optional(),
});
export type DirectoryQuery = z.output<typeof directoryQuery>;
export const directoryParams = z.object({
  directory: z.enum(['legal', 'finance'], { error: 'not_found' }).describe('legal (lawyers) or finance (financial experts).'),
});

/** A verified provider on a directory page, with up to DIRECTORY_CARD_SERVICES of their public services. */
export const directoryCard = z.object({
  provider: z.object({
    id: z.number().int(),
    name: z.string(),
    provider_type: z.enum(SERVICE_PROVIDER_TYPES as [string, ...string[]]),
    photo_url: z.string().nullable(),
    languages: z.array(z.string()),
    cities: z.array(cityName),
    /** Their reviews' average (one decimal; null without reviews) and count (decision 059); the server always sends it. */
    rating: ratingSummary.optional(),
  }),
  services: z.array(serviceCard),
  /** All their public services (those on the card included). */
  service_count: z.number().int(),
});
export type DirectoryCard = z.infer<typeof directoryCard>;
export const directoryPage = keysetPaginated(directoryCard).extend({
  /** Whether this directory has any verified provider at all ("coming soon" while it has none). */
  open: z.boolean(),
});
export type DirectoryPage = z.infer<typeof directoryPage>;

/** POST /services/legal-waitlist/: "Tell me when it opens". */
export const waitlistJoin = z.object({
  email: emailField,
  language: z.enum(LOCALES, { error: 'invalid_choice' }).default('ar'),
});
export type WaitlistJoin = z.output<typeof waitlistJoin>;
export const waitlistToken = z.object({ token: z.string({ error: 'invalid' }).max(200, { error: 'invalid' }) });
