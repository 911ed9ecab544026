import { dunamsToSquareMetres, squareMetresToDunams } from '@manara/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createListing, createTestUser, listingFormFields, type TestUser } from '../../../test/factories';
import { properties } from '../../db/schema';
import { repriceJob } from './exchange-rates.service';
import { eventually } from '../../../test/cluster';
import { startTestWorker } from '../../../test/worker';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe('money and land (decision 040): listings priced in USD, JOD or ILS, rates set by staff, dunams', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let client: TestUser;
  let staff: TestUser;
  const id = {} as Record<'usd' | 'jod' | 'ils', number>;

  const call = (method: Method, url: string, user?: { headers: object } | null, payload?: object, language = 'en') =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: { 'accept-language': language, ...(user?.headers ?? {}) } });
  const ids = async (query: string) => {
    const res = await call('GET', `/realty/properties/?purpose=sale&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().results as { id: number }[]).map((r) => r.id);
  };
  const priceUsd = async (listing: number) =>
    Number((await ctx.db.select({ v: properties.priceUsd }).from(properties).where(eq(properties.id, listing)))[0]!.v);

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx);
    client = await createTestUser(ctx);
    staff = await createTestUser(ctx, { isStaff: true, name: 'Rates desk' });
    // At the starting rates (JOD 0.709, ILS 3.7 per dollar): $100,000; 100,000 JOD ≈ $141,044; 400,000 ₪ ≈ $108,108.
    id.usd = await createListing(ctx, { ownerId: owner.id, price: 100_000, currency: 'USD' });
    id.jod = await createListing(ctx, { ownerId: owner.id, price: 100_000, currency: 'JOD', type: 'land', area: 2500 });
    id.ils = await createListing(ctx, { ownerId: owner.id, price: 400_000, currency: 'ILS' });
  });

  it('publishes the starting rates, dated, with US dollars as the base', async () => {
    const res = await call('GET', '/exchange-rates/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual([
      { currency: 'USD', per_usd: 1, set_at: '2026-11-25T00:00:00.000Z' },
      { currency: 'JOD', per_usd: 0.709, set_at: '2026-11-25T00:00:00.000Z' },
      { currency: 'ILS', per_usd: 3.7, set_at: '2026-11-25T00:00:00.000Z' },
    ]);
  });

  it('keeps each listing in its own currency and its price in US dollars beside it', async () => {
    const card = (await call('GET', `/realty/properties/${id.jod}/`)).json();
    expect(card).toMatchObject({ price: 100_000, currency: 'JOD', price_usd: 141_043.72 });
    expect(await priceUsd(id.ils)).toBe(108_108.11);
    expect(await priceUsd(id.usd)).toBe(100_000);
  });

  it('an owner submits and edits a price in JOD or ILS; another currency is a translated 400', async () => {
    const fields = await listingFormFields(ctx.db);
    const created = await call('POST', '/realty/properties/', owner, { ...fields, price: '2500', currency: 'ILS' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ price: 2500, currency: 'ILS', price_usd: 675.68 });
    const plain = await call('POST', '/realty/properties/', owner, fields);
    expect(plain.json()).toMatchObject({ currency: 'USD', price_usd: 100_000 });

    const edited = await call('PATCH', `/realty/properties/${created.json().id}/`, owner, { currency: 'JOD' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ price: 2500, currency: 'JOD', price_usd: 3526.09 });
    const repriced = await call('PATCH', `/realty/properties/${created.json().id}/`, owner, { price: '709' });
    expect(repriced.json()).toMatchObject({ price: 709, currency: 'JOD', price_usd: 1000 });

    const euros = await call('POST', '/realty/properties/', owner, { ...fields, currency: 'EUR' }, 'ar');
    expect(euros.statusCode).toBe(400);
    expect(euros.json().currency).toEqual(['اختر قيمة صالحة.']);
  });

  it('price filters and the price order work in the chosen currency', async () => {
    const mine = (found: number[]) => found.filter((n) => Object.values(id).includes(n));
    // US dollars by default.
    expect(mine(await ids('price_max=105000'))).toEqual([id.usd]);
    expect(mine(await ids('price_min=105000&price_max=120000'))).toEqual([id.ils]);
    // 75,000 JOD ≈ $105,783: the dollar listing (≈ 70,900 JOD) only.
    expect(mine(await ids('currency=JOD&price_max=75000'))).toEqual([id.usd]);
    expect(mine(await ids('currency=JOD&price_min=99999'))).toEqual([id.jod]);
    // 390,000 ₪ ≈ $105,405: the shekel and dinar listings.
    expect(mine(await ids('currency=ILS&price_min=390000&ordering=price'))).toEqual([id.ils, id.jod]);
    // Every currency sorts together by its value.
    expect(mine(await ids('ordering=price'))).toEqual([id.usd, id.ils, id.jod]);
    expect(mine(await ids('ordering=-price'))).toEqual([id.jod, id.ils, id.usd]);
    // The map's pins and a saved search's count use the same filters.
    const map = await call('GET', '/realty/properties/map/?purpose=sale&currency=JOD&price_max=75000');
    expect(map.statusCode, map.body).toBe(200);

    const bad = await call('GET', '/realty/properties/?currency=EUR', null, undefined, 'ar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().currency).toEqual(['اختر قيمة صالحة.']);
  });

  it('a saved search in dinars is matched in dinars', async () => {
    const save = await call('POST', '/saved-searches/', client, {
      filters: { purpose: 'sale', currency: 'JOD', price_max: 75000 },
      frequency: 'instant',
    });
    expect(save.statusCode, save.body).toBe(201);
    expect(save.json().auto_name).toMatchObject({
      en: expect.stringContaining('up to JOD 75,000'),
      ar: expect.stringContaining('75,000 دينار'),
    });
    expect(await ctx.app.services.savedSearches.matchListing(id.jod)).toBe(0);
    expect(await ctx.app.services.savedSearches.matchListing(id.usd)).toBe(1);
  });

  it('only staff set a rate: 401 for visitors, 403 for others; bad rates are translated 400s', async () => {
    expect((await call('PUT', '/admin/exchange-rates/JOD/', null, { per_usd: 0.7 })).statusCode).toBe(401);
    expect((await call('PUT', '/admin/exchange-rates/JOD/', client, { per_usd: 0.7 })).statusCode).toBe(403);
    expect((await call('GET', '/admin/exchange-rates/', owner)).statusCode).toBe(403);
    const base = await call('PUT', '/admin/exchange-rates/USD/', staff, { per_usd: 2 });
    expect(base.statusCode).toBe(400);
    const tiny = await call('PUT', '/admin/exchange-rates/ILS/', staff, { per_usd: '0.001' }, 'ar');
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().per_usd).toEqual(['أدخل سعر صرف بين 0.01 و10,000 مقابل الدولار الأمريكي.']);
    const empty = await call('PUT', '/admin/exchange-rates/ILS/', staff, { per_usd: '' });
    expect(empty.json().per_usd).toEqual(['Enter the rate.']);
    expect(await priceUsd(id.ils)).toBe(108_108.11);
  });

  it('a new rate from staff is audited and queues the re-pricing of listings in that currency, done in batches', async () => {
    const res = await call('PUT', '/admin/exchange-rates/ILS/', staff, { per_usd: '٤' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'ILS', per_usd: 4, set_by: { id: staff.id, name: 'Rates desk' } });
    expect(Date.now() - Date.parse(res.json().set_at)).toBeLessThan(60_000);
    // Queued with the rate, in its transaction; the listings keep their old dollar price until it runs.
    const queued = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${repriceJob.name} and data->>'currency' = 'ILS' and state = 'created'`,
    );
    expect(queued.rows[0]!.n).toBe(1);
    expect(await priceUsd(id.ils)).toBe(108_108.11);

    // Three more shekel listings, re-priced two at a time: every one changes once, the dollar ones not at all.
    const more = await Promise.all([1, 2, 3].map((n) => createListing(ctx, { ownerId: owner.id, price: 40_000 * n, currency: 'ILS' })));
    await ctx.db.update(properties).set({ priceUsd: 1 }).where(inArray(properties.id, more));
    expect(await ctx.app.services.exchangeRates.reprice('ILS', 2)).toBe(4);
    expect(await Promise.all(more.map(priceUsd))).toEqual([10_000, 20_000, 30_000]);
    expect(await ctx.app.services.exchangeRates.reprice('ILS', 2)).toBe(0);
    expect(await priceUsd(id.ils)).toBe(100_000);
    expect(await priceUsd(id.jod)).toBe(141_043.72);

    const rates = (await call('GET', '/admin/exchange-rates/', staff)).json();
    expect(rates.map((r: { currency: string; set_by: unknown }) => [r.currency, r.set_by])).toEqual([
      ['USD', null],
      ['JOD', null],
      ['ILS', { id: staff.id, name: 'Rates desk' }],
    ]);
    // 400,000 ₪ is now $100,000: a $100,000 ceiling finds it.
    expect((await ids('price_max=100000')).filter((n) => n === id.ils)).toEqual([id.ils]);

    const audit = (await call('GET', '/admin/audit-log/', staff)).json().results[0];
    expect(audit).toMatchObject({
      action: 'exchange_rate.set',
      entity: 'exchange_rate',
      entity_id: 'ILS',
      actor: { id: staff.id },
      details: { before: { per_usd: 3.7 }, after: { per_usd: 4 } },
    });
  });

  it('land is stored in m² and reads back as the dunams it was entered in', async () => {
    const fields = await listingFormFields(ctx.db);
    const area = dunamsToSquareMetres(2.75);
    const created = await call('POST', '/realty/properties/', owner, { ...fields, type: 'land', area: String(area), currency: 'JOD' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().area).toBe(2750);
    expect(squareMetresToDunams(created.json().area)).toBe(2.75);
    expect(squareMetresToDunams(dunamsToSquareMetres(0.125))).toBe(0.125);
  });
});

describe('a new rate with a worker running, as ROLE=all runs it', () => {
  it('re-prices the listings in that currency in the background', async () => {
    const ctx = await createTestContext();
    await startTestWorker(ctx);
    const owner = await createTestUser(ctx);
    const staff = await createTestUser(ctx, { isStaff: true });
    const listing = await createListing(ctx, { ownerId: owner.id, price: 100_000, currency: 'JOD' });
    const priceUsd = async () =>
      Number((await ctx.db.select({ v: properties.priceUsd }).from(properties).where(eq(properties.id, listing)))[0]!.v);
    expect(await priceUsd()).toBe(141_043.72);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/exchange-rates/JOD/',
      payload: { per_usd: 0.5 },
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => (await priceUsd()) === 200_000, 'the JOD listing re-priced at 0.5 per dollar');
  });
});
