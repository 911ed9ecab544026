import type { HeroPage } from '@manara/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heroes } from '../../db/schema';

export type HeroRow = typeof heroes.$inferSelect;

export function createHeroesRepository(db: Db) {
  return {
    async findByPage(page: HeroPage): Promise<HeroRow | undefined> {
      const [row] = await db.select().from(heroes).where(eq(heroes.page, page)).limit(1);
      return row;
    },
    /** The storage keys of the media the heroes show (the media sweep keeps their files). */
    async mediaKeys(): Promise<string[]> {
      const rows = await db.select({ image: heroes.backgroundImageKey, video: heroes.backgroundVideoKey }).from(heroes);
      return rows.flatMap((r) => [r.image, r.video].filter((k): k is string => k !== null));
    },
    async upsert(row: typeof heroes.$inferInsert): Promise<void> {
      await db
        .insert(heroes)
        .values(row)
        .onConflictDoUpdate({ target: heroes.page, set: { ...row, updatedAt: new Date() } });
    },
  };
}
export type HeroesRepository = ReturnType<typeof createHeroesRepository>;
