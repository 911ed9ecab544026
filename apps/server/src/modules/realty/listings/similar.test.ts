import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { createListing, createTestUser } from '../../../../test/factories';

describe('similar listings ranking', () => {
  let ctx: TestContext;
  const id: Record<'base' | 'cityType' | 'city' | 'typeNear' | 'typeFar' | 'other' | 'rent' | 'pending', number> = {} as never;

  beforeAll(async () => {
    ctx = await createTestContext();
    const { id: ownerId } = await createTestUser(ctx);
    const sale = { ownerId, purpose: 'sale' as const };
    id.base = await createListing(ctx, { ...sale, type: 'apartment', city: 'Nablus', price: 100_000 });
    id.cityType = await createListing(ctx, { ...sale, type: 'apartment', city: 'Nablus', price: 300_000 });
    id.city = await createListing(ctx, { ...sale, type: 'house', city: 'Nablus', price: 101_000 });
    id.typeNear = await createListing(ctx, { ...sale, type: 'apartment', city: 'Jenin', price: 99_000 });
    id.typeFar = await createListing(ctx, { ...sale, type: 'apartment', city: 'Hebron', price: 150_000 });
    id.other = await createListing(ctx, { ...sale, type: 'villa', city: 'Jenin', price: 100_000 });
    id.rent = await createListing(ctx, { ownerId, purpose: 'rent', type: 'apartment', city: 'Nablus', price: 100 });
    id.pending = await createListing(ctx, { ...sale, type: 'apartment', city: 'Nablus', price: 100_000, status: 'pending' });
  });

  it('ranks the same city (same type first), then the same type elsewhere, then anything, by closest price', async () => {
    const res = await ctx.app.inject({ url: `/api/v1/realty/properties/${id.base}/similar/` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: number }) => r.id)).toEqual([id.cityType, id.city, id.typeNear, id.typeFar, id.other]);
  });

  it('returns at most six', async () => {
    const { id: ownerId } = await createTestUser(ctx);
    for (let i = 0; i < 7; i++)
      await createListing(ctx, { ownerId, purpose: 'sale', type: 'apartment', city: 'Nablus', price: 100_000 + i });
    const res = await ctx.app.inject({ url: `/api/v1/realty/properties/${id.base}/similar/` });
    const got = res.json().map((r: { id: number; city: { name_en: string } }) => r.city.name_en);
    expect(got).toEqual(Array(6).fill('Nablus'));
  });
});
