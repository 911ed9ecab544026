import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser } from '../../../test/factories';
import { buildApp } from '../../app';
import { refreshTokens } from '../../db/schema';

const DAY = 86_400_000;

describe('expired and long-revoked refresh tokens are swept', () => {
  let ctx: TestContext;
  let second: FastifyInstance | undefined;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    userId = (await createTestUser(ctx)).user.id;
  });
  afterAll(async () => {
    await second?.close();
  });

  /** Inserts one token row and returns its hash (its name in these tests). */
  async function token(name: string, fields: { expiresInDays: number; revokedDaysAgo?: number; startedDaysAgo?: number; used?: boolean }) {
    const now = Date.now();
    await ctx.db.insert(refreshTokens).values({
      userId,
      familyId: randomUUID(),
      familyStartedAt: new Date(now - (fields.startedDaysAgo ?? 1) * DAY),
      tokenHash: name,
      expiresAt: new Date(now + fields.expiresInDays * DAY),
      usedAt: fields.used ? new Date(now - DAY / 2) : null,
      revokedAt: fields.revokedDaysAgo === undefined ? null : new Date(now - fields.revokedDaysAgo * DAY),
    });
    return name;
  }
  const exists = async (name: string) => (await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, name))).length === 1;

  it('at start-up and then periodically, until the app closes; live, rotated and recently revoked tokens stay', async () => {
    const expired = await token('expired', { expiresInDays: -1 });
    const longRevoked = await token('long-revoked', { expiresInDays: 20, revokedDaysAgo: 8 });
    const pastSession = await token('past-session', { expiresInDays: 5, startedDaysAgo: ctx.config.sessionMaxDays + 1 });
    const live = await token('live', { expiresInDays: 20 });
    const rotated = await token('rotated', { expiresInDays: 20, used: true });
    const justRevoked = await token('just-revoked', { expiresInDays: 20, revokedDaysAgo: 1 });

    // Another app on the same database, as a restarted server would be.
    second = await buildApp({
      config: ctx.config,
      database: ctx.database,
      storage: ctx.storage,
      logger: false,
      sessionSweepIntervalMs: 50,
    });
    await second.ready();
    for (const gone of [expired, longRevoked, pastSession]) expect(await exists(gone), gone).toBe(false);
    for (const kept of [live, rotated, justRevoked]) expect(await exists(kept), kept).toBe(true);

    const later = await token('expired-later', { expiresInDays: -1 });
    await expect.poll(() => exists(later), { timeout: 3000, interval: 50 }).toBe(false);

    await second.close();
    second = undefined;
    const afterClose = await token('expired-after-close', { expiresInDays: -1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await exists(afterClose)).toBe(true);
  });
});
