import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { financingProfiles } from '../../db/schema';
import { systemClock, type Clock } from '../../lib/clock';

export type FinancingProfileRow = typeof financingProfiles.$inferSelect;
type Values = Partial<Omit<typeof financingProfiles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

/** Financing profiles (decision 062): the only SQL on `financing_profiles`. */
export function createFinancingProfilesRepository(db: Db, clock: Clock = systemClock) {
  return {
    /** Active ones only (the public presets) or all; the active first, then by name. */
    async list(activeOnly: boolean): Promise<FinancingProfileRow[]> {
      return db
        .select()
        .from(financingProfiles)
        .where(activeOnly ? eq(financingProfiles.isActive, true) : undefined)
        .orderBy(desc(financingProfiles.isActive), asc(financingProfiles.nameEn), asc(financingProfiles.id));
    },
    /** Inserts a profile; `alongside` (the audit entry) runs in the same transaction. */
    async insert(values: typeof financingProfiles.$inferInsert, alongside: (tx: Tx, row: FinancingProfileRow) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(financingProfiles).values(values).returning();
        await alongside(tx, row!);
        return row!;
      });
    },
    /** Changes a profile (undefined: no such profile), with the row before and after handed to `alongside`. */
    async update(
      id: number,
      values: Values,
      alongside: (tx: Tx, before: FinancingProfileRow, after: FinancingProfileRow) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(financingProfiles).where(eq(financingProfiles.id, id)).for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(financingProfiles)
          .set({ ...values, updatedAt: clock.now() })
          .where(eq(financingProfiles.id, id))
          .returning();
        await alongside(tx, before, after!);
        return after!;
      });
    },
    /** Deletes a profile (undefined: no such profile). */
    async remove(id: number, alongside: (tx: Tx, before: FinancingProfileRow) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(financingProfiles).where(eq(financingProfiles.id, id)).returning();
        if (row) await alongside(tx, row);
        return row;
      });
    },
  };
}
export type FinancingProfilesRepository = ReturnType<typeof createFinancingProfilesRepository>;
