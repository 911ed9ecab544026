import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface SitemapEntry {
  id: number;
  updatedAt: Date;
}

export function createSeoRepository(db: Db) {
  return {
    async countActiveListings(): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from properties where status = 'active'`);
      return Number(rows[0]?.n ?? 0);
    },
    /** Active listings in id order (the primary key walks them without sorting). */
    async activeListings(limit: number, offset: number): Promise<SitemapEntry[]> {
      const { rows } = await db.execute<{ id: number; updated_at: string | Date }>(
        sql`select id, updated_at from properties where status = 'active' order by id limit ${limit} offset ${offset}`,
      );
      return rows.map((r) => ({ id: Number(r.id), updatedAt: new Date(r.updated_at) }));
    },
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
