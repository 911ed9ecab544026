import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = Pick<
  typeof refreshTokens.$inferInsert,
  'userId' | 'familyId' | 'familyStartedAt' | 'tokenHash' | 'expiresAt'
>;

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
     * Marks a token used (at `now`, unless it already was) and stores its successor, in one
     * transaction. A token already used before `reusableSince`, or revoked, is not rotated: returns
     * false and stores nothing. Concurrent rotations of one token serialize on its row.
     */
    async rotateRefreshToken(id: number, next: NewRefreshToken, at: { now: Date; reusableSince: Date }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(refreshTokens)
          .set({ usedAt: sql`coalesce(${refreshTokens.usedAt}, ${at.now})` })
          .where(
            and(
              eq(refreshTokens.id, id),
              isNull(refreshTokens.revokedAt),
              or(isNull(refreshTokens.usedAt), gte(refreshTokens.usedAt, at.reusableSince)),
            ),
          )
          .returning({ id: refreshTokens.id });
        if (spent.length === 0) return false;
        await tx.insert(refreshTokens).values(next);
        return true;
      });
    },

    /**
     * Deletes tokens that can never be honoured again: expired, revoked before `revokedBefore`, or of a
     * session started before `startedBefore`. Returns how many went.
     */
    async deleteDeadRefreshTokens(at: { now: Date; revokedBefore: Date; startedBefore: Date }): Promise<number> {
      const deleted = await db
        .delete(refreshTokens)
        .where(
          or(
            lte(refreshTokens.expiresAt, at.now),
            lt(refreshTokens.revokedAt, at.revokedBefore),
            lt(refreshTokens.familyStartedAt, at.startedBefore),
          ),
        )
        .returning({ id: refreshTokens.id });
      return deleted.length;
    },

    /** Ends every session of a user (all their families). */
    async revokeUserSessions(userId: number, now: Date, tx?: Tx): Promise<void> {
      await (tx ?? db)
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Revokes every token of one login session (its family). */
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
