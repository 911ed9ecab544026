import { isSitePath, type Hero } from '@manara/shared';
import type { MediaStorage } from '../../platform/storage';
import type { HeroRow } from './heroes.repository';

/**
 * Heroes carry both languages; their media URLs are built from the stored keys; `background_image` /
 * `background_video` repeat them for older clients (§3).
 */
export function toHero(row: HeroRow, storage: MediaStorage): Hero {
  const imageUrl = row.backgroundImageKey ? storage.url(row.backgroundImageKey) : null;
  const videoUrl = row.backgroundVideoKey ? storage.url(row.backgroundVideoKey) : null;
  return {
    page: row.page,
    title_ar: row.titleAr,
    title_en: row.titleEn,
    subtitle_ar: row.subtitleAr,
    subtitle_en: row.subtitleEn,
    background_image_url: imageUrl,
    background_image_pending: row.pendingImageKey !== null,
    background_video_url: videoUrl,
    background_image: imageUrl,
    background_video: videoUrl,
    cta_text_ar: row.ctaTextAr,
    cta_text_en: row.ctaTextEn,
    // A link saved before the rule was as strict is not handed out.
    cta_link: row.ctaLink && isSitePath(row.ctaLink) ? row.ctaLink : null,
  };
}
