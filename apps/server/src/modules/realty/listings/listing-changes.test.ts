import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../../test/factories';
import { auditLog, properties } from '../../../db/schema';

/**
 * Decision 044: an owner's edit of a live listing keeps the published version public while the changes
 * wait for staff, who see them beside the published values and apply or refuse them.
 */
describe('edits of live listings held for review', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let staff: TestUser;
  let stranger: TestUser;

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, ...(payload && { payload }), headers: user?.headers ?? {} });
  const detail = async (user: TestUser | null, id: number) => {
    const res = await call(user, 'GET', `/realty/properties/${id}/`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const statusOf = async (id: number) =>
    (await ctx.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id)))[0]!.status;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx, { name: 'Owner' });
    staff = await createTestUser(ctx, { isStaff: true, name: 'Moderator' });
    stranger = await createTestUser(ctx);
  });

  it('keeps the published version public while an edit waits, then applies it when staff approve', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'active', title: 'Sunny flat', price: 90_000, images: 2 });
    const edit = await call(owner, 'PATCH', `/realty/properties/${id}/`, { title: 'Sunny flat with a garden', price: 95_000 });
    expect(edit.statusCode, edit.body).toBe(200);
    // The owner sees the published listing and the changes waiting beside it.
    expect(edit.json()).toMatchObject({
      status: 'active',
      title: 'Sunny flat',
      price: 90_000,
      // The specification's `title` is held as the language its script says (decision 045).
      pending_changes: { status: 'pending', fields: { title_en: 'Sunny flat with a garden', price: 95_000 }, rejection_reason: null },
    });
    // Visitors see the published version, nothing of the changes, and search does not find the new words.
    expect(await detail(null, id)).toMatchObject({ title: 'Sunny flat', price: 90_000, pending_changes: null });
    expect(await statusOf(id)).toBe('active');
    const found = (await call(null, 'GET', `/realty/properties/?search=garden`)).json();
    expect(found.results.map((r: { id: number }) => r.id)).not.toContain(id);

    // A second edit merges into the waiting one, field by field.
    await call(owner, 'PATCH', `/realty/properties/${id}/`, { description: 'Now with a garden.', price: 97_000 });
    expect((await detail(owner, id)).pending_changes.fields).toEqual({
      title_en: 'Sunny flat with a garden',
      price: 97_000,
      description_en: 'Now with a garden.',
    });
    // The dashboard says changes wait.
    const mine = (await call(owner, 'GET', '/realty/properties/my_properties/')).json();
    expect(mine.results.find((r: { id: number }) => r.id === id).changes).toEqual({ status: 'pending', rejection_reason: null });

    // Staff see each changed field beside its published value.
    const queue = await call(staff, 'GET', '/admin/listing-changes/');
    expect(queue.statusCode).toBe(200);
    const item = queue.json().results.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({
      title: 'Sunny flat',
      text_lang: 'en',
      owner_id: owner.id,
      published: { title_en: 'Sunny flat', price: 90_000 },
      changes: { fields: { title_en: 'Sunny flat with a garden', price: 97_000 } },
    });
    expect(typeof item.published.description_en).toBe('string');

    expect((await call(staff, 'POST', `/admin/listing-changes/${id}/approve/`)).statusCode).toBe(204);
    expect(await detail(null, id)).toMatchObject({
      title: 'Sunny flat with a garden',
      price: 97_000,
      description: 'Now with a garden.',
      status: 'active',
    });
    expect((await detail(owner, id)).pending_changes).toBeNull();
    const search = (await call(null, 'GET', `/realty/properties/?search=garden`)).json();
    expect(search.results.map((r: { id: number }) => r.id)).toContain(id);
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'property.approve_changes'), eq(auditLog.entityId, String(id))));
    expect(audited).toHaveLength(1);
    expect((await call(staff, 'POST', `/admin/listing-changes/${id}/approve/`)).statusCode).toBe(404);
  });

  it('refusing the changes keeps the published version and tells the owner why', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'active', title: 'Stone house' });
    await call(owner, 'PATCH', `/realty/properties/${id}/`, { title: 'Cheapest house in Palestine!!!' });
    const refused = await call(staff, 'POST', `/admin/listing-changes/${id}/reject/`, { reason: 'Misleading title' });
    expect(refused.statusCode, refused.body).toBe(204);
    expect(await detail(null, id)).toMatchObject({ title: 'Stone house', status: 'active' });
    expect((await detail(owner, id)).pending_changes).toMatchObject({ status: 'rejected', rejection_reason: 'Misleading title' });
    const mine = (await call(owner, 'GET', '/realty/properties/my_properties/')).json();
    expect(mine.results.find((r: { id: number }) => r.id === id).changes).toEqual({
      status: 'rejected',
      rejection_reason: 'Misleading title',
    });
    // Refused changes are not in the queue and cannot be applied.
    expect((await call(staff, 'GET', '/admin/listing-changes/')).json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call(staff, 'POST', `/admin/listing-changes/${id}/approve/`)).statusCode).toBe(404);
    // A new edit starts afresh (the refused fields are not carried over).
    await call(owner, 'PATCH', `/realty/properties/${id}/`, { price: 150_000 });
    expect((await detail(owner, id)).pending_changes).toMatchObject({ status: 'pending', fields: { price: 150_000 } });
    expect((await detail(owner, id)).pending_changes.fields.title_en).toBeUndefined();
  });

  it('an edit that changes photos goes to review with the listing, replacing held changes', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'active', title: 'Shop', images: 2 });
    await call(owner, 'PATCH', `/realty/properties/${id}/`, { title: 'Corner shop' });
    const photo = (await detail(owner, id)).property_media[0].id;
    const res = await call(owner, 'PATCH', `/realty/properties/${id}/`, { title: 'Corner shop, renovated', delete_images: [photo] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', title: 'Corner shop, renovated', pending_changes: null });
  });

  it('holds only what differs from the published version (the form sends every field)', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'active', title: 'Villa', price: 300_000 });
    const published = await detail(owner, id);
    const unchanged = {
      ...Object.fromEntries(['title_ar', 'title_en', 'description_ar', 'description_en'].map((f) => [f, published[f]])),
      price: published.price,
      city_id: published.city.id,
    };
    expect((await call(owner, 'PATCH', `/realty/properties/${id}/`, unchanged)).json().pending_changes).toBeNull();
    await call(owner, 'PATCH', `/realty/properties/${id}/`, { ...unchanged, price: 280_000, title_en: 'Villa with pool' });
    expect((await detail(owner, id)).pending_changes.fields).toEqual({ price: 280_000, title_en: 'Villa with pool' });
    // Setting a field back to its published value drops it; nothing left drops the held changes.
    await call(owner, 'PATCH', `/realty/properties/${id}/`, { ...unchanged, title_en: 'Villa with pool' });
    expect((await detail(owner, id)).pending_changes.fields).toEqual({ title_en: 'Villa with pool' });
    await call(owner, 'PATCH', `/realty/properties/${id}/`, unchanged);
    expect((await detail(owner, id)).pending_changes).toBeNull();
  });

  it('only staff review held changes; strangers see nothing of them', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'active', title: 'Office' });
    await call(owner, 'PATCH', `/realty/properties/${id}/`, { title: 'Big office' });
    expect((await detail(stranger, id)).pending_changes).toBeNull();
    expect((await call(owner, 'GET', '/admin/listing-changes/')).statusCode).toBe(403);
    expect((await call(owner, 'POST', `/admin/listing-changes/${id}/approve/`)).statusCode).toBe(403);
    expect((await call(null, 'POST', `/admin/listing-changes/${id}/approve/`)).statusCode).toBe(401);
    expect((await call(stranger, 'PATCH', `/realty/properties/${id}/`, { title: 'Mine' })).statusCode).toBe(404);
    const empty = await call(staff, 'POST', `/admin/listing-changes/${id}/reject/`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    // A staff edit of someone's live listing applies at once and leaves the owner's changes waiting.
    await call(staff, 'PATCH', `/realty/properties/${id}/`, { price: 1_234 });
    expect(await detail(null, id)).toMatchObject({ price: 1_234, title: 'Office' });
    expect((await detail(owner, id)).pending_changes).toMatchObject({ status: 'pending', fields: { title_en: 'Big office' } });
  });

  it('holds an added language and a changed English title, checked against the listing as it will read (decision 045)', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'active', title: 'Garden flat', description: 'Ground floor.' });
    // An Arabic title without its description is refused, in the request's language, before anything is held.
    const half = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/realty/properties/${id}/`,
      payload: { title_ar: 'شقة مع حديقة' },
      headers: { ...owner.headers, 'accept-language': 'en' },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ description_ar: ['Description is required'] });
    expect(half.json().title_ar).toBeUndefined();
    expect((await detail(owner, id)).pending_changes).toBeNull();

    const both = { title_ar: 'شقة أرضية مع حديقة', description_ar: 'في الطابق الأرضي.', title_en: 'Garden flat, ground floor' };
    expect((await call(owner, 'PATCH', `/realty/properties/${id}/`, both)).statusCode).toBe(200);
    expect((await detail(owner, id)).pending_changes.fields).toEqual(both);
    const item = (await call(staff, 'GET', '/admin/listing-changes/')).json().results.find((r: { id: number }) => r.id === id);
    expect(item.published).toEqual({ title_ar: '', description_ar: '', title_en: 'Garden flat' });
    // Clearing the only written language is refused, merged with what waits.
    const cleared = await call(owner, 'PATCH', `/realty/properties/${id}/`, {
      title_ar: '',
      description_ar: '',
      title_en: '',
      description_en: '',
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toMatchObject({ title_ar: expect.any(Array), title_en: expect.any(Array) });

    expect((await call(staff, 'POST', `/admin/listing-changes/${id}/approve/`)).statusCode).toBe(204);
    const arabic = await detail(null, id);
    expect(arabic).toMatchObject({ title: 'شقة أرضية مع حديقة', description: 'في الطابق الأرضي.', text_lang: 'ar' });
    const english = (await ctx.app.inject({ url: `/api/v1/realty/properties/${id}/`, headers: { 'accept-language': 'en' } })).json();
    expect(english).toMatchObject({ title: 'Garden flat, ground floor', description: 'Ground floor.', text_lang: 'en' });
    const found = (await call(null, 'GET', `/realty/properties/?search=${encodeURIComponent('حديقة أرضية')}`)).json();
    expect(found.results.map((r: { id: number }) => r.id)).toContain(id);
  });
});
