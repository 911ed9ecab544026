import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../../test/factories';
import { properties } from '../../../db/schema';

describe('favourites', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let user: TestUser;
  const url = '/api/v1/realty/favorites/';

  const add = (who: TestUser, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
  const listIds = async (who: TestUser, query = '') => {
    const res = await ctx.app.inject({ url: `${url}${query}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx);
    user = await createTestUser(ctx);
  });

  it('requires signing in', async () => {
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url, payload: { property_id: 1 } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}1/` })).statusCode).toBe(401);
    const expired = await ctx.app.inject({ url, headers: { authorization: 'Bearer nonsense' } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('token_invalid');
  });

  it('saves, lists and removes a listing; saving twice is harmless', async () => {
    const first = await createListing(ctx, { ownerId: owner.id, title: 'First saved', images: 1 });
    const second = await createListing(ctx, { ownerId: owner.id, title: 'Second saved' });
    const me = await createTestUser(ctx);

    const created = await add(me, { property_id: first });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ property_id: first, created_at: expect.any(String) });
    const again = await add(me, { property_id: first });
    expect(again.statusCode).toBe(200);
    expect(again.json().created_at).toBe(created.json().created_at);
    expect((await add(me, { property_id: String(second) })).statusCode).toBe(201);

    const listed = await listIds(me);
    expect(listed.count).toBe(2);
    // Most recently saved first, as full cards.
    expect(listed.results.map((r: { id: number }) => r.id)).toEqual([second, first]);
    expect(listed.results[1]).toMatchObject({ title: 'First saved', media_list: [expect.stringMatching(/-960\.webp$/)] });
    const paged = await listIds(me, '?page_size=1');
    expect(paged.next).toBe(`${url}?page_size=1&page=2`);

    const detail = await ctx.app.inject({ url: `/api/v1/realty/properties/${first}/`, headers: me.headers });
    expect(detail.json().is_favorite).toBe(true);
    expect((await ctx.app.inject({ url: `/api/v1/realty/properties/${first}/`, headers: user.headers })).json().is_favorite).toBe(false);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `${url}${first}/`, headers: me.headers });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}${first}/`, headers: me.headers })).statusCode).toBe(204);
    expect((await listIds(me)).results.map((r: { id: number }) => r.id)).toEqual([second]);
    // Other users' favourites are their own.
    expect((await listIds(user)).count).toBe(0);
  });

  it('cannot save a hidden or missing listing', async () => {
    const pending = await createListing(ctx, { ownerId: owner.id, status: 'pending' });
    const res = await add(user, { property_id: pending });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('property_not_found');
    expect((await add(owner, { property_id: pending })).statusCode).toBe(404);
    expect((await add(user, { property_id: 987654 })).statusCode).toBe(404);
  });

  it('validates the request', async () => {
    const missing = await add(user, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_codes).toEqual({ property_id: ['required'] });
    expect((await add(user, { property_id: 'abc' })).json().field_codes).toEqual({ property_id: ['invalid_number'] });
    expect((await add(user, { property_id: -4 })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}abc/`, headers: user.headers })).statusCode).toBe(400);
  });

  it('drops a saved listing from the list once it is no longer public', async () => {
    const me = await createTestUser(ctx);
    const pid = await createListing(ctx, { ownerId: owner.id, title: 'Soon sold' });
    expect((await add(me, { property_id: pid })).statusCode).toBe(201);
    expect((await listIds(me)).count).toBe(1);
    await ctx.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, pid));
    expect(await listIds(me)).toMatchObject({ count: 0, results: [] });
  });
});
