import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { createListing, createTestUser } from '../../../../test/factories';

/** Compare (up to four, every one public) and the batch behind recently viewed (issue 33). */
describe('compare and the listing batch', () => {
  let ctx: TestContext;
  const id: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'pending' | 'sold', number> = {} as never;

  beforeAll(async () => {
    ctx = await createTestContext();
    const { id: ownerId } = await createTestUser(ctx);
    id.a = await createListing(ctx, { ownerId, title: 'Flat A', price: 100_000, amenities: ['parking', 'elevator'], images: 1 });
    id.b = await createListing(ctx, { ownerId, title: 'Land B', type: 'land', area: 2000, price: 50_000, currency: 'JOD' });
    id.c = await createListing(ctx, { ownerId, title: 'Flat C', purpose: 'rent', price: 1_800, currency: 'ILS' });
    id.d = await createListing(ctx, { ownerId, title: 'Flat D' });
    id.e = await createListing(ctx, { ownerId, title: 'Flat E' });
    id.pending = await createListing(ctx, { ownerId, title: 'Pending', status: 'pending' });
    id.sold = await createListing(ctx, { ownerId, title: 'Sold', status: 'sold' });
  });

  const get = (path: string, language = 'en') => ctx.app.inject({ url: `/api/v1${path}`, headers: { 'accept-language': language } });

  it('compares up to four public listings in the order asked, each with its amenities and cover photo', async () => {
    const res = await get(`/realty/properties/compare/?ids=${id.c},${id.a},${id.b}`);
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as {
      results: { id: number; title: string; amenities: string[]; currency: string; area: number; cover_image: unknown; type: string }[];
    };
    expect(results.map((r) => r.id)).toEqual([id.c, id.a, id.b]);
    expect(results[1]).toMatchObject({ title: 'Flat A', amenities: ['parking', 'elevator'] });
    expect(results[1]!.cover_image).not.toBeNull();
    expect(results[2]).toMatchObject({ type: 'land', area: 2000, currency: 'JOD', amenities: [] });
    // A repeated id counts once; Arabic-Indic digits read as digits.
    const again = await get(`/realty/properties/compare/?ids=${id.a},${id.a}`);
    expect((again.json() as { results: unknown[] }).results).toHaveLength(1);
    const arabic = await get(`/realty/properties/compare/?ids=${String(id.d).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)}`);
    expect(arabic.statusCode).toBe(200);
  });

  it('refuses more than four listings, in the reader’s language', async () => {
    const ids = [id.a, id.b, id.c, id.d, id.e].join(',');
    const res = await get(`/realty/properties/compare/?ids=${ids}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', field_codes: { ids: ['compare_too_many'] } });
    const ar = await get(`/realty/properties/compare/?ids=${ids}`, 'ar');
    expect(JSON.stringify(ar.json())).toContain('أربعة عقارات على الأكثر');
  });

  it('refuses a listing that is not public or does not exist (404 compare_unavailable), never comparing fewer', async () => {
    for (const other of [id.pending, id.sold, 2_000_000_000]) {
      const res = await get(`/realty/properties/compare/?ids=${id.a},${other}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'compare_unavailable', detail: 'One or more of these listings are no longer available.' });
    }
  });

  it('answers 400, never 5xx, for malformed lists', async () => {
    for (const ids of ['', ',', 'abc', '1.5', '-3', '0', '99999999999', '1,,2,x', '١e3']) {
      const res = await get(`/realty/properties/compare/?ids=${encodeURIComponent(ids)}`);
      expect(res.statusCode, ids).toBe(400);
    }
    expect((await get('/realty/properties/compare/')).statusCode).toBe(400);
    // The parameter repeated is a list too; a bad part of it is still refused.
    expect((await get('/realty/properties/compare/?ids=1&ids=x')).statusCode).toBe(400);
  });

  it('the batch (recently viewed) leaves out what is no longer public and refuses more than ten', async () => {
    const res = await get(`/realty/properties/batch/?ids=${id.e},${id.pending},${id.a},2000000000,${id.sold}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { results: { id: number }[] }).results.map((r) => r.id)).toEqual([id.e, id.a]);
    const eleven = Array.from({ length: 11 }, (_, i) => id.a + i).join(',');
    const many = await get(`/realty/properties/batch/?ids=${eleven}`);
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ field_codes: { ids: ['too_many_ids'] } });
  });

  it("a listing's QR code is an SVG of its page's address in the language asked", async () => {
    const res = await get(`/realty/properties/${id.a}/qr/?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain(`/en/realty/property/${id.a}</title>`);
    expect((await get(`/realty/properties/${id.a}/qr/`)).body).toContain(`/realty/property/${id.a}</title>`);
    expect((await get(`/realty/properties/${id.a}/qr/?lang=fr`)).statusCode).toBe(400);
    expect((await get('/realty/properties/0/qr/')).statusCode).toBe(400);
  });
});
