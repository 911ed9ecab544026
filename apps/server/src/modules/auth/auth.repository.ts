import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = Pick<typeof refreshTokens.$inferInsert, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt'>;

export function createAuthRepository(db: Db) {
  return {
    async insertRefreshToken(values: NewRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values(values);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /**
     * Marks a token used and stores its successor, in one transaction. Returns false when the token
     * was no longer unused and unrevoked (a concurrent request spent it first): nothing is stored then.
     */
    async rotateRefreshToken(id: number, next: NewRefreshToken): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
        if (spent.length === 0) return false;
        await tx.insert(refreshTokens).values(next);
        return true;
      });
    },

    /** Revokes every token of one login session (its family). */
    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
