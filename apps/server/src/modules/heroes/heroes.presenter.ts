import { isSitePath, type Hero } from '@manara/shared';
import type { HeroRow } from './heroes.repository';

/** Heroes carry both languages; `background_image`/`background_video` repeat the URLs for older clients (§3). */
export function toHero(row: HeroRow): Hero {
  return {
    page: row.page,
    title_ar: row.titleAr,
    title_en: row.titleEn,
    subtitle_ar: row.subtitleAr,
    subtitle_en: row.subtitleEn,
    background_image_url: row.backgroundImageUrl,
    background_image_pending: row.pendingImageKey !== null,
    background_video_url: row.backgroundVideoUrl,
    background_image: row.backgroundImageUrl,
    background_video: row.backgroundVideoUrl,
    cta_text_ar: row.ctaTextAr,
    cta_text_en: row.ctaTextEn,
    // A link saved before the rule was as strict is not handed out.
    cta_link: row.ctaLink && isSitePath(row.ctaLink) ? row.ctaLink : null,
  };
}
