import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, type TestUser } from '../../../test/factories';
import { users } from '../../db/schema';

/** The site always keeps one active staff account, however many staff act at the same moment. */
describe('the last staff account', () => {
  let ctx: TestContext;
  let a: TestUser;
  let b: TestUser;
  const patch = (by: TestUser, target: TestUser, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${target.id}/`,
      headers: { ...by.headers, 'accept-language': 'en' },
      payload,
    });
  const activeStaff = async () =>
    (
      await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isStaff, true), eq(users.isActive, true)))
    ).map((r) => r.id);

  beforeAll(async () => {
    ctx = await createTestContext();
    a = await createTestUser(ctx, { isStaff: true, name: 'Staff A' });
    b = await createTestUser(ctx, { isStaff: true, name: 'Staff B' });
  });

  it('survives two staff removing each other at the same moment: one change wins, the other is refused', async () => {
    const changes = [
      [{ is_staff: false }, { is_staff: false }],
      [{ is_active: false }, { is_staff: false }],
      [{ is_active: false }, { is_active: false }],
    ];
    for (let round = 0; round < 6; round++) {
      await ctx.db
        .update(users)
        .set({ isStaff: true, isActive: true, sessionsValidAfter: null }) // a demotion ended their tokens (decision 037): the next round starts afresh
        .where(inArray(users.id, [a.id, b.id]));
      expect(await activeStaff()).toHaveLength(2);
      const [first, second] = changes[round % changes.length]!;
      const [ab, ba] = await Promise.all([patch(a, b, first!), patch(b, a, second!)]);
      expect(await activeStaff(), `round ${round}`).toHaveLength(1);
      const statuses = [ab.statusCode, ba.statusCode].sort();
      // The loser is told why (400 last_staff), or had already lost its rights (403) or its account (401)
      // when its request was read.
      expect(
        [
          [200, 400],
          [200, 401],
          [200, 403],
        ],
        `round ${round}: ${ab.body} ${ba.body}`,
      ).toContainEqual(statuses);
      const refused = [ab, ba].find((r) => r.statusCode === 400);
      if (refused) expect(Object.values(refused.json().field_codes)).toEqual([['last_staff']]);
    }
  });

  it('survives three staff removing one another at the same moment', async () => {
    const c = await createTestUser(ctx, { isStaff: true, name: 'Staff C' });
    for (let round = 0; round < 6; round++) {
      await ctx.db
        .update(users)
        .set({ isStaff: true, isActive: true, sessionsValidAfter: null }) // a demotion ended their tokens (decision 037): the next round starts afresh
        .where(inArray(users.id, [a.id, b.id, c.id]));
      const answers = await Promise.all([
        patch(a, b, { is_staff: false }),
        patch(b, c, { is_active: false }),
        patch(c, a, round % 2 ? { is_active: false } : { is_staff: false }),
      ]);
      expect(await activeStaff(), `round ${round}`).toHaveLength(1);
      expect(
        answers.filter((r) => r.statusCode === 200),
        `round ${round}`,
      ).toHaveLength(2);
    }
    await ctx.db.update(users).set({ isStaff: false }).where(eq(users.id, c.id));
  });

  it('lets staff remove others while another active staff account remains', async () => {
    await ctx.db
      .update(users)
      .set({ isStaff: true, isActive: true, sessionsValidAfter: null }) // a demotion ended their tokens (decision 037): the next round starts afresh
      .where(inArray(users.id, [a.id, b.id]));
    const c = await createTestUser(ctx, { isStaff: true, name: 'Staff C' });
    const [ca, cb] = await Promise.all([patch(c, a, { is_staff: false }), patch(c, b, { is_active: false })]);
    expect([ca.statusCode, cb.statusCode]).toEqual([200, 200]);
    expect(await activeStaff()).toEqual([c.id]);
    // Making staff again needs no other staff to exist.
    expect((await patch(c, a, { is_staff: true })).json()).toMatchObject({ is_staff: true, is_active: true });
  });
});
