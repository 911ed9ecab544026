import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { cityId, createListing, createTestUser, type TestUser } from '../../../../test/factories';
import { mp4, multipart, photo as makePhoto, preparePhotos } from '../../../../test/media';
import { inquiries, properties, propertyMedia } from '../../../db/schema';

/** A phone photo: landscape pixels with EXIF orientation 6 (shown portrait), camera and GPS metadata. */
const phonePhoto = (width = 1200, height = 900) => makePhoto({ width, height, camera: true, gps: true, orientation: 6 });

describe('listing management (owners)', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let stranger: TestUser;
  let staff: TestUser;
  let ramallah: number;
  let photo: Buffer;

  const valid = () => ({
    title: '  شقة جديدة في الطيرة ',
    description: 'ثلاث غرف نوم وإطلالة',
    type: 'apartment',
    purpose: 'sale',
    price: '١٢٠٠٠٠',
    area: '140',
    beds: '3',
    baths: '2',
    floors: '',
    country_id: '',
    city_id: String(ramallah),
    address: 'شارع الطيرة',
    amenities: JSON.stringify(['parking', 'balcony', 'parking']),
    status: 'active',
    currency: 'ILS',
  });
  const submit = async (
    user: TestUser | null,
    fields: Record<string, string>,
    files: Record<string, { data: Buffer; type: string; name: string }> = {},
    lang = 'en',
  ) => {
    const body = await multipart(fields, files);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/properties/',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': lang, ...(user?.headers ?? {}) },
    });
  };
  const mediaFiles = () => {
    const dir = path.join(ctx.config.mediaDir, 'properties');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx, { name: 'Owner' });
    stranger = await createTestUser(ctx);
    staff = await createTestUser(ctx, { isStaff: true });
    ramallah = await cityId(ctx.db, 'Ramallah');
    photo = await phonePhoto();
  }, 60_000);

  it('submits a listing with photos: pending whatever was sent, in the chosen currency, upright WebP variants without metadata', async () => {
    const res = await submit(owner, valid(), {
      image_0: { data: photo, type: 'image/jpeg', name: 'IMG_0001.jpg' },
      image_1: { data: photo, type: 'image/jpeg', name: 'IMG_0002.jpg' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ title: 'شقة جديدة في الطيرة', status: 'pending', currency: 'ILS', price: 120000, is_owner: true });
    expect(body.amenities).toEqual(['parking', 'balcony']);
    // The answer comes before the variants: the photos are being prepared, and the owner is told so.
    expect(body).toMatchObject({ property_media: [], photos_pending: 2, cover_image: null });
    const mine = await ctx.app.inject({ url: '/api/v1/realty/properties/my_properties/', headers: owner.headers });
    expect(mine.json().results.find((p: { id: number }) => p.id === body.id)).toMatchObject({ photos_pending: 2, cover_image: null });
    expect(await preparePhotos(ctx.app.services)).toBe(2);
    const ready = (await ctx.app.inject({ url: `/api/v1/realty/properties/${body.id}/`, headers: owner.headers })).json();
    expect(ready).toMatchObject({ photos_pending: 0 });
    expect(ready.property_media).toHaveLength(2);
    const [stored] = await ctx.db.select().from(propertyMedia).where(eq(propertyMedia.propertyId, body.id)).limit(1);
    // Turned upright: the 1200×900 pixels shown portrait are stored 900 wide.
    expect(stored).toMatchObject({ width: 900, height: 1200, mimeType: 'image/webp', widths: [480] });
    const file = path.join(ctx.config.mediaDir, `${stored!.storageKey}-480.webp`);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(480);
    // Not public until staff approve it.
    expect((await ctx.app.inject({ url: `/api/v1/realty/properties/${body.id}/` })).statusCode).toBe(404);
  });

  it('refuses bad fields with translated field errors, and writes nothing', async () => {
    const before = mediaFiles().length;
    const ar = await submit(
      owner,
      { title: ' ', price: '0', area: '', type: 'castle', amenities: '["pool","sauna"]' },
      {
        image_0: { data: photo, type: 'image/jpeg', name: 'a.jpg' },
      },
      'ar',
    );
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toMatchObject({
      title: ['العنوان مطلوب'],
      description: ['الوصف مطلوب'],
      price: ['السعر مطلوب'],
      area: ['المساحة مطلوبة'],
      city_id: ['المدينة مطلوبة'],
      address: ['العنوان التفصيلي مطلوب'],
      type: ['اختر قيمة صالحة.'],
      purpose: ['الغرض مطلوب'],
      amenities: ['ميزة غير معروفة.'],
    });
    const otherCountry = await submit(owner, { ...valid(), country_id: '999' });
    expect(otherCountry.json().city_id).toEqual(['This city is not in the chosen country.']);
    const noCity = await submit(owner, { ...valid(), city_id: '999999' });
    expect(noCity.json().city_id).toEqual(['This city does not exist.']);
    expect(mediaFiles().length).toBe(before);
  });

  it('enforces the upload limits from the bytes: 10 photos, images only, one MP4/MOV/WebM video', async () => {
    const eleven = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [`image_${i}`, { data: photo, type: 'image/jpeg', name: `${i}.jpg` }]),
    );
    const tooMany = await submit(owner, valid(), eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().images).toEqual(['You can upload maximum 10 images']);

    const fake = await submit(owner, valid(), {
      image_0: { data: Buffer.from('#!/bin/sh\necho hi\n'), type: 'image/jpeg', name: 'x.jpg' },
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().images).toEqual(['Only image files (JPEG, PNG, WebP, GIF, AVIF) can be uploaded.']);

    const notVideo = await submit(owner, valid(), { video: { data: photo, type: 'video/mp4', name: 'v.mp4' } }, 'ar');
    expect(notVideo.statusCode).toBe(415);
    expect(notVideo.json().video).toEqual(['يجب أن يكون الفيديو بصيغة MP4 أو MOV أو WebM.']);

    const big = Buffer.concat([mp4(), Buffer.alloc(50 * 1024 * 1024)]);
    const tooBig = await submit(owner, valid(), { video: { data: big, type: 'video/mp4', name: 'v.mp4' } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().video).toEqual(['Video size must be less than 50MB']);

    const withVideo = await submit(owner, valid(), { video: { data: mp4(), type: 'video/mp4', name: 'tour.mp4' } });
    expect(withVideo.statusCode).toBe(201);
    expect(withVideo.json().video_url).toMatch(/^\/media\/properties\/[0-9a-f-]+\.mp4$/);
  });

  it('needs a signed-in user, and answers 401 to an invalid token even on public routes', async () => {
    expect((await submit(null, valid())).statusCode).toBe(401);
    const bad = { authorization: 'Bearer expired.or.forged' };
    const list = await ctx.app.inject({ url: '/api/v1/realty/properties/', headers: bad });
    expect(list.statusCode).toBe(401);
    expect(list.json().code).toBe('token_invalid');
    expect((await ctx.app.inject({ url: '/api/v1/realty/properties/' })).statusCode).toBe(200);
  });

  it("edits: photo accounting, removal of photos and video, and back to review after an owner changes a live listing's photos", async () => {
    const id = await createListing(ctx, { ownerId: owner.id, title: 'Live listing', images: 9, video: true });
    await ctx.db.update(properties).set({ rejectionReason: 'old' }).where(eq(properties.id, id));
    const media = await ctx.db.select().from(propertyMedia).where(eq(propertyMedia.propertyId, id));
    const images = media.filter((m) => m.mediaType === 'image');
    const patch = async (
      user: TestUser,
      fields: Record<string, string>,
      files: Record<string, { data: Buffer; type: string; name: string }> = {},
    ) => {
      const body = await multipart(fields, files);
      return ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/realty/properties/${id}/`,
        payload: body.payload,
        headers: { ...body.headers, 'accept-language': 'en', ...user.headers },
      });
    };
    // 9 kept + 2 new = 11: refused.
    const over = await patch(
      owner,
      {},
      {
        image_0: { data: photo, type: 'image/jpeg', name: 'a.jpg' },
        image_1: { data: photo, type: 'image/jpeg', name: 'b.jpg' },
      },
    );
    expect(over.json().images).toEqual(['You can upload maximum 10 images']);
    // 9 − 1 removed + 2 new = 10: fine.
    const ok = await patch(
      owner,
      { title: 'Edited title', delete_images: JSON.stringify([images[0]!.id]), delete_video: 'true' },
      { image_0: { data: photo, type: 'image/jpeg', name: 'a.jpg' }, image_1: { data: photo, type: 'image/jpeg', name: 'b.jpg' } },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ photos_pending: 2 });
    await preparePhotos(ctx.app.services);
    const body = (await ctx.app.inject({ url: `/api/v1/realty/properties/${id}/`, headers: owner.headers })).json();
    expect(body).toMatchObject({ title: 'Edited title', status: 'pending', video_url: null, rejection_reason: null, photos_pending: 0 });
    expect(body.property_media.filter((m: { media_type: string }) => m.media_type === 'image')).toHaveLength(10);
    expect(body.property_media.map((m: { id: number }) => m.id)).not.toContain(images[0]!.id);

    // Staff edits keep the status.
    await ctx.db.update(properties).set({ status: 'active' }).where(eq(properties.id, id));
    const byStaff = await patch(staff, { title: 'Staff fix' });
    expect(byStaff.json()).toMatchObject({ title: 'Staff fix', status: 'active' });
    // JSON edits work too (an owner's edit of a live listing without media waits for review: listing-changes.test.ts).
    const json = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/realty/properties/${id}/`,
      payload: { price: 99000 },
      headers: owner.headers,
    });
    expect(json.json()).toMatchObject({ status: 'active', pending_changes: { status: 'pending', fields: { price: 99000 } } });
  });

  it('removes photos named by the URLs the API gave for them (any size, relative or absolute), as by their ids', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, images: 5, status: 'pending' });
    const others = await createListing(ctx, { ownerId: stranger.id, images: 1 });
    const detail = async (pid: number) =>
      (await ctx.app.inject({ url: `/api/v1/realty/properties/${pid}/`, headers: owner.headers })).json();
    const before = await detail(id);
    const photos = before.property_media as { id: number; file_url: string; srcset: string }[];
    const widest = (srcset: string) => srcset.split(', ').at(-1)!.split(' ')[0]!;
    const patch = async (deleteImages: unknown[], lang = 'en', asJson = false) => {
      if (asJson) {
        return ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/realty/properties/${id}/`,
          payload: { delete_images: deleteImages },
          headers: { 'accept-language': lang, ...owner.headers },
        });
      }
      const body = await multipart({ delete_images: JSON.stringify(deleteImages) });
      return ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/realty/properties/${id}/`,
        payload: body.payload,
        headers: { ...body.headers, 'accept-language': lang, ...owner.headers },
      });
    };

    // The specification's client sends the gallery's URLs (media_list); others any size, or absolute.
    const removed = await patch([before.media_list[0], `https://manara.ps${widest(photos[1]!.srcset)}`]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().property_media.map((m: { id: number }) => m.id)).toEqual(photos.slice(2).map((p) => p.id));
    const byJson = await patch([photos[2]!.file_url, photos[3]!.id], 'en', true);
    expect(byJson.json().property_media.map((m: { id: number }) => m.id)).toEqual([photos[4]!.id]);

    // A photo of another listing, one already removed, or something that is no photo's URL: refused, nothing removed.
    const foreign = (await detail(others)).media_list[0];
    for (const entry of [foreign, photos[0]!.file_url, photos[0]!.id, '/media/properties/nothing-960.webp', 'not a url', 999999]) {
      const res = await patch([photos[4]!.file_url, entry], 'ar');
      expect(res.statusCode, String(entry)).toBe(400);
      expect(res.json()).toMatchObject({
        delete_images: ['إحدى الصور المطلوب حذفها ليست من صور هذا الإعلان.'],
        field_codes: { delete_images: ['delete_image_unknown'] },
      });
    }
    expect((await detail(id)).property_media.map((m: { id: number }) => m.id)).toEqual([photos[4]!.id]);
    expect((await detail(others)).media_list).toHaveLength(1);
  });

  it('marks a listing sold or rented only from active, and only as its purpose allows', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, purpose: 'sale' });
    const mark = (status: string, user = owner) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/realty/properties/${id}/status/`,
        payload: { status },
        headers: { 'accept-language': 'en', ...user.headers },
      });
    expect((await mark('rented')).statusCode).toBe(400);
    expect((await mark('sold', stranger)).statusCode).toBe(404);
    const sold = await mark('sold');
    expect(sold.json().status).toBe('sold');
    expect((await ctx.app.inject({ url: `/api/v1/realty/properties/${id}/` })).statusCode).toBe(404);
    expect((await mark('sold')).json().status).toEqual(['Only an active listing can be marked sold (for sale) or rented (for rent).']);
  });

  it('deletes a listing and its files; nobody else may', async () => {
    const created = (await submit(owner, valid(), { image_0: { data: photo, type: 'image/jpeg', name: 'a.jpg' } })).json();
    await preparePhotos(ctx.app.services);
    const [stored] = await ctx.db.select().from(propertyMedia).where(eq(propertyMedia.propertyId, created.id));
    const file = path.join(ctx.config.mediaDir, `${stored!.storageKey}-480.webp`);
    expect(existsSync(file)).toBe(true);
    const del = (user: TestUser) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/v1/realty/properties/${created.id}/`, headers: user.headers });
    expect((await del(stranger)).statusCode).toBe(404);
    expect((await del(owner)).statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect((await del(owner)).statusCode).toBe(404);
  });

  it('hides every owner route on another person’s listing behind 404', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'pending' });
    const h = stranger.headers;
    const body = await multipart({ title: 'mine now' });
    const responses = await Promise.all([
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/realty/properties/${id}/`,
        payload: body.payload,
        headers: { ...body.headers, ...h },
      }),
      ctx.app.inject({ method: 'DELETE', url: `/api/v1/realty/properties/${id}/`, headers: h }),
      ctx.app.inject({ method: 'POST', url: `/api/v1/realty/properties/${id}/status/`, payload: { status: 'sold' }, headers: h }),
      ctx.app.inject({ url: `/api/v1/realty/properties/${id}/`, headers: h }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
  });

  it("lists the owner's listings in every status with counts over all of them, and the rejection reason", async () => {
    const me = await createTestUser(ctx);
    await createListing(ctx, { ownerId: me.id, status: 'active' });
    await createListing(ctx, { ownerId: me.id, status: 'pending' });
    const rejected = await createListing(ctx, { ownerId: me.id, status: 'rejected' });
    await ctx.db.update(properties).set({ rejectionReason: 'Photos missing', viewsCount: 7 }).where(eq(properties.id, rejected));
    await createListing(ctx, { ownerId: stranger.id });
    const res = await ctx.app.inject({ url: '/api/v1/realty/properties/my_properties/?page_size=2', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results).toHaveLength(2);
    expect(body.next).toMatch(/^\/api\/v1\/realty\/properties\/my_properties\/\?page_size=2&cursor=[\w-]+$/);
    expect((await ctx.app.inject({ url: body.next, headers: me.headers })).json().results).toHaveLength(1);
    expect(body.counts).toEqual({
      all: 3,
      active: 1,
      pending: 1,
      rejected: 1,
      sold: 0,
      rented: 0,
      expired: 0,
      total_views: 7,
      total_inquiries: 0,
      total_saves: 0,
      total_calls: 0,
      total_whatsapp: 0,
    });
    const onlyRejected = (
      await ctx.app.inject({ url: '/api/v1/realty/properties/my_properties/?status=rejected', headers: me.headers })
    ).json();
    expect(onlyRejected.results).toEqual([
      expect.objectContaining({ id: rejected, status: 'rejected', rejection_reason: 'Photos missing' }),
    ]);
    expect((await ctx.app.inject({ url: '/api/v1/realty/properties/my_properties/' })).statusCode).toBe(401);
  });

  it('gives the owner an inbox across their listings, unread first, with read and unread marks', async () => {
    const me = await createTestUser(ctx);
    const a = await createListing(ctx, { ownerId: me.id, title: 'Flat A', images: 1 });
    const b = await createListing(ctx, { ownerId: me.id, title: 'Flat B' });
    const other = await createListing(ctx, { ownerId: stranger.id });
    const [first, second] = await ctx.db
      .insert(inquiries)
      .values([
        { propertyId: a, name: 'Sami', email: 'sami@example.com', message: 'Is it available?', kind: 'contact' },
        {
          propertyId: b,
          name: 'Rana',
          email: 'rana@example.com',
          message: 'Saturday?',
          kind: 'visit',
          preferredDate: '2026-12-05',
          preferredTime: '10:30',
        },
        { propertyId: other, name: 'X', email: 'x@example.com', message: 'not yours' },
      ])
      .returning({ id: inquiries.id });
    const inbox = async () => (await ctx.app.inject({ url: '/api/v1/realty/inquiries/', headers: me.headers })).json();
    let body = await inbox();
    expect(body.count).toBe(2);
    expect(body.unread_count).toBe(2);
    // Both unread: newest first.
    expect(body.results[0]).toMatchObject({
      kind: 'visit',
      preferred_date: '2026-12-05',
      preferred_time: '10:30',
      property: { id: b, title: 'Flat B' },
    });
    const read = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/realty/inquiries/${second!.id}/`,
      payload: { read: true },
      headers: me.headers,
    });
    expect(read.statusCode).toBe(204);
    body = await inbox();
    expect(body.unread_count).toBe(1);
    expect(body.results[0].id).toBe(first!.id);
    expect(body.results[1].read_at).not.toBeNull();
    expect(body.results[0].property.cover_image.url).toMatch(/-960\.webp$/);
    const notMine = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/realty/inquiries/${first!.id}/`,
      payload: { read: true },
      headers: stranger.headers,
    });
    expect(notMine.statusCode).toBe(404);
  });
});
