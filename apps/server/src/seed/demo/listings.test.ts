import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { properties, users } from '../../db/schema';
import { DEMO_ACTIVE_COUNT, DEMO_LISTINGS, DEMO_OWNERS, seedDemoProperties } from './listings';

describe('demo listings', () => {
  let ctx: TestContext;
  let seedMs = 0;
  beforeAll(async () => {
    ctx = await createTestContext();
    const started = performance.now();
    await seedDemoProperties(ctx.db, ctx.storage);
    seedMs = performance.now() - started;
  });

  it('creates the demo owners and three dozen listings, a few pending', async () => {
    expect(DEMO_LISTINGS.length).toBeGreaterThanOrEqual(30);
    for (const owner of DEMO_OWNERS) {
      const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, owner.email));
      expect(row?.hash).toMatch(/^\$argon2id\$/);
    }
    const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(properties);
    expect(n).toBe(DEMO_LISTINGS.length);
    expect(DEMO_LISTINGS.length - DEMO_ACTIVE_COUNT).toBeGreaterThanOrEqual(2);
    // Not a timing assertion, just a record in the test output.
    console.warn(`demo listings seeded in ${Math.round(seedMs)} ms`);
  });

  it('publishes active listings for sale and for rent, each in Arabic and in English', async () => {
    const all = await ctx.app.inject({ url: '/api/v1/realty/properties/?page_size=50' });
    const body = all.json();
    expect(body.count).toBe(DEMO_ACTIVE_COUNT);
    // Every demo listing is written in both languages (decision 045): each page shows its own.
    type Card = { title: string; text_lang: string; title_ar: string; title_en: string };
    for (const card of body.results as Card[]) {
      expect(card.title_ar).toMatch(/[\u0600-\u06FF]/);
      expect(card.title_en).toMatch(/^[^\u0600-\u06FF]+$/);
      expect(card).toMatchObject({ title: card.title_ar, text_lang: 'ar' });
    }
    const english = (await ctx.app.inject({ url: '/api/v1/realty/properties/?page_size=50', headers: { 'accept-language': 'en' } })).json();
    expect(english.results.every((c: Card) => c.text_lang === 'en' && c.title === c.title_en)).toBe(true);
    for (const listing of DEMO_LISTINGS) expect(listing.description_ar && listing.description_en).toBeTruthy();
    const sale = (await ctx.app.inject({ url: '/api/v1/realty/properties/?purpose=sale' })).json();
    const rent = (await ctx.app.inject({ url: '/api/v1/realty/properties/?purpose=rent' })).json();
    expect(sale.count).toBeGreaterThan(10);
    expect(rent.count).toBeGreaterThan(8);
    expect(sale.count + rent.count).toBe(DEMO_ACTIVE_COUNT);
    // Spread over time, with varied view counts.
    const views = new Set(body.results.map((r: { views_count: number }) => r.views_count));
    expect(views.size).toBeGreaterThan(10);
  });

  it('gives every listing 2–5 images whose URLs resolve to WebP files', async () => {
    const body = (await ctx.app.inject({ url: '/api/v1/realty/properties/?page_size=50' })).json();
    for (const card of body.results) {
      expect(card.media_list.length).toBeGreaterThanOrEqual(2);
      expect(card.media_list.length).toBeLessThanOrEqual(5);
    }
    const first = body.results[0];
    const urls = [...first.media_list, ...first.cover_image.srcset.split(', ').map((s: string) => s.split(' ')[0])];
    for (const url of urls) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    const detail = (await ctx.app.inject({ url: `/api/v1/realty/properties/${body.results.at(-1).id}/` })).json();
    for (const item of detail.property_media) {
      expect((await ctx.app.inject({ url: item.file_url })).statusCode).toBe(200);
    }
    expect(detail.owner.name).toBeTruthy();
  });

  it('is found by Arabic search with spelling variants and by English words', async () => {
    const ar = (await ctx.app.inject({ url: `/api/v1/realty/properties/?search=${encodeURIComponent('شقه البيره')}` })).json();
    expect(ar.count).toBeGreaterThanOrEqual(1);
    const en = (await ctx.app.inject({ url: '/api/v1/realty/properties/?search=VILLA' })).json();
    expect(en.count).toBeGreaterThanOrEqual(2);
  });

  it('keeps pending demo listings out of public view', async () => {
    const pending = await ctx.db.select({ id: properties.id }).from(properties).where(eq(properties.status, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(2);
    for (const { id } of pending) expect((await ctx.app.inject({ url: `/api/v1/realty/properties/${id}/` })).statusCode).toBe(404);
  });

  it('runs only once', async () => {
    await seedDemoProperties(ctx.db, ctx.storage);
    const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(properties);
    expect(n).toBe(DEMO_LISTINGS.length);
  });
});
