import type { AuditRecorder } from '../../lib/audit';
import { HERO_PAGES, heroWriteRequest, type Hero, type HeroPage } from '@manara/shared';
import { IMAGE_WIDTHS, variantKey } from '../../lib/media-urls';
import type { MediaStorage } from '../../platform/storage';
import { filesOf, removeFiles, withVariants, type Upload } from '../media';
import type { AuthUser } from '../../http/viewer';
import { AppError, parseFields } from '../../lib/errors';
import { toHero } from './heroes.presenter';
import type { HeroesRepository, HeroRow } from './heroes.repository';

export function createHeroesService(repo: HeroesRepository, storage: MediaStorage, audit: AuditRecorder) {
  /** Every stored file behind a hero's media key (each width of a picture, its original), only for files this editor stored. */
  const keysOf = (key: string | null | undefined): string[] => {
    if (!key?.startsWith('heroes/')) return [];
    const picture = /^(heroes\/[0-9a-f-]+)-\d+\.webp$/.exec(key);
    return picture ? filesOf({ mediaType: 'image', storageKey: picture[1]!, widths: IMAGE_WIDTHS }) : [key];
  };
  const present = (row: HeroRow) => toHero(row, storage);

  return {
    /** Every hero page for the staff editor; pages without content yet come back as null. */
    async all(): Promise<{ page: HeroPage; hero: Hero | null }[]> {
      return Promise.all(
        HERO_PAGES.map(async (page) => ({ page, hero: await repo.findByPage(page).then((r) => (r ? present(r) : null)) })),
      );
    },

    /**
     * Creates or replaces a page's hero. A new picture or video is stored under a new key (media are cached
     * for a year, so the old URL must not change its content), a picture as WebP up to 1600 px without
     * metadata; the files it replaces (or that were removed) are deleted once the new row is committed.
     */
    async save(staff: AuthUser, page: HeroPage, upload: Upload): Promise<Hero> {
      const before = await repo.findByPage(page);
      let imageKey: string | null = null;
      let videoKey: string | null = null;
      try {
        const input = parseFields(heroWriteRequest, upload.fields);
        imageKey = input.remove_image === 'true' ? null : (before?.backgroundImageKey ?? null);
        videoKey = input.remove_video === 'true' ? null : (before?.backgroundVideoKey ?? null);
        // A hero's one picture gets its variants in the request: staff only, and the row holds its widest one's key.
        for (const { row } of upload.files) {
          if (row.mediaType === 'video') videoKey = row.storageKey;
          else {
            const [picture] = await withVariants(storage, [row]);
            imageKey = variantKey(picture!.storageKey, picture!.widths.at(-1)!);
          }
        }
        await repo.upsert({
          page,
          titleAr: input.title_ar,
          titleEn: input.title_en,
          subtitleAr: input.subtitle_ar,
          subtitleEn: input.subtitle_en,
          backgroundImageKey: imageKey,
          backgroundVideoKey: videoKey,
          ctaTextAr: page === 'home' ? (input.cta_text_ar ?? before?.ctaTextAr ?? null) : null,
          ctaTextEn: page === 'home' ? (input.cta_text_en ?? before?.ctaTextEn ?? null) : null,
          ctaLink: page === 'home' ? input.cta_link || before?.ctaLink || null : null,
        });
      } catch (error) {
        await upload.discard();
        throw error;
      }
      const replaced = [
        ...(before?.backgroundImageKey !== imageKey ? keysOf(before?.backgroundImageKey) : []),
        ...(before?.backgroundVideoKey !== videoKey ? keysOf(before?.backgroundVideoKey) : []),
      ];
      // The old files go only after the commit (a failed save keeps them); failing to delete is not the staff's problem.
      await removeFiles(storage, replaced);
      const after = await this.get(page);
      await audit({
        actorId: staff.id,
        action: 'hero.save',
        entity: 'hero',
        entityId: page,
        details: { before: before ? present(before) : null, after },
      });
      return after;
    },

    async get(page: HeroPage): Promise<Hero> {
      const row = await repo.findByPage(page);
      if (!row) throw AppError.notFound();
      return present(row);
    },
  };
}
export type HeroesService = ReturnType<typeof createHeroesService>;
