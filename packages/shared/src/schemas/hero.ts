import { HERO_PAGES } from '../heroes';
import { z } from '../zod';

export { HERO_PAGES, HERO_PATHS, type HeroPage } from '../heroes';

/** Hero content of a page (specification §3). Unset media are null. */
export const heroSchema = z.object({
  page: z.enum(HERO_PAGES),
  title_ar: z.string(),
  title_en: z.string(),
  subtitle_ar: z.string(),
  subtitle_en: z.string(),
  background_image_url: z.string().nullable(),
  background_video_url: z.string().nullable(),
  // Kept for clients of the original API, which read these on the finance, realty and home heroes.
  background_image: z.string().nullable(),
  background_video: z.string().nullable(),
  cta_text_ar: z.string().nullable(),
  cta_text_en: z.string().nullable(),
  cta_link: z.string().nullable(),
});
export type Hero = z.infer<typeof heroSchema>;
