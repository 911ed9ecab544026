import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface SitemapEntry {
  id: number;
  updatedAt: Date;
}

export function createSeoRepository(db: Db) {
  return {
    /** Every completed project (a few hundred at most), in id order. */
    async projects(): Promise<SitemapEntry[]> {
      const { rows } = await db.execute<{ id: number; updated_at: string | Date }>(
        sql`select id, updated_at from completed_projects order by id`,
      );
      return rows.map((r) => ({ id: Number(r.id), updatedAt: new Date(r.updated_at) }));
    },
  };
}
export type SeoRepository = ReturnType<typeof createSeoRepository>;
