import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';

describe('countries and cities', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });

  it('lists countries as a plain array', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/realty/countries/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: expect.any(Number), name_ar: 'فلسطين', name_en: 'Palestine' }]);
  });

  it('lists a country’s cities in their curated order with governorates', async () => {
    const [country] = (await ctx.app.inject({ url: '/api/v1/realty/countries/' })).json();
    const res = await ctx.app.inject({ url: `/api/v1/realty/cities/?country_fk=${country.id}` });
    expect(res.statusCode).toBe(200);
    const cities = res.json();
    expect(cities).toHaveLength(50);
    expect(cities[0]).toEqual({
      id: expect.any(Number),
      name_ar: 'جنين',
      name_en: 'Jenin',
      country_id: country.id,
      governorate_ar: 'جنين',
      governorate_en: 'Jenin',
      // Its centre, where a pin dropped for a listing in Jenin starts.
      latitude: expect.closeTo(32.46, 1),
      longitude: expect.closeTo(35.3, 1),
    });
    const ramallah = cities.find((c: { name_en: string }) => c.name_en === 'Ramallah');
    expect(ramallah).toMatchObject({ name_ar: 'رام الله', governorate_en: 'Ramallah & al-Bireh' });
    // Grouped: a governorate's cities are contiguous.
    const order = cities.map((c: { governorate_en: string }) => c.governorate_en);
    expect(new Set(order).size).toBe(order.filter((g: string, i: number) => g !== order[i - 1]).length);
    // Without a country: all cities.
    expect((await ctx.app.inject({ url: '/api/v1/realty/cities/' })).json()).toEqual(cities);
  });

  it('answers an unknown country with an empty list and a malformed one with 400', async () => {
    const unknown = await ctx.app.inject({ url: '/api/v1/realty/cities/?country_fk=9999' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
    for (const bad of ['abc', '-1', '0', '1.5', "1' or '1'='1"]) {
      const res = await ctx.app.inject({
        url: `/api/v1/realty/cities/?country_fk=${encodeURIComponent(bad)}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().field_codes.country_fk).toHaveLength(1);
    }
  });
});
