import { PROVIDER_TYPES } from './auth';
import { optionalText, phoneField, requiredText } from './fields';
import { z } from '../zod';

/**
 * Provider profiles and their verification by staff (issue 32, decision 056). The provider type stays
 * on the account (users.provider_type); everything a client sees of a provider is here.
 */
export const VERIFICATION_STATUSES = ['unsubmitted', 'pending', 'verified', 'refused', 'withdrawn'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Languages a provider may say they speak (ISO 639-1). */
export const PROVIDER_LANGUAGES = ['ar', 'en', 'he', 'fr', 'de', 'es', 'tr', 'ru', 'it'] as const;
export type ProviderLanguage = (typeof PROVIDER_LANGUAGES)[number];

export const MAX_DISPLAY_NAME = 120;
export const MAX_BIO = 4000;
export const MAX_OFFICE_ADDRESS = 300;
export const MAX_PROVIDER_CITIES = 30;
export const MAX_YEARS_EXPERIENCE = 80;
export const MAX_LICENCE_AUTHORITY = 200;
export const MAX_LICENCE_NUMBER = 100;
export const MAX_VERIFICATION_REASON = 1000;

const optionalId = z
  .preprocess(
    (v) => (v === '' ? null : v),
    z
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .positive({ error: 'invalid' })
      .max(2_147_483_647, { error: 'invalid' })
      .nullish(),
  )
  .transform((v) => v ?? null);

const coordinate = (limit: number) =>
  z.number({ error: 'invalid_number' }).min(-limit, { error: 'invalid_number' }).max(limit, { error: 'invalid_number' }).nullish();

/** What a provider edits of their own profile (every field sent; a photo is uploaded apart). */
export const providerProfileUpdate = z
  .object({
    display_name: requiredText(MAX_DISPLAY_NAME, 'display_name_required'),
    bio_ar: optionalText(MAX_BIO),
    bio_en: optionalText(MAX_BIO),
    city_ids: z
      .array(
        z.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' }).max(2_147_483_647, { error: 'invalid' }),
        { error: 'invalid' },
      )
      .max(MAX_PROVIDER_CITIES, { error: 'too_big' })
      .default([])
      .transform((ids) => [...new Set(ids)]),
    languages: z
      .array(z.enum(PROVIDER_LANGUAGES, { error: 'invalid_choice' }), { error: 'invalid' })
      .max(PROVIDER_LANGUAGES.length, { error: 'too_big' })
      .default([])
      .transform((codes) => [...new Set(codes)]),
    office_city_id: optionalId,
    office_address: optionalText(MAX_OFFICE_ADDRESS),
    latitude: coordinate(90),
    longitude: coordinate(180),
    phone: phoneField,
    show_phone: z.boolean({ error: 'invalid' }).default(false),
    show_whatsapp: z.boolean({ error: 'invalid' }).default(false),
    years_experience: z
      .number({ error: 'invalid_number' })
      .int({ error: 'invalid_number' })
      .min(0, { error: 'too_small' })
      .max(MAX_YEARS_EXPERIENCE, { error: 'too_big' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict()
  .superRefine((value, ctx) => {
    if ((value.latitude == null) !== (value.longitude == null)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'invalid' });
    }
    if (value.show_phone && !value.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phone_required_to_show' });
  })
  .transform((value) => ({ ...value, phone: value.phone ?? null, latitude: value.latitude ?? null, longitude: value.longitude ?? null }));
export type ProviderProfileUpdate = z.output<typeof providerProfileUpdate>;

/** The licence details sent with the document (multipart fields beside `document`). */
export const verificationSubmit = z.object({
  licence_authority: requiredText(MAX_LICENCE_AUTHORITY, 'licence_authority_required'),
  licence_number: requiredText(MAX_LICENCE_NUMBER, 'licence_number_required'),
});
export type VerificationSubmit = z.output<typeof verificationSubmit>;

/** Staff's decision on a pending submission, or a withdrawal of a verification. */
export const verificationDecision = z
  .object({
    decision: z.enum(['verify', 'refuse', 'withdraw'], { error: 'invalid_choice' }),
    reason: optionalText(MAX_VERIFICATION_REASON),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.decision !== 'verify' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'verification_reason_required' });
  });
export type VerificationDecision = z.output<typeof verificationDecision>;

const photoSchema = z.object({ url: z.string(), srcset: z.string() }).nullable();
const citySchema = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() });

/** A provider's public page (anyone): contact only by the provider's choices; "verified" only when verified. */
export const providerPublicSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  provider_type: z.enum(PROVIDER_TYPES),
  photo: photoSchema,
  bio_ar: z.string().nullable(),
  bio_en: z.string().nullable(),
  cities: z.array(citySchema),
  languages: z.array(z.string()),
  office_city: citySchema.nullable(),
  office_address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** E.164, only when the provider shows their phone. */
  phone: z.string().nullable(),
  /** E.164 of a mobile, only when the provider offers WhatsApp. */
  whatsapp: z.string().nullable(),
  years_experience: z.number().int().nullable(),
  verified: z.boolean(),
  /** The licensing body, shown beside the badge once verified (never the document). */
  licence_authority: z.string().nullable(),
  /** Computed from consultation requests; null until there are requests to compute them from. */
  response_rate: z.number().nullable(),
  median_response_minutes: z.number().nullable(),
  member_since: z.string(),
});
export type ProviderPublic = z.infer<typeof providerPublicSchema>;

/** The provider's own view: the public one plus what only they (and staff) see. */
export const providerOwnSchema = providerPublicSchema.extend({
  raw_phone: z.string().nullable(),
  show_phone: z.boolean(),
  show_whatsapp: z.boolean(),
  city_ids: z.array(z.number().int()),
  office_city_id: z.number().int().nullable(),
  licence_number: z.string().nullable(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  verification_reason: z.string().nullable(),
  document: z.object({ mime: z.string(), bytes: z.number().int() }).nullable(),
  submitted_at: z.string().nullable(),
});
export type ProviderOwn = z.infer<typeof providerOwnSchema>;

/** One entry of staff's verification queue. */
export const verificationQueueItemSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  account_name: z.string(),
  email: z.string(),
  provider_type: z.enum(PROVIDER_TYPES),
  licence_authority: z.string().nullable(),
  licence_number: z.string().nullable(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  verification_reason: z.string().nullable(),
  document: z.object({ mime: z.string(), bytes: z.number().int() }).nullable(),
  submitted_at: z.string().nullable(),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;
