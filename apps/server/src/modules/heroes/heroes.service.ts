import type { AuditRecorder } from '../../lib/audit';
import { HERO_PAGES, heroWriteRequest, type Hero, type HeroPage } from '@manara/shared';
import { IMAGE_WIDTHS, variantKey } from '../../lib/media-urls';
import type { MediaStorage } from '../../platform/storage';
import { filesOf, removeFiles, type MediaFileRow, type MediaRecords, type MediaService, type Upload } from '../media';
import type { AuthUser } from '../../http/viewer';
import { AppError, parseFields } from '../../lib/errors';
import { toHero } from './heroes.presenter';
import type { HeroesRepository, HeroRow } from './heroes.repository';

export function createHeroesService(
  repo: HeroesRepository,
  storage: MediaStorage,
  audit: AuditRecorder,
  media: Pick<MediaService, 'queueVariants'>,
) {
  /** Every stored file behind a hero's media key (each width of a picture, its original), only for files this editor stored. */
  const keysOf = (key: string | null | undefined): string[] => {
    if (!key?.startsWith('heroes/')) return [];
    const picture = /^(heroes\/[0-9a-f-]+)-\d+\.webp$/.exec(key);
    return picture ? filesOf({ mediaType: 'image', storageKey: picture[1]!, widths: IMAGE_WIDTHS }) : [key];
  };
  const present = (row: HeroRow) => toHero(row, storage);

  /**
   * The heroes' side of the media pipeline (decision 031): a new picture waits in `pending_image_key`
   * (the hero shows its previous one) until the photo-variants job has made its sizes; then the hero
   * shows its widest size and the previous picture's files go.
   */
  const mediaRecords: MediaRecords = {
    mediaKeys: repo.mediaKeys,
    pendingPhotos: repo.pendingPictures,
    photoPending: repo.picturePending,
    async setPhotoVariants(key, variants) {
      const shown = await repo.showPicture(key, variantKey(key, Math.max(...variants.widths)));
      if (!shown) return false;
      await removeFiles(storage, keysOf(shown.replaced));
      return true;
    },
    dropPhoto: repo.dropPending,
  };

  return {
    mediaRecords,

    /** Every hero page for the staff editor; pages without content yet come back as null. */
    async all(): Promise<{ page: HeroPage; hero: Hero | null }[]> {
      return Promise.all(
        HERO_PAGES.map(async (page) => ({ page, hero: await repo.findByPage(page).then((r) => (r ? present(r) : null)) })),
      );
    },

    /**
     * Creates or replaces a page's hero. A new picture or video is stored under a new key (media are
     * cached for a year, so the old URL must not change its content). A picture is stored as sent and
     * its WebP sizes (up to 1600 px, without metadata) are made by the photo-variants job queued with
     * the row; the hero shows its previous picture until then. Files replaced or removed are deleted
     * once the new row is committed.
     */
    async save(staff: AuthUser, page: HeroPage, upload: Upload): Promise<Hero> {
      const before = await repo.findByPage(page);
      let imageKey: string | null = null;
      let videoKey: string | null = null;
      let pendingKey: string | null = null;
      try {
        const input = parseFields(heroWriteRequest, upload.fields);
        const removeImage = input.remove_image === 'true';
        imageKey = removeImage ? null : (before?.backgroundImageKey ?? null);
        pendingKey = removeImage ? null : (before?.pendingImageKey ?? null);
        videoKey = input.remove_video === 'true' ? null : (before?.backgroundVideoKey ?? null);
        const pictures: MediaFileRow[] = [];
        for (const { row } of upload.files) {
          if (row.mediaType === 'video') videoKey = row.storageKey;
          else {
            pendingKey = row.storageKey;
            pictures.push(row);
          }
        }
        await repo.upsert(
          {
            page,
            titleAr: input.title_ar,
            titleEn: input.title_en,
            subtitleAr: input.subtitle_ar,
            subtitleEn: input.subtitle_en,
            backgroundImageKey: imageKey,
            pendingImageKey: pendingKey,
            backgroundVideoKey: videoKey,
            ctaTextAr: page === 'home' ? (input.cta_text_ar ?? before?.ctaTextAr ?? null) : null,
            ctaTextEn: page === 'home' ? (input.cta_text_en ?? before?.ctaTextEn ?? null) : null,
            ctaLink: page === 'home' ? input.cta_link || before?.ctaLink || null : null,
          },
          (tx) => media.queueVariants(tx, pictures),
        );
      } catch (error) {
        await upload.discard();
        throw error;
      }
      const replaced = [
        ...(before?.backgroundImageKey !== imageKey ? keysOf(before?.backgroundImageKey) : []),
        ...(before?.backgroundVideoKey !== videoKey ? keysOf(before?.backgroundVideoKey) : []),
        // A picture still being prepared that another replaced (its job finds no hero waiting for it).
        ...(before?.pendingImageKey && before.pendingImageKey !== pendingKey
          ? filesOf({ mediaType: 'image', storageKey: before.pendingImageKey, widths: [] })
          : []),
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
