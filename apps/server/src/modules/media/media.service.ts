import type { Tx } from '../../db/client';
import type { MediaStorage } from '../../platform/storage';
import { defineJob, type Jobs } from '../../platform/jobs';
import { ImageRejected } from './images';
import { filesOf, makeVariants, removeFiles, type MediaFileRow, type Variants } from './media';
import { sweepMedia, sweepPrivate } from './sweep';

/** What the media module asks of a module whose rows hold media (its repository answers). */
export interface MediaRecords {
  /** Every storage key its rows reference. */
  mediaKeys(): Promise<string[]>;
  /** Its photos still without variants whose rows were saved at least `olderThanMs` ago. */
  pendingPhotos?(olderThanMs: number): Promise<string[]>;
  /** Whether a row still holds this photo without its variants. */
  photoPending?(key: string): Promise<boolean>;
  /** Fills a photo's variants into its row; false if no row holds that photo any more. */
  setPhotoVariants?(key: string, variants: Variants): Promise<boolean>;
  /** Deletes the row of a photo that turned out not to decode. */
  dropPhoto?(key: string): Promise<void>;
}

/**
 * A stored photo's WebP variants, made by a worker (decision 031). Queued in the transaction that
 * saves the photo's row. A photo takes seconds: a job still running after two minutes was on a
 * process that died, and is run again (the variants are written again, whole, under the same keys).
 */
export const photoVariantsJob = defineJob<{ key: string }>('media.photo-variants', {
  expireInSeconds: 120,
  retryLimit: 5,
  retryDelaySeconds: 30,
});

/**
 * The media pipeline's background side: photo variants and the sweep. `records` are the modules whose
 * rows hold media, by the storage folder of their files (properties/, projects/, heroes/).
 */
export function createMediaService({
  storage,
  records,
  privateRecords = {},
  jobs,
  graceMs,
}: {
  storage: MediaStorage;
  records: Record<string, MediaRecords>;
  /** The private area's folders (licences/, attachments/) by what lists the keys their rows name. */
  privateRecords?: Record<string, () => Promise<string[]>>;
  jobs: Jobs;
  /** How old an unreferenced file must be before the sweep deletes it (MEDIA_GRACE_MINUTES). */
  graceMs: number;
}) {
  const ownerOf = (key: string) => records[key.split('/')[0]!];

  return {
    /**
     * Queues the variants of the photos among `rows` in `tx`, the transaction that saves their rows:
     * committed, each has its job; rolled back, neither row nor job exists.
     */
    async queueVariants(tx: Tx, rows: { mediaType: MediaFileRow['mediaType']; storageKey: string; widths?: number[] }[]): Promise<void> {
      for (const row of rows) {
        if (row.mediaType === 'image' && !row.widths?.length) await jobs.queue(photoVariantsJob, { key: row.storageKey }, { tx });
      }
    },

    /**
     * The photo-variants job: makes a stored photo's WebP variants and fills them into its row. Doing it
     * again is harmless: a photo that has its variants, or whose row is gone, is left as it is. A row
     * removed while its variants were made leaves no files; a photo that does not decode loses its row
     * (nothing could show it).
     */
    async completePhoto(key: string): Promise<void> {
      const owner = ownerOf(key);
      if (!owner?.setPhotoVariants || !owner.photoPending) throw new Error(`No media records for ${key}`);
      if (!(await owner.photoPending(key))) return;
      let variants: Variants;
      try {
        variants = await makeVariants(storage, key);
      } catch (error) {
        if (!(error instanceof ImageRejected)) throw error;
        await owner.dropPhoto?.(key);
        await removeFiles(storage, filesOf({ mediaType: 'image', storageKey: key, widths: [] }));
        return;
      }
      if (!(await owner.setPhotoVariants(key, variants))) {
        await removeFiles(storage, filesOf({ mediaType: 'image', storageKey: key, widths: variants.widths }));
      }
    },

    /** Photos still without variants, saved at least `olderThanMs` ago. */
    async pendingPhotos(olderThanMs: number): Promise<string[]> {
      return (await Promise.all(Object.values(records).map((r) => r.pendingPhotos?.(olderThanMs) ?? []))).flat();
    },

    /**
     * Gives each photo still without variants `olderThanMs` after its row was saved a new job: one
     * whose job failed every retry (storage away for minutes), say. A job that is still on its way
     * finds the photo done and does nothing. Returns how many were queued.
     */
    async requeuePending(olderThanMs: number): Promise<number> {
      const keys = await this.pendingPhotos(olderThanMs);
      for (const key of keys) await jobs.queue(photoVariantsJob, { key });
      return keys.length;
    },

    /** Deletes files no row references, older than `graceMs` (decision 030), media and the private area's. */
    async sweep(olderThanMs = graceMs): Promise<{ staging: number; orphans: number; privateOrphans: number }> {
      const media = await sweepMedia(storage, olderThanMs, async () =>
        (await Promise.all(Object.values(records).map((r) => r.mediaKeys()))).flat(),
      );
      const privateOrphans = await sweepPrivate(storage.privateArea(), olderThanMs, privateRecords);
      return { ...media, privateOrphans };
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
