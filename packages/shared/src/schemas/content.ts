import { MAX_CONTACT_MESSAGE, MAX_CONTACT_SUBJECT, OFFERING_CATEGORIES, PRICE_UNITS, PROJECT_TYPES } from '../content';
import { MAX_NAME } from './auth';
import { mediaItem } from './common';
import { emailField, optionalText, phoneField, requiredText } from './fields';
import { z } from '../zod';

export { MAX_CONTACT_MESSAGE, MAX_CONTACT_SUBJECT, OFFERING_CATEGORIES, PRICE_UNITS, PROJECT_TYPES } from '../content';

// ---------------------------------------------------------------------------------------------
// Finance offerings

/** `?is_active=true` (the only filter the original clients send); omitted means active ones too. */
export const offeringListQuery = z.object({
  is_active: z.enum(['true', 'false', '1', '0'], { error: 'invalid_choice' }).optional(),
});

export const offeringSchema = z.object({
  id: z.number().int(),
  title_ar: z.string(),
  title_en: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  category: z.enum(OFFERING_CATEGORIES),
  /** Null: price on request. */
  price: z.number().nullable(),
  price_unit: z.enum(PRICE_UNITS).nullable(),
  currency: z.string(),
  order: z.number().int(),
  is_active: z.boolean(),
});
export type Offering = z.infer<typeof offeringSchema>;

// ---------------------------------------------------------------------------------------------
// Completed projects

/** A project's photo or video, with its caption in both languages. */
export const projectMediaItem = mediaItem.extend({ caption_ar: z.string(), caption_en: z.string() });
export type ProjectMediaItem = z.infer<typeof projectMediaItem>;

export const projectCard = z.object({
  id: z.number().int(),
  title_ar: z.string(),
  title_en: z.string(),
  location_ar: z.string(),
  location_en: z.string(),
  project_type: z.enum(PROJECT_TYPES),
  completion_date: z.string().nullable(),
  is_featured: z.boolean(),
  views_count: z.number().int(),
  thumbnail_url: z.string().nullable(),
  thumbnail_srcset: z.string().nullable(),
  area: z.number().nullable(),
  duration_months: z.number().int().nullable(),
});
export type ProjectCard = z.infer<typeof projectCard>;

export const projectDetail = projectCard.extend({
  description_ar: z.string(),
  description_en: z.string(),
  budget: z.number().nullable(),
  currency: z.string(),
  client_name: z.string(),
  work_done_ar: z.string(),
  work_done_en: z.string(),
  finishing_ar: z.string(),
  finishing_en: z.string(),
  /** Key features, one list per language (decision 007), in the same order. */
  features_ar: z.array(z.string()),
  features_en: z.array(z.string()),
  project_media: z.array(projectMediaItem),
  /** Photos saved but still being prepared: they join `project_media` once their sizes are made (an edit keeps them). */
  photos_pending: z.number().int(),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

/**
 * A completed project's public page: also `features`, the key features in the request's language
 * (Accept-Language), the single list the specification's clients read (decision 007).
 */
export const publicProjectDetail = projectDetail.extend({
  features: z.array(z.string()).meta({ description: "Key features in the request's language (Accept-Language)" }),
});
export type PublicProjectDetail = z.infer<typeof publicProjectDetail>;

// ---------------------------------------------------------------------------------------------
// Contact messages (the /contact page's form)

/** POST /common/contact-messages/: stored for staff to read. */
export const contactMessageRequest = z.object({
  name: requiredText(MAX_NAME, 'name_required'),
  email: emailField,
  phone: phoneField,
  subject: optionalText(MAX_CONTACT_SUBJECT),
  message: requiredText(MAX_CONTACT_MESSAGE, 'message_required'),
});
export type ContactMessageRequest = z.output<typeof contactMessageRequest>;
export type ContactMessageForm = z.input<typeof contactMessageRequest>;

export const contactMessageCreated = z.object({ id: z.number().int(), created_at: z.string() });

/** POST /admin/offerings/ and PATCH /admin/offerings/{id}/ (staff). */
export const offeringWriteRequest = z.object({
  title_ar: requiredText(200, 'title_required'),
  title_en: requiredText(200, 'title_required'),
  description_ar: optionalText(2000).transform((v) => v ?? ''),
  description_en: optionalText(2000).transform((v) => v ?? ''),
  category: z.enum(OFFERING_CATEGORIES, { error: 'invalid_choice' }),
  price: z
    .number({ error: 'invalid_number' })
    .min(0, { error: 'too_small' })
    .max(1e9, { error: 'too_big' })
    .nullish()
    .transform((v) => v ?? null),
  price_unit: z
    .enum(PRICE_UNITS, { error: 'invalid_choice' })
    .nullish()
    .transform((v) => v ?? null),
  order: z
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(0, { error: 'too_small' })
    .max(100_000, { error: 'too_big' })
    .default(0),
  is_active: z.boolean({ error: 'invalid' }).default(true),
});
export type OfferingWriteRequest = z.output<typeof offeringWriteRequest>;
export type OfferingWriteForm = z.input<typeof offeringWriteRequest>;
export const offeringUpdateRequest = offeringWriteRequest.partial();
