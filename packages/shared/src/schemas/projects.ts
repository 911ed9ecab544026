import { PROJECT_TYPES } from '../content';
import { MEDIA_LIMITS } from '../media';
import { toLatinDigits } from '../text/normalize';
import { jsonList, mediaOrderEntry, paginationQuery, queryText } from './common';
import { projectCard } from './content';
import { optionalText, requiredText, stripControls, visible } from './fields';
import { z } from '../zod';

/**
 * The staff editor for completed projects (/admin/projects/): limits, the list query, and the write
 * request, which is JSON or multipart (numbers and flags as text, lists as JSON text), with an ordered
 * media list that keeps, re-captions, reorders and removes stored media and places new files.
 */

export const PROJECT_CURRENCIES = ['USD', 'JOD', 'ILS'] as const;
export const MAX_PROJECT_TITLE = 200;
export const MAX_PROJECT_TEXT = 5000;
export const MAX_PROJECT_LOCATION = 200;
export const MAX_PROJECT_FEATURES = 30;
export const MAX_PROJECT_FEATURE = 200;
export const MAX_CAPTION = 300;
export const MAX_PROJECT_AREA = 9_999_999_999;
export const MAX_PROJECT_BUDGET = 999_999_999_999;
export const MAX_DURATION_MONTHS = 600;

/** Free text that may be empty (stored as ''). */
const text = (max: number) => optionalText(max).transform((v) => v ?? '');

/** An optional number from a form field (Arabic-Indic digits accepted); empty means none. */
const optionalNumber = (opts: { min: number; max: number; int?: boolean }) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(toLatinDigits(v.trim()))) : v),
    z
      .number({ error: 'invalid_number' })
      .refine(Number.isFinite, { error: 'invalid_number', abort: true })
      .refine((n) => !opts.int || Number.isInteger(n), { error: 'invalid_number', abort: true })
      .min(opts.min, { error: 'too_small' })
      .max(opts.max, { error: 'too_big' })
      .nullish()
      .transform((v) => v ?? null),
  );

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean({ error: 'invalid' }),
);

/** YYYY-MM-DD, a real calendar date; empty means none. */
const dateField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? toLatinDigits(v.trim()) : v),
  z
    .string({ error: 'invalid_date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date', abort: true })
    .refine(
      (s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '1900-01-01' && s <= '2100-12-31';
      },
      { error: 'invalid_date' },
    )
    .nullish()
    .transform((v) => v ?? null),
);

/** Key features, one list per language (decision 007): blank lines dropped, each trimmed. */
const featureList = z.preprocess(
  jsonList,
  z
    .array(z.string({ error: 'invalid' }), { error: 'invalid' })
    .transform((list) => list.map((s) => stripControls(s).trim()).filter((s) => s !== ''))
    .pipe(
      z
        .array(
          z
            .string()
            .max(MAX_PROJECT_FEATURE, { error: 'too_long' })
            .refine(...visible),
        )
        .max(MAX_PROJECT_FEATURES, { error: 'too_many_features' }),
    )
    .nullish()
    .transform((v) => v ?? []),
);

/**
 * One entry of the project's media, in display order: a stored item (`id`) or a file sent with the
 * request (`file`: the multipart field name, file_0 … file_12), each with its captions.
 */
export const projectMediaEntry = mediaOrderEntry(/^file_\d{1,2}$/, { caption_ar: text(MAX_CAPTION), caption_en: text(MAX_CAPTION) });
export type ProjectMediaEntry = z.output<typeof projectMediaEntry>;

const projectFields = {
  title_ar: requiredText(MAX_PROJECT_TITLE, 'title_required'),
  title_en: requiredText(MAX_PROJECT_TITLE, 'title_required'),
  description_ar: text(MAX_PROJECT_TEXT),
  description_en: text(MAX_PROJECT_TEXT),
  location_ar: text(MAX_PROJECT_LOCATION),
  location_en: text(MAX_PROJECT_LOCATION),
  project_type: z.enum(PROJECT_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' || issue.input === null ? 'project_type_required' : 'invalid_choice',
  }),
  completion_date: dateField,
  is_featured: flag.optional().transform((v) => v ?? false),
  area: optionalNumber({ min: 0, max: MAX_PROJECT_AREA }),
  budget: optionalNumber({ min: 0, max: MAX_PROJECT_BUDGET }),
  currency: z
    .enum(PROJECT_CURRENCIES, { error: 'invalid_choice' })
    .nullish()
    .transform((v) => v ?? 'USD'),
  duration_months: optionalNumber({ min: 1, max: MAX_DURATION_MONTHS, int: true }),
  client_name: text(MAX_PROJECT_TITLE),
  work_done_ar: text(MAX_PROJECT_TEXT),
  work_done_en: text(MAX_PROJECT_TEXT),
  finishing_ar: text(MAX_PROJECT_TEXT),
  finishing_en: text(MAX_PROJECT_TEXT),
  features_ar: featureList,
  features_en: featureList,
  /**
   * The project's media after the change, in order (a JSON list in multipart). Stored items left out
   * are removed; absent: the media stay as they are.
   */
  media: z
    .preprocess(
      jsonList,
      z.array(projectMediaEntry, { error: 'invalid' }).max(MEDIA_LIMITS.project.images + MEDIA_LIMITS.project.videos, { error: 'too_big' }),
    )
    .optional(),
};

/** POST /admin/projects/ (JSON, or multipart with the new files). */
export const projectWriteRequest = z.object(projectFields);
export type ProjectWriteRequest = z.output<typeof projectWriteRequest>;
export type ProjectWriteForm = z.input<typeof projectWriteRequest>;

/** PATCH /admin/projects/{id}/: any of the same fields; those left out keep their values. */
export const projectUpdateRequest = projectWriteRequest.partial();
export type ProjectUpdateRequest = z.output<typeof projectUpdateRequest>;

/** GET /admin/projects/: every project, newest completion first, searched by title in either language. */
export const adminProjectListQuery = paginationQuery.extend({
  search: queryText().optional(),
});

/** A project in the staff list: the public card plus how many photos and videos it has. */
export const adminProjectCard = projectCard.extend({
  images_count: z.number().int(),
  videos_count: z.number().int(),
  /** Of its photos, those still being prepared (not on its pages yet). */
  photos_pending: z.number().int(),
  updated_at: z.string(),
});
export type AdminProjectCard = z.infer<typeof adminProjectCard>;
