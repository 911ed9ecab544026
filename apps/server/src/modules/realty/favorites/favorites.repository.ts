import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { favorites } from '../../../db/schema';
import { systemClock, type Clock } from '../../../lib/clock';

/** `clock` stamps the times the rows record (the app's clock in services.ts). */
export function createFavoritesRepository(db: Db, clock: Clock = systemClock) {
  return {
    /** Saves a listing for a user, in `on` when given (decision 071); saving it again changes nothing. */
    async add(userId: number, propertyId: number, on: Db | Tx = db): Promise<{ created: boolean; createdAt: Date }> {
      const [inserted] = await on
        .insert(favorites)
        .values({ userId, propertyId })
        .onConflictDoNothing()
        .returning({ createdAt: favorites.createdAt });
      if (inserted) return { created: true, createdAt: inserted.createdAt };
      const [existing] = await on
        .select({ createdAt: favorites.createdAt })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId)));
      return { created: false, createdAt: existing?.createdAt ?? clock.now() };
    },
    async remove(userId: number, propertyId: number): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId)));
    },
  };
}
export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
