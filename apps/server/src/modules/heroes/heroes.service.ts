import type { Hero, HeroPage } from '@manara/shared';
import { AppError } from '../../lib/errors';
import type { HeroesRepository, HeroRow } from './heroes.repository';

export function toHero(row: HeroRow): Hero {
  return {
    page: row.page,
    title_ar: row.titleAr,
    title_en: row.titleEn,
    subtitle_ar: row.subtitleAr,
    subtitle_en: row.subtitleEn,
    background_image_url: row.backgroundImageUrl,
    background_video_url: row.backgroundVideoUrl,
    background_image: row.backgroundImageUrl,
    background_video: row.backgroundVideoUrl,
    cta_text_ar: row.ctaTextAr,
    cta_text_en: row.ctaTextEn,
    cta_link: row.ctaLink,
  };
}

export function createHeroesService(repo: HeroesRepository) {
  return {
    async get(page: HeroPage): Promise<Hero> {
      const row = await repo.findByPage(page);
      if (!row) throw AppError.notFound();
      return toHero(row);
    },
  };
}
