import type { AuditRecorder } from '../../lib/audit';
import { HERO_PAGES, type Hero, type HeroPage, type HeroWriteRequest } from '@manara/shared';
import { processUploadedImage, stageImage } from '../../lib/images';
import { IMAGE_WIDTHS, variantKey } from '../../lib/media-urls';
import { newMediaKey, type MediaStorage, type StagedFile } from '../../lib/storage';
import type { AuthUser } from '../../http/viewer';
import { AppError } from '../../lib/errors';
import { toHero } from './heroes.presenter';
import type { HeroesRepository } from './heroes.repository';

/** A hero background video read from the upload (type checked from the bytes: admin/hero-upload.ts). */
export interface HeroVideoFile {
  data: Buffer;
  ext: string;
}

export function createHeroesService(repo: HeroesRepository, storage: MediaStorage, audit: AuditRecorder) {
  /** The storage keys behind a hero's media URL (every width of a picture), only for files this editor stored. */
  const keysOf = (url: string | null | undefined): string[] => {
    const prefix = storage.url('heroes/');
    if (!url?.startsWith(prefix)) return [];
    const key = url.slice(storage.url('').length);
    const picture = /^(heroes\/[0-9a-f-]+)-\d+\.webp$/.exec(key);
    return picture ? IMAGE_WIDTHS.map((w) => variantKey(picture[1]!, w)) : [key];
  };

  return {
    /** Every hero page for the staff editor; pages without content yet come back as null. */
    async all(): Promise<{ page: HeroPage; hero: Hero | null }[]> {
      return Promise.all(HERO_PAGES.map(async (page) => ({ page, hero: await repo.findByPage(page).then((r) => (r ? toHero(r) : null)) })));
    },

    /**
     * Creates or replaces a page's hero. A new picture or video is stored under a new key (media are cached
     * for a year, so the old URL must not change its content), a picture as WebP up to 1600 px without
     * metadata; the files it replaces (or that were removed) are deleted once the new row is committed.
     */
    async save(
      staff: AuthUser,
      page: HeroPage,
      input: HeroWriteRequest,
      image: Buffer | null,
      video: HeroVideoFile | null = null,
    ): Promise<Hero> {
      const before = await repo.findByPage(page);
      let imageUrl = input.remove_image === 'true' ? null : (before?.backgroundImageUrl ?? null);
      let videoUrl = input.remove_video === 'true' ? null : (before?.backgroundVideoUrl ?? null);
      const staged: StagedFile[] = [];
      if (image) {
        const processed = await processUploadedImage(image, 'background_image');
        const picture = await stageImage(storage, 'heroes', processed);
        staged.push(...picture.files);
        imageUrl = storage.url(variantKey(picture.row.storageKey, processed.variants.at(-1)!.width));
      }
      if (video) {
        const key = `${newMediaKey('heroes')}.${video.ext}`;
        staged.push(await storage.stage(key, video.data));
        videoUrl = storage.url(key);
      }
      try {
        await repo.upsert({
          page,
          titleAr: input.title_ar,
          titleEn: input.title_en,
          subtitleAr: input.subtitle_ar,
          subtitleEn: input.subtitle_en,
          backgroundImageUrl: imageUrl,
          backgroundVideoUrl: videoUrl,
          ctaTextAr: page === 'home' ? (input.cta_text_ar ?? before?.ctaTextAr ?? null) : null,
          ctaTextEn: page === 'home' ? (input.cta_text_en ?? before?.ctaTextEn ?? null) : null,
          ctaLink: page === 'home' ? input.cta_link || before?.ctaLink || null : null,
        });
      } catch (error) {
        await Promise.all(staged.map((f) => f.discard()));
        throw error;
      }
      await Promise.all(staged.map((f) => f.publish()));
      const replaced = [
        ...(before?.backgroundImageUrl !== imageUrl ? keysOf(before?.backgroundImageUrl) : []),
        ...(before?.backgroundVideoUrl !== videoUrl ? keysOf(before?.backgroundVideoUrl) : []),
      ];
      // The old files go only after the commit (a failed save keeps them); failing to delete is not the staff's problem.
      await Promise.all(replaced.map((key) => storage.remove(key).catch(() => {})));
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
