import type { HeroPage } from '@manara/shared';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { heroes } from '../../db/schema';
import { systemClock, type Clock } from '../../lib/clock';

export type HeroRow = typeof heroes.$inferSelect;

/** `clock` stamps the times the rows record (the app's clock in services.ts). */
export function createHeroesRepository(db: Db, clock: Clock = systemClock) {
  return {
    async findByPage(page: HeroPage): Promise<HeroRow | undefined> {
      const [row] = await db.select().from(heroes).where(eq(heroes.page, page)).limit(1);
      return row;
    },
    /** The storage keys of the media the heroes show and of pictures being prepared (the media sweep keeps their files). */
    async mediaKeys(): Promise<string[]> {
      const rows = await db
        .select({ image: heroes.backgroundImageKey, pending: heroes.pendingImageKey, video: heroes.backgroundVideoKey })
        .from(heroes);
      return rows.flatMap((r) => [r.image, r.pending, r.video].filter((k): k is string => k !== null));
    },
    /** Creates or replaces a page's hero; `alongside` runs in the same transaction (a new picture's variants job). */
    async upsert(row: typeof heroes.$inferInsert, alongside?: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(heroes)
          .values(row)
          .onConflictDoUpdate({ target: heroes.page, set: { ...row, updatedAt: clock.now() } });
        await alongside?.(tx);
      });
    },
    /** Keys of pictures still being prepared, saved at least `olderThanMs` ago. */
    async pendingPictures(olderThanMs: number): Promise<string[]> {
      const rows = await db
        .select({ key: heroes.pendingImageKey })
        .from(heroes)
        .where(and(isNotNull(heroes.pendingImageKey), lte(heroes.updatedAt, new Date(clock.now().getTime() - olderThanMs))));
      return rows.map((r) => r.key!);
    },
    async picturePending(key: string): Promise<boolean> {
      return (await db.select({ page: heroes.page }).from(heroes).where(eq(heroes.pendingImageKey, key)).limit(1)).length > 0;
    },
    /**
     * The hero waiting for picture `key` shows `shownKey` (its widest variant) from now on. Returns the key
     * it showed before (its files are no longer needed), or undefined when no hero waits for that picture any more.
     */
    async showPicture(key: string, shownKey: string): Promise<{ replaced: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ key: heroes.backgroundImageKey })
          .from(heroes)
          .where(eq(heroes.pendingImageKey, key))
          .for('update');
        if (!before) return undefined;
        await tx.update(heroes).set({ backgroundImageKey: shownKey, pendingImageKey: null }).where(eq(heroes.pendingImageKey, key));
        return { replaced: before.key };
      });
    },
    /** Forgets a picture being prepared that turned out not to decode. */
    async dropPending(key: string): Promise<void> {
      await db.update(heroes).set({ pendingImageKey: null }).where(eq(heroes.pendingImageKey, key));
    },
  };
}
export type HeroesRepository = ReturnType<typeof createHeroesRepository>;
