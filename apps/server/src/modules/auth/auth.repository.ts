import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
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
     * Spends a token and stores its successor (`next`, whose `parentId` is set here), in one transaction
     * that holds the token's row, so concurrent presentations of one token take turns (decision 047):
     * - unused, or used at or after `reusableSince` (two tabs at once): `rotated`, the successor stored
     *   beside any earlier ones;
     * - used earlier, none of its successors used since: its answer never arrived (the reader left the
     *   page, the connection dropped). `rotated`: the unused successors are retired (revoked), the new one
     *   takes their place, so the session keeps a single live line, and the grace window starts again
     *   (several tabs of a browser that lost the answer may be presenting the token together);
     * - used earlier and a successor of it used too (or none recorded, a token from before successors
     *   were): `reused`, a copy is in other hands;
     * - revoked, or no longer there: `revoked`.
     * Nothing is stored unless `rotated`.
     */
    async rotateRefreshToken(
      id: number,
      next: NewRefreshToken,
      at: { now: Date; reusableSince: Date },
    ): Promise<'rotated' | 'reused' | 'revoked'> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
          .from(refreshTokens)
          .where(eq(refreshTokens.id, id))
          .for('update');
        if (!token || token.revokedAt) return 'revoked';
        if (!token.usedAt) {
          await tx.update(refreshTokens).set({ usedAt: at.now }).where(eq(refreshTokens.id, id));
        } else if (token.usedAt < at.reusableSince) {
          // Retire the successors nobody used first: a concurrent rotation of one of them then either
          // finished before (and is seen as used below) or finds it revoked.
          await tx
            .update(refreshTokens)
            .set({ revokedAt: at.now })
            .where(and(eq(refreshTokens.parentId, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)));
          const successors = await tx.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.parentId, id));
          if (successors.length === 0 || successors.some((s) => s.usedAt)) return 'reused';
          await tx.update(refreshTokens).set({ usedAt: at.now }).where(eq(refreshTokens.id, id));
        }
        await tx.insert(refreshTokens).values({ ...next, parentId: id });
        return 'rotated';
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
