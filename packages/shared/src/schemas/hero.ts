import { HERO_PAGES, isSitePath } from '../heroes';
import { visible } from './fields';
import { z } from '../zod';

export { HERO_PAGES, HERO_PATHS, isSitePath, type HeroPage } from '../heroes';

/** Hero content of a page (specification §3). Unset media are null. */
export const heroSchema = z.object({
  page: z.enum(HERO_PAGES),
  title_ar: z.string(),
  title_en: z.string(),
  subtitle_ar: z.string(),
  subtitle_en: z.string(),
  background_image_url: z.string().nullable(),
  /** A new picture was saved and is being prepared (its sizes made); the hero shows `background_image_url` until then. */
  background_image_pending: z.boolean(),
  background_video_url: z.string().nullable(),
  // Kept for clients of the original API, which read these on the finance, realty and home heroes.
  background_image: z.string().nullable(),
  background_video: z.string().nullable(),
  cta_text_ar: z.string().nullable(),
  cta_text_en: z.string().nullable(),
  cta_link: z.string().nullable(),
});
export type Hero = z.infer<typeof heroSchema>;

/** A hero's texts: trimmed, nothing invisible (fields.ts). */
const heroText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'too_long' })
    .refine(...visible);
const heroTitle = z
  .string({ error: 'title_required' })
  .trim()
  .min(1, { error: 'title_required' })
  .max(200, { error: 'too_long' })
  .refine(...visible);

/**
 * PUT /admin/heroes/{page}/ (staff; multipart with an optional `background_image` file, or JSON):
 * the texts in both languages, the home call to action, `remove_image=true` / `remove_video=true` to
 * drop the picture or the `background_video` (MP4, MOV or WebM).
 */
export const heroWriteRequest = z.object({
  title_ar: heroTitle,
  title_en: heroTitle,
  subtitle_ar: heroText(400).optional().default(''),
  subtitle_en: heroText(400).optional().default(''),
  cta_text_ar: heroText(60).optional(),
  cta_text_en: heroText(60).optional(),
  /** A path on this site (/auth/register) — never another origin, however a browser reads it. */
  cta_link: z
    .string({ error: 'cta_link_invalid' })
    .trim()
    .max(200, { error: 'too_long' })
    .refine((v) => v === '' || isSitePath(v), { error: 'cta_link_invalid' })
    .optional(),
  remove_image: z.enum(['true', 'false'], { error: 'invalid' }).optional(),
  remove_video: z.enum(['true', 'false'], { error: 'invalid' }).optional(),
});
export type HeroWriteRequest = z.output<typeof heroWriteRequest>;
