import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { projectMedia, propertyMedia } from '../../db/schema';
import type { Variants } from './media';
import type { MediaRecords } from './media.service';

/**
 * The media rows' side of the pipeline for a table of photos and videos (a listing's or a project's),
 * for its owner's repository to hand out: it alone queries its table. A photo's row without widths
 * is waiting for its variants.
 */
export function mediaRecords(db: Db, table: typeof propertyMedia | typeof projectMedia, clock: Clock): Required<MediaRecords> {
  const photo = (key: string) => and(eq(table.storageKey, key), eq(table.mediaType, 'image'));
  const pending = sql`cardinality(${table.widths}) = 0`;
  return {
    async mediaKeys() {
      return (await db.select({ key: table.storageKey }).from(table)).map((r) => r.key);
    },
    async pendingPhotos(olderThanMs: number) {
      const rows = await db
        .select({ key: table.storageKey })
        .from(table)
        .where(and(eq(table.mediaType, 'image'), pending, lte(table.createdAt, new Date(clock.now().getTime() - olderThanMs))));
      return rows.map((r) => r.key);
    },
    async photoPending(key: string) {
      return (
        (
          await db
            .select({ id: table.id })
            .from(table)
            .where(and(photo(key), pending))
            .limit(1)
        ).length > 0
      );
    },
    async setPhotoVariants(key: string, variants: Variants) {
      return (await db.update(table).set(variants).where(photo(key)).returning({ id: table.id })).length > 0;
    },
    async dropPhoto(key: string) {
      await db.delete(table).where(photo(key));
    },
  };
}
