import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock';
import { createTestContext, type TestContext } from '../../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../../../test/smtp';
import { startTestWorker } from '../../../../test/worker';
import { priceChanges, savedSearchHits } from '../../../db/schema';
import { signAccessToken } from '../../../lib/tokens';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 33, Build 1 (decision 060): every published price change is kept, a cut of at least 3 % marks
 * the listing for 30 days, lists order by the latest cut and by price per m², and a cut that makes a
 * listing match a saved search alerts it once.
 */
describe('price history, the reduced mark and its orderings', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let owner: TestUser;
  let staff: TestUser;
  const clock = createTestClock(new Date('2026-11-01T08:00:00Z'));

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, ...(payload && { payload }), headers: { ...user?.headers, 'accept-language': 'en' } });
  const detail = async (id: number) => {
    const res = await call(null, 'GET', `/realty/properties/${id}/`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const cardOf = async (id: number, query = 'purpose=sale') => {
    const list = (await call(null, 'GET', `/realty/properties/?${query}&page_size=50`)).json();
    return list.results.find((r: { id: number }) => r.id === id);
  };
  /** The owner edits the live listing's price (held), staff approve it. */
  const cutTo = async (id: number, price: number) => {
    const edit = await call(owner, 'PATCH', `/realty/properties/${id}/`, { price });
    expect(edit.statusCode, edit.body).toBe(200);
    const approve = await call(staff, 'POST', `/admin/listing-changes/${id}/approve/`);
    expect(approve.statusCode, approve.body).toBe(204);
  };

  /** After the clock moved past the tokens' lifetime: the same people sign in again. */
  const signInAgain = async () => {
    for (const u of [owner, staff]) {
      u.token = await signAccessToken(u.user, ctx.config.jwtSecret, ctx.config.accessTokenTtlSeconds, clock.now());
      u.headers = { authorization: `Bearer ${u.token}` };
    }
  };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestContext({
      clock,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Manara <no-reply@manara.example>', PUBLIC_ORIGIN: 'https://manara.example' },
    });
    await startTestWorker(ctx);
    owner = await createTestUser(ctx, { name: 'Owner' });
    staff = await createTestUser(ctx, { isStaff: true, name: 'Moderator' });
  });

  it('keeps a price change only when it is published: approved, never while held, pending or refused', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'active', price: 200_000, title: 'Kept history' });
    // Held: the published price stays, nothing is kept yet.
    await call(owner, 'PATCH', `/realty/properties/${id}/`, { price: 180_000 });
    expect((await detail(id)).price_history).toEqual([]);
    // Refused: still nothing.
    await call(staff, 'POST', `/admin/listing-changes/${id}/reject/`, { reason: 'Check the price' });
    expect((await detail(id)).price_history).toEqual([]);
    // Approved: one change, on the app clock.
    await cutTo(id, 180_000);
    const page = await detail(id);
    expect(page.price).toBe(180_000);
    expect(page.price_history).toEqual([
      { old_price: 200_000, old_currency: 'USD', new_price: 180_000, currency: 'USD', changed_at: clock.now().toISOString() },
    ]);
    expect(page.price_reduced).toEqual({ percent: 10, changed_at: clock.now().toISOString() });

    // A pending listing's price edit is not a published change, nor is a draft's submission.
    const pending = await createListing(ctx, { ownerId: owner.id, status: 'pending', price: 90_000 });
    expect((await call(owner, 'PATCH', `/realty/properties/${pending}/`, { price: 80_000 })).statusCode).toBe(200);
    const kept = await ctx.db.select().from(priceChanges).where(eq(priceChanges.propertyId, pending));
    expect(kept).toHaveLength(0);

    // Staff editing someone's live listing publishes at once: kept too.
    const direct = await createListing(ctx, { ownerId: owner.id, status: 'active', price: 1_000, purpose: 'rent' });
    expect((await call(staff, 'PATCH', `/realty/properties/${direct}/`, { price: 1_100 })).statusCode).toBe(200);
    const rise = await detail(direct);
    expect(rise.price_history).toMatchObject([{ old_price: 1_000, new_price: 1_100 }]);
    expect(rise.price_reduced).toBeNull();
  });

  it('marks a cut of 3 % or more for 30 days, in the currency of the change; a smaller cut, a rise or a new currency clears it', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'active', price: 50_000, currency: 'JOD', title: 'Cut in dinars' });
    await cutTo(id, 48_600); // 2.8 %: kept, not marked
    expect((await detail(id)).price_history).toHaveLength(1);
    expect((await cardOf(id)).price_reduced).toBeNull();
    await cutTo(id, 43_740); // 10 %
    expect((await cardOf(id)).price_reduced).toEqual({ percent: 10, changed_at: clock.now().toISOString() });
    clock.advance(30 * DAY - 1000);
    expect((await cardOf(id)).price_reduced).toMatchObject({ percent: 10 });
    clock.advance(2000);
    expect((await cardOf(id)).price_reduced).toBeNull();
    await signInAgain();

    // A new currency is never compared with the old one: no mark, whatever the amounts.
    const other = await createListing(ctx, { ownerId: owner.id, status: 'active', price: 100_000, currency: 'USD' });
    expect((await call(owner, 'PATCH', `/realty/properties/${other}/`, { price: 60_000, currency: 'JOD' })).statusCode).toBe(200);
    expect((await call(staff, 'POST', `/admin/listing-changes/${other}/approve/`)).statusCode).toBe(204);
    expect((await detail(other)).price_history).toMatchObject([{ old_currency: 'USD', currency: 'JOD', new_price: 60_000 }]);
    expect((await cardOf(other)).price_reduced).toBeNull();
    // Cut, then raised: the last change is a rise, the mark goes.
    await cutTo(other, 50_000);
    expect((await cardOf(other)).price_reduced).toMatchObject({ percent: 16 });
    await cutTo(other, 52_000);
    expect((await cardOf(other)).price_reduced).toBeNull();
  });

  it('orders by the latest cut first and by price per m², paging by cursor; unknown orderings are refused', async () => {
    const mk = (title: string, price: number, area: number) =>
      createListing(ctx, { ownerId: owner.id, status: 'active', purpose: 'rent', type: 'office', price, area, title, city: 'Jericho' });
    const older = await mk('Older cut', 1_000, 100); // 10 / m²
    const newer = await mk('Newer cut', 3_000, 100); // 30 / m² → 27
    const never = await mk('Never cut', 2_000, 400); // 5 / m²
    await cutTo(older, 900); // 9 / m²
    clock.advance(DAY);
    await signInAgain();
    await cutTo(newer, 2_700);
    const base = 'purpose=rent&type=office';
    const ids = (r: { results: { id: number }[] }) => r.results.map((x) => x.id).filter((x) => [older, newer, never].includes(x));

    const byCut = (await call(null, 'GET', `/realty/properties/?${base}&ordering=-price_cut_at`)).json();
    expect(ids(byCut)).toEqual([newer, older, never]);
    const perM2 = (await call(null, 'GET', `/realty/properties/?${base}&ordering=price_per_m2`)).json();
    expect(ids(perM2)).toEqual([never, older, newer]);

    // Cursor paging walks past the listings never cut (their key is the epoch, never null).
    const first = await call(null, 'GET', `/realty/properties/?${base}&ordering=-price_cut_at&page_size=1`);
    expect(first.statusCode, first.body).toBe(200);
    const seen: number[] = [];
    let next: string | null = first.json().next;
    seen.push(...first.json().results.map((r: { id: number }) => r.id));
    while (next) {
      const res = await ctx.app.inject({ method: 'GET', url: next.replace(/^https?:\/\/[^/]+/, '') });
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().results.map((r: { id: number }) => r.id));
      next = res.json().next;
    }
    expect(seen.filter((x) => [older, newer, never].includes(x))).toEqual([newer, older, never]);

    const bad = await call(null, 'GET', `/realty/properties/?ordering=price_cut`);
    expect(bad.statusCode).toBe(400);
  });

  it('a cut that makes a listing match a saved search alerts it once; searches it matched before hear nothing', async () => {
    const watcher = await createTestUser(ctx, { name: 'Watcher' });
    const daily = await createTestUser(ctx, { name: 'Daily' });
    const before = await createTestUser(ctx, { name: 'Already matched' });
    await call(watcher, 'PATCH', '/users/me/', { language: 'en' });
    const save = async (user: TestUser, filters: object, frequency: string) =>
      expect((await call(user, 'POST', '/saved-searches/', { filters, frequency })).statusCode).toBe(201);
    const id = await createListing(ctx, {
      ownerId: owner.id,
      status: 'active',
      purpose: 'sale',
      type: 'villa',
      price: 400_000,
      city: 'Bethlehem',
      title: 'Stone villa',
    });
    await save(watcher, { purpose: 'sale', type: 'villa', price_max: '350000' }, 'instant');
    await save(daily, { purpose: 'sale', type: 'villa', price_max: '350000' }, 'daily');
    await save(before, { purpose: 'sale', type: 'villa', price_max: '500000' }, 'instant');

    const since = smtp.messages.length;
    await cutTo(id, 340_000);
    const alert = await smtp.next(watcher.user.email, { since });
    expect(alert.text).toContain('Stone villa');
    expect(alert.text).toContain(`/en/realty/property/${id}`);
    expect(await ctx.app.services.savedSearches.sendDigests()).toBeGreaterThanOrEqual(1);
    expect((await smtp.next(daily.user.email, { since })).text).toContain('Stone villa');

    // A second cut: the same job again finds nobody new (told once per person and listing).
    await cutTo(id, 320_000);
    expect(await ctx.app.services.savedSearches.matchListing(id, { priceUsd: 340_000 })).toBe(0);
    const hits = async (user: TestUser) =>
      (
        await ctx.db
          .select()
          .from(savedSearchHits)
          .where(and(eq(savedSearchHits.userId, user.id), eq(savedSearchHits.propertyId, id)))
      ).length;
    expect(await hits(watcher)).toBe(1);
    expect(await hits(daily)).toBe(1);
    // The search that already matched at the old price is not alerted by the cut.
    expect(await hits(before)).toBe(0);
    expect(await ctx.app.services.savedSearches.matchListing(id, { priceUsd: 400_000 })).toBe(0);
    expect(await hits(before)).toBe(0);
    const told = smtp.messages
      .slice(since)
      .filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text === watcher.user.email));
    expect(told).toHaveLength(1);
    const [{ n }] = (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from price_changes where property_id = ${id}`))
      .rows as [{ n: number }];
    expect(n).toBe(2);
  });
});
