import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { projectMedia, propertyMedia } from '../../db/schema';
import type { Variants } from './media';
import type { MediaRecords } from './media.service';

/**
 * The media rows' side of the pipeline for a table of photos and videos (a listing's or a project's),
 * for its owner's repository to hand out: it alone queries its table.
 */
export function mediaRecords(db: Db, table: typeof propertyMedia | typeof projectMedia): Required<MediaRecords> {
  const photo = (key: string) => and(eq(table.storageKey, key), eq(table.mediaType, 'image'));
  return {
    async mediaKeys() {
      return (await db.select({ key: table.storageKey }).from(table)).map((r) => r.key);
    },
    async setPhotoVariants(key: string, variants: Variants) {
      return (await db.update(table).set(variants).where(photo(key)).returning({ id: table.id })).length > 0;
    },
    async dropPhoto(key: string) {
      await db.delete(table).where(photo(key));
    },
  };
}
