import type { MediaStorage } from '../../platform/storage';
import { ImageRejected } from './images';
import { filesOf, makeVariants, removeFiles, type Variants } from './media';
import { sweepMedia } from './sweep';

/** What the media module asks of a module whose rows hold media (its repository answers). */
export interface MediaRecords {
  /** Every storage key its rows reference. */
  mediaKeys(): Promise<string[]>;
  /** Fills a photo's variants into its row; false if no row holds that photo any more. */
  setPhotoVariants?(key: string, variants: Variants): Promise<boolean>;
  /** Deletes the row of a photo that turned out not to decode. */
  dropPhoto?(key: string): Promise<void>;
}

/**
 * The media pipeline's background side: photo variants and the sweep. `records` are the modules whose
 * rows hold media, by the storage folder of their files (properties/, projects/, heroes/).
 */
export function createMediaService({
  storage,
  records,
  graceMs,
}: {
  storage: MediaStorage;
  records: Record<string, MediaRecords>;
  /** How old an unreferenced file must be before the sweep deletes it (MEDIA_GRACE_MINUTES). */
  graceMs: number;
}) {
  return {
    /**
     * Makes a stored photo's WebP variants and fills them into its row. A photo whose row went in the
     * meantime leaves no files; one that does not decode loses its row (nothing could show it).
     */
    async completePhoto(key: string): Promise<void> {
      const owner = records[key.split('/')[0]!];
      if (!owner?.setPhotoVariants) throw new Error(`No media records for ${key}`);
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

    /** Deletes files no row references, older than `graceMs` (decision 030). */
    sweep(olderThanMs = graceMs) {
      return sweepMedia(storage, olderThanMs, async () => (await Promise.all(Object.values(records).map((r) => r.mediaKeys()))).flat());
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
