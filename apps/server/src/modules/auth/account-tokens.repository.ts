import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accountTokens } from '../../db/schema';

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** Single-use links sent by e-mail (password reset, e-mail verification): only their SHA-256 is stored. */
export function createAccountTokensRepository(db: Db) {
  return {
    /**
     * Stores a new link for `userId`, replacing their earlier unused ones of the same purpose (one
     * valid reset link at a time), and runs `then` (queueing the e-mail) in the same transaction.
     */
    async issue(
      values: { userId: number; purpose: AccountTokenPurpose; tokenHash: string; email: string; expiresAt: Date },
      then: (tx: Tx) => Promise<unknown>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(accountTokens)
          .where(and(eq(accountTokens.userId, values.userId), eq(accountTokens.purpose, values.purpose), isNull(accountTokens.usedAt)));
        await tx.insert(accountTokens).values(values);
        await then(tx);
      });
    },

    /** An unused, unexpired link of this purpose. */
    async findValid(purpose: AccountTokenPurpose, tokenHash: string, now: Date): Promise<AccountTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Spends a link and runs `then` with it in one transaction; false (nothing run) when it was spent
     * meanwhile: of two requests racing with one link, one wins.
     */
    async consume(id: number, now: Date, then: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(accountTokens)
          .set({ usedAt: now })
          .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
          .returning({ id: accountTokens.id });
        if (!spent.length) return false;
        await then(tx);
        return true;
      });
    },

    /** Deletes links used or expired before `before` (the session sweep's hourly pass). */
    async sweep(before: Date): Promise<void> {
      await db.delete(accountTokens).where(or(lte(accountTokens.expiresAt, before), lte(accountTokens.usedAt, before)));
    },
  };
}
export type AccountTokensRepository = ReturnType<typeof createAccountTokensRepository>;
