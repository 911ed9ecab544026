import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { cityId, createListing, createTestUser, type TestUser } from '../../../../test/factories';
import { COUNT_LIMIT, NUMBERED_ROWS } from '../../../http/paging';
import { SEARCH_CANDIDATES, SEARCH_WALK } from './listing-queries';

/**
 * Decisions 034 and 035: cursor links that neither repeat nor skip a listing while others are added,
 * counts that stop at a bound, numbered pages that stop at a depth, bad cursors refused, and ranked
 * search that puts the best match first.
 */
describe('listing lists at scale', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let staff: TestUser;
  const base = new Date('2026-01-01T00:00:00Z').getTime();

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { count: number; count_capped: boolean; next: string | null; previous: string | null; results: { id: number }[] };
  };

  /** Follows `next` from `url` to the end, running `between` after each page; the ids in order. */
  async function walk(url: string, between: () => Promise<void> = async () => {}, headers: Record<string, string> = {}) {
    const seen: number[] = [];
    let last = url;
    for (let next: string | null = url; next;) {
      const page = await get(next, headers);
      seen.push(...page.results.map((r) => r.id));
      last = next;
      next = page.next;
      await between();
    }
    return { seen, last };
  }

  /** Follows `previous` from `url` to the start; the ids in list order. */
  async function walkBack(url: string, headers: Record<string, string> = {}) {
    const pages: number[][] = [];
    for (let previous: string | null = url; previous;) {
      const page = await get(previous, headers);
      pages.unshift(page.results.map((r) => r.id));
      previous = page.previous;
    }
    return pages.flat();
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx, { name: 'Walker' });
    staff = await createTestUser(ctx, { isStaff: true });
    // 23 rentals in Jenin: prices in three tied groups, creation times tied in pairs (ids break ties).
    for (let i = 0; i < 23; i++)
      await createListing(ctx, {
        ownerId: owner.id,
        purpose: 'rent',
        city: 'Jenin',
        price: 500 + (i % 3) * 100,
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      });
    // Two more a microsecond apart: cursors keep PostgreSQL's full time precision.
    const a = await createListing(ctx, { ownerId: owner.id, purpose: 'rent', city: 'Jenin', createdAt: new Date(base + 3_600_000) });
    const b = await createListing(ctx, { ownerId: owner.id, purpose: 'rent', city: 'Jenin', createdAt: new Date(base + 3_600_000) });
    await ctx.db.execute(sql`update properties set created_at = created_at + interval '1 microsecond' where id = ${b}`);
    await ctx.db.execute(sql`update properties set created_at = created_at + interval '2 microseconds' where id = ${a}`);
  });

  const jenin = async () => `purpose=rent&city=${await cityId(ctx.db, 'Jenin')}`;
  const allIds = async (order: string) =>
    (
      await ctx.db.execute<{ id: number }>(
        sql.raw(
          `select id from properties where status = 'active' and purpose = 'rent' and city_id = (select id from cities where name_en = 'Jenin') order by ${order}`,
        ),
      )
    ).rows.map((r) => Number(r.id));

  it.each([
    ['-created_at', 'created_at desc, id desc'],
    ['price', 'price asc, id asc'],
    ['-price', 'price desc, id desc'],
  ])('walks every listing once by %s while new ones arrive, and back again', async (ordering, order) => {
    const expected = await allIds(order);
    const url = `/api/v1/realty/properties/?${await jenin()}&ordering=${ordering}&page_size=4`;
    let added = 0;
    // Newer listings (at the top of newest-first) and listings priced among the rest arrive between pages.
    const { seen, last } = await walk(url, async () => {
      if (added++ < 3) await createListing(ctx, { ownerId: owner.id, purpose: 'rent', city: 'Jenin', price: 600, createdAt: new Date() });
    });
    expect(new Set(seen).size).toBe(seen.length);
    const originals = seen.filter((id) => expected.includes(id));
    expect(originals).toEqual(expected);
    // From the last page back to the first: the same order, nothing repeated.
    const back = await walkBack(last);
    expect(new Set(back).size).toBe(back.length);
    expect(back.filter((id) => expected.includes(id))).toEqual(expected);
  });

  it("walks an owner's and the staff's lists by cursor too", async () => {
    const mine = await walk('/api/v1/realty/properties/my_properties/?page_size=5', undefined, owner.headers);
    const expected = (
      await ctx.db.execute<{ id: number }>(sql`select id from properties where owner_id = ${owner.id} order by created_at desc, id desc`)
    ).rows.map((r) => Number(r.id));
    expect(mine.seen).toEqual(expected);
    const staffList = await walk('/api/v1/admin/properties/?page_size=7', undefined, staff.headers);
    expect(staffList.seen.filter((id) => expected.includes(id))).toEqual(expected);
    expect(new Set(staffList.seen).size).toBe(staffList.seen.length);
  });

  it('refuses cursors it did not make, or made for another ordering, with a translated 400', async () => {
    const good = (await get(`/api/v1/realty/properties/?${await jenin()}&page_size=2`)).next!;
    const cursor = new URL(good, 'http://x').searchParams.get('cursor')!;
    const forged = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');
    const bad = [
      'not-a-cursor',
      '%00',
      Buffer.from('{"s":').toString('base64url'),
      forged({ s: 'price', a: ['1', 1] }), // another ordering's
      forged({ s: '-created_at', a: ["1'; drop table properties; --", 1] }),
      forged({ s: '-created_at', a: ['99999999999999999999', 1] }),
      forged({ s: '-created_at', a: ['1', 0] }),
      forged({ s: '-created_at', a: ['1', 1e12] }),
      forged({ s: '-created_at', o: -1 }),
      forged({ s: '-created_at', o: NUMBERED_ROWS }),
      forged({ s: '-created_at' }),
      forged([1, 2]),
      'x'.repeat(201),
    ];
    for (const c of bad) {
      const res = await ctx.app.inject({
        url: `/api/v1/realty/properties/?purpose=rent&cursor=${encodeURIComponent(c)}`,
        headers: { 'accept-language': 'ar' },
      });
      expect(res.statusCode, c).toBe(400);
      const body = res.json();
      expect(body.field_codes.cursor, c).toContain('invalid_cursor');
      expect(body.cursor[0]).toMatch(/[\u0600-\u06FF]/);
    }
    // The good one, with `ordering` changed, belongs to another ordering.
    expect((await ctx.app.inject({ url: `${good}&ordering=price` })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ url: `/api/v1/realty/properties/my_properties/?cursor=${cursor}`, headers: owner.headers })).statusCode,
    ).toBe(200);
  });

  it('counts exactly up to the bound, then says it stopped; numbered pages stop at a depth', async () => {
    // COUNT_LIMIT + 5 more active rentals in Tubas, written in one statement.
    const tubas = await cityId(ctx.db, 'Tubas');
    await ctx.db.execute(sql`
      insert into properties (owner_id, title_en, description_en, type, purpose, price, price_usd, area, country_id, city_id, address, status, search_text, search_title)
      select ${owner.id}, 'Bulk ' || i, 'Bulk listing', 'apartment', 'rent', 400 + i % 7, 400 + i % 7, 90, c.country_id, c.id, 'Main Street', 'active', 'bulk ' || i, 'bulk ' || i
      from generate_series(1, ${COUNT_LIMIT + 5}) i, cities c where c.id = ${tubas}`);
    const capped = await get(`/api/v1/realty/properties/?purpose=rent&city=${tubas}`);
    expect(capped).toMatchObject({ count: COUNT_LIMIT, count_capped: true });
    expect(capped.next).not.toBeNull();
    const exact = await get(`/api/v1/realty/properties/?purpose=rent&city=${tubas}&price_max=400`);
    const n = Number(
      (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from properties where city_id = ${tubas} and price <= 400`))
        .rows[0]!.n,
    );
    expect(exact).toMatchObject({ count: n, count_capped: false });
    // A page past the last match has no row to carry the count: it is still counted.
    const pastEnd = await get(
      `/api/v1/realty/properties/?purpose=rent&city=${tubas}&price_max=400&page_size=50&page=${Math.ceil(n / 50) + 1}`,
    );
    expect(pastEnd).toMatchObject({ count: n, count_capped: false, results: [] });
    // A search by relevance counts the candidates it ranks; by another ordering, every match up to the bound.
    expect(await get(`/api/v1/realty/properties/?purpose=rent&search=bulk`)).toMatchObject({
      count: SEARCH_CANDIDATES,
      count_capped: true,
    });
    expect(await get(`/api/v1/realty/properties/?purpose=rent&search=bulk&ordering=price`)).toMatchObject({
      count: COUNT_LIMIT,
      count_capped: true,
    });

    const deepest = NUMBERED_ROWS / 50;
    expect((await ctx.app.inject({ url: `/api/v1/realty/properties/?purpose=rent&page_size=50&page=${deepest}` })).statusCode).toBe(200);
    const tooDeep = await ctx.app.inject({ url: `/api/v1/realty/properties/?purpose=rent&page_size=50&page=${deepest + 1}` });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().field_codes.page).toContain('page_too_deep');
  });

  it('ranks a search: the exact title first, then titles that start with it, then other word matches, then parts of words', async () => {
    const hebron = await cityId(ctx.db, 'Hebron');
    const listing = (title: string, description: string, daysOld: number) =>
      createListing(ctx, {
        ownerId: owner.id,
        purpose: 'sale',
        city: 'Hebron',
        title,
        description,
        createdAt: new Date(Date.now() - daysOld * 86_400_000),
      });
    // The newest listings match least well: recency must not decide.
    const partOfWord = await listing('مجمع تجاري', 'قرب دوار ابومستودع', 1);
    const inDescription = await listing('بيت عائلي', 'قريب من مستودع البلدية', 2);
    const titleStarts = await listing('مستودع واسع للإيجار', 'أرضية إسمنتية', 3);
    const exact = await listing('مستودع', 'مساحة تخزين', 30);
    const res = await get(`/api/v1/realty/properties/?purpose=sale&city=${hebron}&search=${encodeURIComponent('مستودع')}`);
    expect(res.results.map((r) => r.id)).toEqual([exact, titleStarts, inDescription, partOfWord]);
    // Another ordering on the same search keeps the same matches, in its own order.
    const newest = await get(
      `/api/v1/realty/properties/?purpose=sale&city=${hebron}&search=${encodeURIComponent('مستودع')}&ordering=-created_at`,
    );
    expect(newest.results.map((r) => r.id)).toEqual([partOfWord, inDescription, titleStarts, exact]);
    // Spelling variants and a stemmed plural still find the exact title first.
    const variant = await get(`/api/v1/realty/properties/?purpose=sale&city=${hebron}&search=${encodeURIComponent('مُستودَع')}`);
    expect(variant.results[0]!.id).toBe(exact);
  });

  it('finds a misspelled word when little matches exactly, below every exact match', async () => {
    const jericho = await cityId(ctx.db, 'Jericho');
    const listing = (title: string) =>
      createListing(ctx, { ownerId: owner.id, purpose: 'sale', city: 'Jericho', title, description: 'Quiet street' });
    const close = await listing('Stone villa with garden');
    const exact = await listing('Vila Nova apartment');
    const search = (q: string) => get(`/api/v1/realty/properties/?purpose=sale&city=${jericho}&search=${encodeURIComponent(q)}`);
    // One exact match (fewer than FUZZY_BELOW): close spellings join it, ranked after it.
    expect((await search('vila')).results.map((r) => r.id)).toEqual([exact, close]);
    // Arabic: a wrong last letter still finds the word; so does another ordering of the same search.
    const warehouse = await listing('مستودع تبريد');
    expect((await search('مستودغ')).results.map((r) => r.id)).toEqual([warehouse]);
    const byPrice = await get(
      `/api/v1/realty/properties/?purpose=sale&city=${jericho}&search=${encodeURIComponent('مستودغ')}&ordering=price`,
    );
    expect(byPrice.results.map((r) => r.id)).toEqual([warehouse]);
    // Nothing close: nothing found.
    expect((await search('zqxw')).results).toEqual([]);
  });

  it('finds a rare word in listings older than the newest ones a search looks through first', async () => {
    const nablus = await cityId(ctx.db, 'Nablus');
    const old = (title: string, daysOld: number) =>
      createListing(ctx, {
        ownerId: owner.id,
        purpose: 'rent',
        city: 'Nablus',
        title,
        description: 'Old stone house',
        createdAt: new Date(Date.now() - daysOld * 86_400_000),
      });
    const rare = await old('Olive press loft', 400);
    const misspelled = await old('Saffron courtyard', 401);
    // SEARCH_WALK newer rentals in Nablus, none of them with either word.
    await ctx.db.execute(sql`
      insert into properties (owner_id, title_en, description_en, type, purpose, price, price_usd, area, country_id, city_id, address, status, search_text, search_title)
      select ${owner.id}, 'Newer ' || i, 'Newer listing', 'apartment', 'rent', 500, 500, 90, c.country_id, c.id, 'Main Street', 'active', 'newer ' || i, 'newer ' || i
      from generate_series(1, ${SEARCH_WALK}) i, cities c where c.id = ${nablus}`);
    const search = (q: string) => get(`/api/v1/realty/properties/?purpose=rent&city=${nablus}&search=${encodeURIComponent(q)}`);
    expect(await search('olive')).toMatchObject({ count: 1, results: [{ id: rare }] });
    expect((await search('saffrom')).results.map((r) => r.id)).toEqual([misspelled]);
    // By another ordering too (read from the text indexes rather than walking the price index).
    expect(await get(`/api/v1/realty/properties/?purpose=rent&city=${nablus}&search=olive&ordering=price`)).toMatchObject({
      count: 1,
      results: [{ id: rare }],
    });
    const byPrice = await get(`/api/v1/realty/properties/?purpose=rent&city=${nablus}&search=saffrom&ordering=-price`);
    expect(byPrice.results.map((r) => r.id)).toEqual([misspelled]);
    // A common word still ranks the newest SEARCH_CANDIDATES of its matches.
    expect(await search('newer')).toMatchObject({ count: SEARCH_CANDIDATES, count_capped: true });
  });
});
