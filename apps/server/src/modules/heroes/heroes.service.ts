import type { AuditRecorder } from '../../lib/audit';
import { HERO_PAGES, type Hero, type HeroPage, type HeroWriteRequest } from '@manara/shared';
import { processImage } from '../../lib/images';
import { variantKey } from '../../lib/media-urls';
import { newMediaKey, type MediaStorage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { toHero } from './heroes.presenter';
import type { HeroesRepository } from './heroes.repository';

export function createHeroesService(repo: HeroesRepository, storage: MediaStorage, audit: AuditRecorder) {
  return {
    /** Every hero page for the staff editor; pages without content yet come back as null. */
    async all(): Promise<{ page: HeroPage; hero: Hero | null }[]> {
      return Promise.all(HERO_PAGES.map(async (page) => ({ page, hero: await repo.findByPage(page).then((r) => (r ? toHero(r) : null)) })));
    },

    /**
     * Creates or replaces a page's hero. A new picture is stored under a new key (media are cached for a
     * year, so the old URL must not change its content), as WebP up to 1600 px without metadata.
     */
    async save(staff: AuthUser, page: HeroPage, input: HeroWriteRequest, image: Buffer | null): Promise<Hero> {
      const before = await repo.findByPage(page);
      let imageUrl = input.remove_image === 'true' ? null : (before?.backgroundImageUrl ?? null);
      const staged = [];
      if (image) {
        const processed = await processImage(image).catch(() => {
          throw new AppError(415, 'unsupported_media_type', { background_image: ['image_invalid'] });
        });
        const key = newMediaKey('heroes');
        for (const v of processed.variants) staged.push(await storage.stage(variantKey(key, v.width), v.data));
        imageUrl = storage.url(variantKey(key, processed.variants.at(-1)!.width));
      }
      try {
        await repo.upsert({
          page,
          titleAr: input.title_ar,
          titleEn: input.title_en,
          subtitleAr: input.subtitle_ar,
          subtitleEn: input.subtitle_en,
          backgroundImageUrl: imageUrl,
          backgroundVideoUrl: before?.backgroundVideoUrl ?? null,
          ctaTextAr: page === 'home' ? (input.cta_text_ar ?? before?.ctaTextAr ?? null) : null,
          ctaTextEn: page === 'home' ? (input.cta_text_en ?? before?.ctaTextEn ?? null) : null,
          ctaLink: page === 'home' ? input.cta_link || before?.ctaLink || null : null,
        });
      } catch (error) {
        await Promise.all(staged.map((f) => f.discard()));
        throw error;
      }
      await Promise.all(staged.map((f) => f.publish()));
      const after = await this.get(page);
      await audit({
        actorId: staff.id,
        action: 'hero.save',
        entity: 'hero',
        entityId: page,
        details: { before: before ? toHero(before) : null, after },
      });
      return after;
    },

    async get(page: HeroPage): Promise<Hero> {
      const row = await repo.findByPage(page);
      if (!row) throw AppError.notFound();
      return toHero(row);
    },
  };
}
export type HeroesService = ReturnType<typeof createHeroesService>;
