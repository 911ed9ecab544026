import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock';
import { createTestContext, type TestContext } from '../../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../../test/factories';
import { signAccessToken } from '../../../lib/tokens';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 33, Build 3 (decision 068): views, inquiries, visit requests, saves, calls and WhatsApp presses
 * counted once per visitor per listing per day, summed per day and over 7, 30 and 90 days for the owner
 * of the listing only; the day rows past their retention are deleted.
 */
describe("an owner's statistics over time", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  let fan: TestUser;
  let flat: number;
  let shop: number;
  let theirs: number;
  const clock = createTestClock(new Date('2026-10-01T09:00:00Z'));
  const ua = { 'user-agent': 'test-browser' };

  const view = (id: number, ip: string) => ctx.app.inject({ url: `/api/v1/realty/properties/${id}/`, remoteAddress: ip, headers: ua });
  const lead = (id: number, kind: 'call' | 'whatsapp', ip: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/realty/properties/${id}/leads/`, payload: { kind }, remoteAddress: ip, headers: ua });
  const inquire = (id: number, ip: string, visit = false) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/realty/properties/${id}/inquiries/`,
      remoteAddress: ip,
      headers: ua,
      payload: {
        name: 'Sami Odeh',
        email: 'sami@example.com',
        message: 'Is it still available?',
        kind: visit ? 'visit' : 'contact',
        // The form checks the date against the real calendar, not the app's clock.
        ...(visit && { preferred_date: new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10) }),
      },
    });
  /** Moves the app's clock; everyone signs in again (their tokens are dated by it). */
  const move = async (ms: number) => {
    clock.advance(ms);
    for (const u of [owner, other, fan]) {
      u.token = await signAccessToken(u.user, ctx.config.jwtSecret, ctx.config.accessTokenTtlSeconds, clock.now());
      u.headers = { authorization: `Bearer ${u.token}` };
    }
  };
  const statistics = async (user: TestUser | null, query: string) =>
    ctx.app.inject({ url: `/api/v1/realty/statistics/?${query}`, headers: { ...user?.headers, 'accept-language': 'en' } });

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    owner = await createTestUser(ctx, { name: 'Owner', role: 'provider', providerType: 'realtor', phone: '0599 123 456' });
    other = await createTestUser(ctx, { name: 'Other owner' });
    fan = await createTestUser(ctx, { name: 'Fan' });
    flat = await createListing(ctx, { ownerId: owner.id, title: 'Flat in Ramallah' });
    shop = await createListing(ctx, { ownerId: owner.id, title: 'Shop in Nablus', type: 'commercial' });
    theirs = await createListing(ctx, { ownerId: other.id, title: 'Not yours' });
  });

  it('counts each kind once per visitor per day and sums the days (the clock moved)', async () => {
    // Day 1 (2026-10-01): two visitors view the flat, one of them three times; one presses Call twice and
    // WhatsApp once; one sends two messages; a visit request; a save; the shop is viewed once.
    for (const ip of ['10.1.0.1', '10.1.0.1', '10.1.0.1', '10.1.0.2']) expect((await view(flat, ip)).statusCode).toBe(200);
    await view(shop, '10.1.0.1');
    for (const [kind, ip] of [
      ['call', '10.1.0.1'],
      ['call', '10.1.0.1'],
      ['whatsapp', '10.1.0.1'],
    ] as const)
      expect((await lead(flat, kind, ip)).json()).toEqual({ counted: true });
    expect((await inquire(flat, '10.1.0.2')).statusCode).toBe(201);
    expect((await inquire(flat, '10.1.0.2')).statusCode).toBe(201);
    expect((await inquire(flat, '10.1.0.3', true)).statusCode).toBe(201);
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/favorites/',
      headers: fan.headers,
      payload: { property_id: flat },
    });
    expect(save.statusCode).toBe(201);

    // Day 2: the same visitor views again (a new day counts again) and presses Call again.
    await move(DAY);
    await view(flat, '10.1.0.1');
    await lead(flat, 'call', '10.1.0.1');
    // Day 11: a third visitor.
    await move(9 * DAY);
    await view(flat, '10.1.0.9');

    const res = await statistics(owner, `days=30&property_id=${flat}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(30);
    expect(body.to).toBe('2026-10-11');
    expect(body.from).toBe('2026-09-12');
    const on = (day: string) => body.days.find((d: { day: string }) => d.day === day);
    expect(on('2026-10-01')).toEqual({ day: '2026-10-01', views: 2, inquiry: 1, visit: 1, save: 1, call: 1, whatsapp: 1 });
    expect(on('2026-10-02')).toEqual({ day: '2026-10-02', views: 1, inquiry: 0, visit: 0, save: 0, call: 1, whatsapp: 0 });
    expect(on('2026-10-11')).toMatchObject({ views: 1, call: 0 });
    expect(on('2026-09-30')).toEqual({ day: '2026-09-30', views: 0, inquiry: 0, visit: 0, save: 0, call: 0, whatsapp: 0 });
    expect(body.totals).toEqual({ views: 4, inquiry: 1, visit: 1, save: 1, call: 2, whatsapp: 1 });

    // Every listing: the shop's view is added; its own totals are listed beside the flat's.
    const all = (await statistics(owner, 'days=30')).json();
    expect(all.totals).toEqual({ views: 5, inquiry: 1, visit: 1, save: 1, call: 2, whatsapp: 1 });
    expect(all.listings).toEqual([
      { id: flat, title: 'Flat in Ramallah', totals: body.totals },
      { id: shop, title: 'Shop in Nablus', totals: { views: 1, inquiry: 0, visit: 0, save: 0, call: 0, whatsapp: 0 } },
    ]);

    // 7 days back from day 11 leave days 1 and 2 out; 90 keep them.
    expect((await statistics(owner, `days=7&property_id=${flat}`)).json().totals).toEqual({
      views: 1,
      inquiry: 0,
      visit: 0,
      save: 0,
      call: 0,
      whatsapp: 0,
    });
    const quarter = (await statistics(owner, 'days=90')).json();
    expect(quarter.days).toHaveLength(90);
    expect(quarter.totals.views).toBe(5);
  });

  it('marks the published price changes of the period', async () => {
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/realty/properties/${shop}/`,
      headers: owner.headers,
      payload: { price: 90_000 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const staff = await createTestUser(ctx, { name: 'Staff', isStaff: true });
    const changes = await ctx.app.inject({ url: '/api/v1/admin/listing-changes/', headers: staff.headers });
    if (changes.json().count > 0) {
      const approve = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/listing-changes/${shop}/approve/`,
        headers: staff.headers,
      });
      expect(approve.statusCode, approve.body).toBe(204);
    }
    const body = (await statistics(owner, `days=7&property_id=${shop}`)).json();
    expect(body.price_changes).toEqual([
      { property_id: shop, day: '2026-10-11', old_price: 100_000, old_currency: 'USD', new_price: 90_000, currency: 'USD' },
    ]);
    expect((await statistics(owner, `days=7&property_id=${flat}`)).json().price_changes).toEqual([]);
  });

  it("answers 404 for another's listing, 401 signed out and 400 for another period", async () => {
    const res = await statistics(owner, `days=30&property_id=${theirs}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('property_not_found');
    expect((await statistics(owner, 'days=30&property_id=999999')).statusCode).toBe(404);
    expect((await statistics(null, 'days=30')).statusCode).toBe(401);
    const bad = await statistics(owner, 'days=14');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_codes).toEqual({ days: ['invalid_choice'] });
    // Another owner sees none of this owner's listings.
    expect((await statistics(other, 'days=90')).json().listings.map((l: { id: number }) => l.id)).toEqual([theirs]);
  });

  it('deletes the day rows past the retention (400 days), keeping the rest', async () => {
    const count = async () =>
      (
        await ctx.db.execute<{ v: number; a: number }>(
          sql`select (select count(*) from property_views)::int as v, (select count(*) from listing_activity)::int as a`,
        )
      ).rows[0]!;
    const before = await count();
    // From day 11 (2026-10-11) to 2027-11-06: day 1 (2026-10-01) is 401 days back, day 2 exactly 400 (kept).
    await move(391 * DAY);
    expect(clock.now().toISOString().slice(0, 10)).toBe('2027-11-06');
    expect(await ctx.app.services.stats.forgetOld()).toBeGreaterThan(0);
    const after = await count();
    expect(after.v).toBe(before.v - 3); // the flat's two and the shop's one of day 1
    expect(after.a).toBe(before.a - 5); // day 1's call, WhatsApp, message, visit request, save
  });
});

