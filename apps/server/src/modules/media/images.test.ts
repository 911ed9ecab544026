import { crc32, deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createListing, createTestUser, listingFormFields, type TestUser } from '../../../test/factories';
import { photo } from '../../../test/media';
import { MAX_INPUT_PIXELS } from './images';

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/**
 * A decompression bomb: a valid PNG header announcing `side`×`side` pixels with a few hundred bytes of
 * data behind it. Decoding it would mean gigabytes of memory.
 */
function bombPng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function form(fields: Record<string, string>, file: { field: string; data: Buffer; type?: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), 'photo.png');
  return new Request('http://local/', { method: 'POST', body });
}

interface PhotoRoute {
  method: 'POST' | 'PATCH' | 'PUT';
  url: string;
  user: TestUser;
  fields: Record<string, string>;
  file: string;
  field: string;
}

describe('photos with more pixels than the limit, or that do not decode, on every route that takes a photo', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let staff: TestUser;
  let listing: number;
  let project: number;
  const bomb = bombPng(12_000);
  // Past sharp's own limit (268 MP), under which even its header reader gives up.
  const biggerBomb = bombPng(20_000);
  let routes: PhotoRoute[];

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx);
    staff = await createTestUser(ctx, { isStaff: true });
    listing = await createListing(ctx, { ownerId: owner.id, images: 1 });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/projects/',
      headers: staff.headers,
      payload: { title_ar: 'مشروع', title_en: 'Project', project_type: 'residential' },
    });
    project = created.json().id;
    routes = await photoRoutes();
  });

  const send = async (route: PhotoRoute, lang: 'ar' | 'en', data: Buffer, type?: string) => {
    const request = form(route.fields, { field: route.file, data, type });
    return ctx.app.inject({
      method: route.method,
      url: route.url,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, 'accept-language': lang, ...route.user.headers },
    });
  };

  it('is a small file that declares far more pixels than we decode', () => {
    expect(bomb.length).toBeLessThan(200_000);
    expect(biggerBomb.length).toBeLessThan(200_000);
    expect(12_000 * 12_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(20_000 * 20_000).toBeGreaterThan(268_402_689);
  });

  async function photoRoutes(): Promise<PhotoRoute[]> {
    const listingFields = await listingFormFields(ctx.db);
    return [
      { method: 'POST', url: '/api/v1/realty/properties/', user: owner, fields: listingFields, file: 'image_0', field: 'images' },
      { method: 'PATCH', url: `/api/v1/realty/properties/${listing}/`, user: owner, fields: {}, file: 'image_0', field: 'images' },
      {
        method: 'PUT',
        url: '/api/v1/admin/heroes/realty/',
        user: staff,
        fields: { title_ar: 'عقارات', title_en: 'Realty' },
        file: 'background_image',
        field: 'background_image',
      },
      {
        method: 'POST',
        url: '/api/v1/admin/projects/',
        user: staff,
        fields: { title_ar: 'مشروع', title_en: 'Project', project_type: 'residential', media: JSON.stringify([{ file: 'file_0' }]) },
        file: 'file_0',
        field: 'media',
      },
      {
        method: 'PATCH',
        url: `/api/v1/admin/projects/${project}/`,
        user: staff,
        fields: { media: JSON.stringify([{ file: 'file_0' }]) },
        file: 'file_0',
        field: 'media',
      },
    ];
  }

  it.each([
    ['144 MP', 12_000],
    ['400 MP', 20_000],
  ])('gets its own translated error, not "only image files" (%s)', async (_, side) => {
    const data = side === 12_000 ? bomb : biggerBomb;
    for (const route of routes) {
      for (const lang of ['ar', 'en'] as const) {
        const res = await send(route, lang, data);
        expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(413);
        expect(res.json().field_codes, route.url).toEqual({ [route.field]: ['image_too_many_pixels'] });
        expect(res.json()[route.field]).toEqual([
          lang === 'ar'
            ? 'أبعاد هذه الصورة كبيرة جدًا (48 ميغابكسل كحد أقصى). صغّرها وحاول مرة أخرى.'
            : 'This image has too many pixels (at most 48 megapixels). Resize it and try again.',
        ]);
      }
    }
    // Nothing was stored.
    const detail = await ctx.app.inject({ url: `/api/v1/realty/properties/${listing}/`, headers: owner.headers });
    expect(detail.json().media_list).toHaveLength(1);
  });

  it('refuses a truncated photo at upload with a translated 400, instead of accepting it and dropping it later', async () => {
    const whole = await photo({ width: 800, height: 600 });
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    for (const route of routes) {
      for (const lang of ['ar', 'en'] as const) {
        const res = await send(route, lang, cut, 'image/jpeg');
        expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
        expect(res.json().field_codes, route.url).toEqual({ [route.field]: ['image_damaged'] });
        expect(res.json()[route.field]).toEqual([
          lang === 'ar'
            ? 'هذه الصورة تالفة أو ناقصة (ربما انقطع رفعها). اخترها مرة أخرى أو استخدم صورة أخرى.'
            : 'This image is damaged or incomplete (its upload may have been cut short). Choose it again or use another photo.',
        ]);
      }
    }
    const detail = await ctx.app.inject({ url: `/api/v1/realty/properties/${listing}/`, headers: owner.headers });
    expect(detail.json().media_list).toHaveLength(1);
    // The whole photo is taken on the same routes.
    expect((await send(routes[1]!, 'en', whole, 'image/jpeg')).statusCode).toBe(200);
  });
});
