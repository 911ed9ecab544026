import type { HeroPage } from '@manara/shared';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { heroes } from '../../db/schema';

export type HeroRow = typeof heroes.$inferSelect;

export function createHeroesRepository(db: Db) {
  return {
    async findByPage(page: HeroPage): Promise<HeroRow | undefined> {
      const [row] = await db.select().from(heroes).where(eq(heroes.page, page)).limit(1);
      return row;
    },
    /** The media URLs the heroes show and the keys of pictures being prepared (the media sweep keeps their files). */
    async mediaKeys(): Promise<string[]> {
      const rows = await db
        .select({ image: heroes.backgroundImageUrl, pending: heroes.pendingImageKey, video: heroes.backgroundVideoUrl })
        .from(heroes);
      return rows.flatMap((r) => [r.image, r.pending, r.video].filter((u): u is string => u !== null));
    },
    /** Creates or replaces a page's hero; `alongside` runs in the same transaction (a new picture's variants job). */
    async upsert(row: typeof heroes.$inferInsert, alongside?: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(heroes)
          .values(row)
          .onConflictDoUpdate({ target: heroes.page, set: { ...row, updatedAt: new Date() } });
        await alongside?.(tx);
      });
    },
    /** Keys of pictures still being prepared, saved at least `olderThanMs` ago. */
    async pendingPictures(olderThanMs: number): Promise<string[]> {
      const rows = await db
        .select({ key: heroes.pendingImageKey })
        .from(heroes)
        .where(and(isNotNull(heroes.pendingImageKey), lte(heroes.updatedAt, new Date(Date.now() - olderThanMs))));
      return rows.map((r) => r.key!);
    },
    async picturePending(key: string): Promise<boolean> {
      return (await db.select({ page: heroes.page }).from(heroes).where(eq(heroes.pendingImageKey, key)).limit(1)).length > 0;
    },
    /**
     * The hero waiting for picture `key` shows it (at `url`) from now on. Returns the URL it showed
     * before (its files are no longer needed), or undefined when no hero waits for that picture any more.
     */
    async showPicture(key: string, url: string): Promise<{ replaced: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ url: heroes.backgroundImageUrl })
          .from(heroes)
          .where(eq(heroes.pendingImageKey, key))
          .for('update');
        if (!before) return undefined;
        await tx.update(heroes).set({ backgroundImageUrl: url, pendingImageKey: null }).where(eq(heroes.pendingImageKey, key));
        return { replaced: before.url };
      });
    },
    /** Forgets a picture being prepared that turned out not to decode. */
    async dropPending(key: string): Promise<void> {
      await db.update(heroes).set({ pendingImageKey: null }).where(eq(heroes.pendingImageKey, key));
    },
  };
}
export type HeroesRepository = ReturnType<typeof createHeroesRepository>;