describe("staff's overview", () => {
  let ctx: TestContext;
  let staff: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await createTestUser(ctx, { name: 'Staff', isStaff: true });
    owner = await createTestUser(ctx, { name: 'Owner' });
  });

  it('counts submissions, decisions with their median time, reports, and active listings by city and type', async () => {
    const now = ctx.clock.now();
    const a = await createListing(ctx, { ownerId: owner.id, status: 'pending', createdAt: new Date(now.getTime() - 2 * 3600_000) });
    const b = await createListing(ctx, { ownerId: owner.id, status: 'pending', createdAt: new Date(now.getTime() - 4 * 3600_000) });
    const c = await createListing(ctx, { ownerId: owner.id, status: 'pending', createdAt: new Date(now.getTime() - 6 * 3600_000) });
    await createListing(ctx, { ownerId: owner.id, city: 'Nablus', type: 'villa' });
    const call = (url: string, payload?: object) =>
      ctx.app.inject({ method: payload ? 'POST' : 'GET', url: `/api/v1${url}`, headers: staff.headers, ...(payload && { payload }) });
    expect((await call(`/admin/properties/${a}/approve/`, {})).statusCode).toBe(204);
    expect((await call(`/admin/properties/${b}/approve/`, {})).statusCode).toBe(204);
    expect((await call(`/admin/properties/${c}/reject/`, { reason: 'Photos missing' })).statusCode).toBe(204);
    const report = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/realty/properties/${a}/reports/`,
      payload: { reason: 'fraud' },
    });
    expect(report.statusCode, report.body).toBe(201);

    const res = await ctx.app.inject({ url: '/api/v1/admin/statistics/?days=7', headers: { ...staff.headers, 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(7);
    const today = body.days.at(-1);
    const submittedToday =
      [a, b, c].length + 1 - body.days.slice(0, -1).reduce((n: number, d: { submissions: number }) => n + d.submissions, 0);
    expect(today.submissions).toBe(submittedToday);
    expect(body.days.reduce((n: number, d: { submissions: number }) => n + d.submissions, 0)).toBe(4);
    expect(body.days.reduce((n: number, d: { approvals: number }) => n + d.approvals, 0)).toBe(2);
    expect(body.days.reduce((n: number, d: { rejections: number }) => n + d.rejections, 0)).toBe(1);
    // Decisions 2, 4 and 6 hours after submission: the median is 4.
    const decided = body.days.filter((d: { median_decision_hours: number | null }) => d.median_decision_hours !== null);
    expect(decided).toHaveLength(1);
    expect(decided[0].median_decision_hours).toBeCloseTo(4, 0);
    expect(body.days.reduce((n: number, d: { reports: number }) => n + d.reports, 0)).toBe(1);
    expect(body.open_reports).toBe(1);
    expect(body.active).toEqual(
      expect.arrayContaining([
        { city_id: expect.any(Number), city: 'Ramallah', type: 'apartment', count: 2 },
        { city_id: expect.any(Number), city: 'Nablus', type: 'villa', count: 1 },
      ]),
    );
  });

  it('is for staff only: 403 for an owner, 401 signed out', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/admin/statistics/', headers: owner.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/admin/statistics/' })).statusCode).toBe(401);
  });
});
