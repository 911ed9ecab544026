import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { createListing, createTestUser, listingFormFields, type TestUser } from '../../../../test/factories';
import { multipart, photo, preparePhotos, type TestFile } from '../../../../test/media';
import { auditLog, listingChanges, properties } from '../../../db/schema';

type Media = { id: number; media_type: string; file_url: string; width: number | null; height: number | null };

/**
 * Decision 046: owners order their listing's photos (the first is the cover) when adding and editing,
 * stored and new photos in one list; a new order of a live listing's photos applies at once and the
 * listing stays public, while adding or removing media is still a resubmission (decision 044).
 */
describe('photo order and cover', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let staff: TestUser;
  let landscape: TestFile;
  let portrait: TestFile;

  const send = async (
    user: TestUser,
    method: 'POST' | 'PATCH',
    url: string,
    fields: Record<string, string>,
    files: Record<string, TestFile> = {},
    lang = 'en',
  ) => {
    const body = await multipart(fields, files);
    return ctx.app.inject({
      method,
      url: `/api/v1/realty/properties/${url}`,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': lang, ...user.headers },
    });
  };
  const edit = (user: TestUser, id: number, fields: Record<string, string>, files: Record<string, TestFile> = {}, lang = 'en') =>
    send(user, 'PATCH', `${id}/`, fields, files, lang);
  const order = (...entries: (number | string)[]) => JSON.stringify(entries.map((e) => (typeof e === 'number' ? { id: e } : { file: e })));
  const detail = async (user: TestUser | null, id: number) => {
    const res = await ctx.app.inject({ url: `/api/v1/realty/properties/${id}/`, headers: user?.headers ?? {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: string; cover_image: { url: string } | null; property_media: Media[]; media_list: string[] } & Record<
      string,
      unknown
    >;
  };
  const photoIds = async (id: number) => (await detail(owner, id)).property_media.filter((m) => m.media_type === 'image').map((m) => m.id);

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx, { name: 'Owner' });
    staff = await createTestUser(ctx, { isStaff: true });
    landscape = { data: await photo({ width: 800, height: 600 }), type: 'image/jpeg', name: 'wide.jpg' };
    portrait = { data: await photo({ width: 600, height: 800 }), type: 'image/jpeg', name: 'tall.jpg' };
  });

  it('reorders a live listing at once: it stays public, the cover and the public card follow, text still waits', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'active', title: 'Olive house', images: 3, video: true });
    const [a, b, c] = await photoIds(id);
    const before = await detail(owner, id);
    const updatedBefore = (await ctx.db.select().from(properties).where(eq(properties.id, id)))[0]!.updatedAt;

    // The owner makes the third photo the cover (first) and changes the title in the same save.
    const res = await edit(owner, id, { title: 'Olive house with a garden', photo_order: order(c!, a!, b!) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'active',
      title: 'Olive house',
      pending_changes: { fields: { title_en: 'Olive house with a garden' } },
    });

    // Everyone sees the new order now; the video stays after the photos; the text waits for review.
    const shown = await detail(null, id);
    expect(shown.status).toBe('active');
    expect(shown.property_media.map((m) => m.id)).toEqual([c, a, b, before.property_media[3]!.id]);
    const url = (photoId: number) => before.property_media.find((m) => m.id === photoId)!.file_url;
    expect(shown.cover_image!.url).toBe(url(c!));
    expect(shown.media_list).toEqual([url(c!), url(a!), url(b!)]);
    const list = await ctx.app.inject({ url: '/api/v1/realty/properties/?search=Olive' });
    expect(list.json().results.find((r: { id: number }) => r.id === id)).toMatchObject({ cover_image: { url: url(c!) } });
    const mine = await ctx.app.inject({ url: '/api/v1/realty/properties/my_properties/', headers: owner.headers });
    expect(mine.json().results.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'active',
      cover_image: { url: url(c!) },
      changes: { status: 'pending' },
    });
    const updatedAfter = (await ctx.db.select().from(properties).where(eq(properties.id, id)))[0]!.updatedAt;
    expect(updatedAfter.getTime()).toBeGreaterThan(updatedBefore.getTime());

    // A reorder alone keeps it public too, and leaves no held changes of its own.
    const other = await createListing(ctx, { ownerId: owner.id, status: 'active', images: 2 });
    const [x, y] = await photoIds(other);
    const alone = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/realty/properties/${other}/`,
      payload: { photo_order: [{ id: y }, { id: x }] },
      headers: owner.headers,
    });
    expect(alone.json()).toMatchObject({ status: 'active', pending_changes: null });
    expect((await detail(null, other)).property_media.map((m) => m.id)).toEqual([y, x]);
    expect(await ctx.db.select().from(listingChanges).where(eq(listingChanges.propertyId, other))).toEqual([]);

    // Approving the held title later keeps the order.
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/listing-changes/${id}/approve/`, headers: staff.headers })).statusCode,
    ).toBe(204);
    expect(await detail(null, id)).toMatchObject({ title: 'Olive house with a garden', cover_image: { url: url(c!) } });
  });

  it('places new photos among stored ones in one save (a resubmission of a live listing), and orders a new listing', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'active', images: 2 });
    const [a, b] = await photoIds(id);
    const res = await edit(owner, id, { photo_order: order('image_1', b!, 'image_0', a!) }, { image_0: landscape, image_1: portrait });
    expect(res.statusCode, res.body).toBe(200);
    // Adding photos is still a resubmission (decision 044).
    expect(res.json()).toMatchObject({ status: 'pending', photos_pending: 2 });
    await preparePhotos(ctx.app.services);
    const media = (await detail(owner, id)).property_media;
    expect(media.map((m) => m.id).slice(1, 2)).toEqual([b]);
    expect(media[3]!.id).toBe(a);
    // image_1 (portrait) first, image_0 (landscape) third.
    expect(media[0]!.height! > media[0]!.width!).toBe(true);
    expect(media[2]!.width! > media[2]!.height!).toBe(true);
    expect((await detail(owner, id)).cover_image!.url).toBe(media[0]!.file_url);

    // Without an order, new photos go after the stored ones, as before.
    const more = await edit(owner, id, {}, { image_0: landscape });
    expect(more.statusCode, more.body).toBe(200);
    await preparePhotos(ctx.app.services);
    expect((await photoIds(id)).slice(0, 4)).toEqual(media.map((m) => m.id));

    // A new listing: the order names its files; those it leaves out follow.
    const created = await send(
      owner,
      'POST',
      '',
      { ...(await listingFormFields(ctx.db)), photo_order: order('image_2', 'image_0') },
      {
        image_0: landscape,
        image_1: portrait,
        image_2: portrait,
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    await preparePhotos(ctx.app.services);
    const fresh = (await detail(owner, created.json().id)).property_media;
    expect(fresh.map((m) => (m.height! > m.width! ? 'tall' : 'wide'))).toEqual(['tall', 'wide', 'tall']);
  });

  it("refuses orders that do not match the listing's photos, translated, and changes nothing", async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'active', images: 3, video: true });
    const other = await createListing(ctx, { ownerId: owner.id, status: 'active', images: 1 });
    const strangers = await createListing(ctx, { ownerId: staff.id, status: 'active', images: 1 });
    const [a, b, c] = await photoIds(id);
    const media = (await detail(owner, id)).property_media;
    const video = media.find((m) => m.media_type === 'video')!.id;
    const [mine] = await photoIds(other);
    const [theirs] = (await detail(null, strangers)).property_media.map((m) => m.id);

    const refused: [string, Record<string, string>, Record<string, TestFile>][] = [
      ['an unknown id', { photo_order: order(999_999, a!, b!, c!) }, {}],
      ['a repeated id', { photo_order: order(a!, a!, b!, c!) }, {}],
      ["another of the owner's listings' photo", { photo_order: order(mine!, a!) }, {}],
      ["someone else's photo", { photo_order: order(theirs!, a!) }, {}],
      ['the video', { photo_order: order(video, a!) }, {}],
      ['a photo removed in the same save', { photo_order: order(a!, b!, c!), delete_images: JSON.stringify([a]) }, {}],
      ['a file not sent', { photo_order: order('image_3', a!) }, { image_0: landscape }],
      ['a repeated file', { photo_order: order('image_0', 'image_0') }, { image_0: landscape }],
    ];
    for (const [what, fields, files] of refused) {
      const res = await edit(owner, id, fields, files, 'ar');
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({
        code: 'validation_error',
        field_codes: { photo_order: ['photo_order_invalid'] },
        photo_order: ['ترتيب الصور لا يطابق صور هذا الإعلان: كل صورة مرة واحدة، ومن صوره فقط. أعد تحميل الصفحة وحاول مرة أخرى.'],
      });
    }
    // Malformed lists: the shared schema's codes.
    for (const bad of [
      'not json',
      JSON.stringify([{ id: a, file: 'image_0' }]),
      JSON.stringify([{ file: 'video' }]),
      JSON.stringify([{}]),
    ]) {
      const res = await edit(owner, id, { photo_order: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().field_codes), bad).toEqual(['photo_order']);
    }
    expect(await photoIds(id)).toEqual([a, b, c]);
    expect((await detail(owner, id)).status).toBe('active');
    expect((await detail(owner, strangers)).property_media.map((m) => m.id)).toEqual([theirs]);
  });

  it("lets staff reorder someone else's listing, audited; strangers cannot", async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'active', images: 2 });
    const [a, b] = await photoIds(id);
    const stranger = await createTestUser(ctx);
    expect((await edit(stranger, id, { photo_order: order(b!, a!) })).statusCode).toBe(404);
    const res = await edit(staff, id, { photo_order: order(b!, a!) });
    expect(res.json()).toMatchObject({ status: 'active' });
    expect(await photoIds(id)).toEqual([b, a]);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'property.edit'), eq(auditLog.entityId, String(id))));
    expect(entry!.details).toMatchObject({ fields: [], photos_reordered: true, photos_added: 0, media_removed: 0 });
  });
});
