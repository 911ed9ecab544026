import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createAheadClock } from '../../../test/clock';
import { freePort } from '../../../test/cluster';
import { listingFormFields, createTestUser, type TestUser } from '../../../test/factories';
import { mp4, multipart, photo, preparePhotos } from '../../../test/media';
import { startS3rver, type TestBucket } from '../../../test/s3';
import { propertyMedia } from '../../db/schema';
import { newMediaKey } from '../../platform/storage';
import { seedHeroes } from '../../seed/demo/heroes';
import { filesOf } from './media';

// MEDIA_STORE=s3 against a real S3-compatible server (s3rver): the same media module, through the API.

async function keysIn(ctx: TestContext): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of ctx.storage.list(-Infinity)) keys.push(key);
  return keys.sort();
}

let bucket: TestBucket;
beforeAll(async () => {
  bucket = await startS3rver();
});
afterAll(async () => {
  await bucket?.close();
});

describe('media in an S3 bucket, served by the app', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let fields: Record<string, string>;

  const submit = async (files: Record<string, { data: Buffer; type: string; name: string }>) => {
    const form = await multipart({ ...fields, title: 'Stone house with a garden' }, files);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/properties/',
      payload: form.payload,
      headers: { ...form.headers, ...owner.headers },
    });
  };

  const clock = createAheadClock();
  beforeAll(async () => {
    ctx = await createTestContext({ env: bucket.env, clock });
    owner = await createTestUser(ctx);
    fields = await listingFormFields(ctx.db);
  }, 60_000);

  it('stores a listing’s photos and video in the bucket and serves each URL the API gives, with a year-long cache', async () => {
    const video = mp4(300_000);
    const created = await submit({
      image_0: { data: await photo({ width: 1600, height: 1200 }), type: 'image/jpeg', name: 'a.jpg' },
      image_1: { data: await photo({ width: 900, height: 1200, color: '#336699' }), type: 'image/jpeg', name: 'b.jpg' },
      video: { data: video, type: 'video/mp4', name: 'tour.mp4' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await preparePhotos(ctx.app.services);
    const detail = (await ctx.app.inject({ url: `/api/v1/realty/properties/${created.json().id}/`, headers: owner.headers })).json();
    const photos = (detail.property_media as { media_type: string; file_url: string; srcset: string | null }[]).filter(
      (m) => m.media_type === 'image',
    );
    expect(photos).toHaveLength(2);
    const urls = [...photos.flatMap((p) => p.srcset!.split(', ').map((entry) => entry.split(' ')[0]!)), detail.video_url as string];
    expect(urls.length).toBeGreaterThan(3);

    // Rows hold keys; every file they name is in the bucket, and nothing else of this listing.
    const rows = await ctx.db.select().from(propertyMedia);
    const files = rows.flatMap(filesOf).sort();
    expect(await keysIn(ctx)).toEqual(files);

    for (const url of urls) {
      expect(url).toMatch(/^\/media\/properties\/[0-9a-f-]+(-\d+\.webp|\.mp4)$/);
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe(url.endsWith('.mp4') ? 'video/mp4' : 'image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(await ctx.storage.read(url.slice('/media/'.length)))).toBe(true);
    }
    const served = await ctx.app.inject({ url: detail.video_url });
    expect(served.rawPayload.equals(video)).toBe(true);

    // A player asks for ranges; a HEAD gets the headers alone.
    const range = await ctx.app.inject({ url: detail.video_url, headers: { range: 'bytes=100-299' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-299/${video.length}`);
    expect(range.rawPayload.equals(video.subarray(100, 300))).toBe(true);
    const head = await ctx.app.inject({ method: 'HEAD', url: detail.video_url });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, String(video.length), '']);

    // Originals stay private; keys that are not there are a 404.
    const original = files.find((f) => f.startsWith('originals/'))!;
    for (const url of [
      `/media/${original}`,
      `/media/%6Friginals/${original.slice(10)}`,
      `/media//${original}`,
      `/media/ORIGINALS/${original.slice(10)}`,
    ]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    }
    for (const url of ['/media/properties/nothing-here.mp4', '/media/../secret', '/media/properties/%2e%2e/x']) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('keeps nothing of a refused video, and the sweep removes objects no row names', async () => {
    const before = await keysIn(ctx);
    const tooBig = await submit({
      video: { data: Buffer.concat([mp4(5000), Buffer.alloc(50 * 1024 * 1024)]), type: 'video/mp4', name: 'v.mp4' },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(await keysIn(ctx)).toEqual(before);

    const orphan = newMediaKey('properties');
    await ctx.storage.write(`originals/${orphan}`, Buffer.from('left by a crash'));
    await ctx.storage.write(`${orphan}-480.webp`, Buffer.from('left by a crash'));
    // Younger than the grace period: kept; once the app's clock is past it, removed.
    await ctx.app.services.media.sweep();
    expect(await keysIn(ctx)).toEqual([...before, `${orphan}-480.webp`, `originals/${orphan}`].sort());
    clock.advance(ctx.config.mediaGraceMinutes * 60_000 + 1000);
    const { orphans } = await ctx.app.services.media.sweep();
    expect(orphans).toBe(2);
    expect(await keysIn(ctx)).toEqual(before);
  });

  it('reports the bucket in readiness', async () => {
    const ready = await ctx.app.inject({ url: '/health/ready' });
    expect(ready.json()).toMatchObject({ status: 'ok', bucket: 'manara-media', checks: { database: 'ok', bucket: 'ok' } });
  });
});

describe('media at MEDIA_PUBLIC_BASE (the bucket or a CDN in front of it)', () => {
  let ctx: TestContext;
  let base: string;

  beforeAll(async () => {
    base = `${bucket.endpoint}/${bucket.bucket}`;
    ctx = await createTestContext({ env: { ...bucket.env, MEDIA_PUBLIC_BASE: `${base}/` } });
  }, 60_000);

  it('gives URLs under the base that answer there, and the CSP lets pages show them', async () => {
    const owner = await createTestUser(ctx);
    const form = await multipart(await listingFormFields(ctx.db), {
      image_0: { data: await photo({ width: 800, height: 600 }), type: 'image/jpeg', name: 'a.jpg' },
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/properties/',
      payload: form.payload,
      headers: { ...form.headers, ...owner.headers },
    });
    expect(created.statusCode, created.body).toBe(201);
    await preparePhotos(ctx.app.services);
    const detail = (await ctx.app.inject({ url: `/api/v1/realty/properties/${created.json().id}/`, headers: owner.headers })).json();
    const url = detail.property_media[0].file_url as string;
    expect(url).toMatch(new RegExp(`^${base}/properties/[0-9a-f-]+-\\d+\\.webp$`));
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // Heroes store keys: their URLs follow the base too.
    await seedHeroes(ctx.db, ctx.storage);
    const hero = (await ctx.app.inject({ url: '/api/v1/common/hero/' })).json();
    expect(hero.background_image_url).toBe(`${base}/heroes/home.webp`);
    expect((await fetch(hero.background_image_url)).status).toBe(200);

    const csp = (await ctx.app.inject({ url: '/health/live' })).headers['content-security-policy'] as string;
    expect(csp).toMatch(new RegExp(`img-src [^;]*${bucket.endpoint}`));
    expect(csp).toMatch(new RegExp(`media-src [^;]*${bucket.endpoint}`));
  });
});

describe('a bucket that does not answer', () => {
  let ctx: TestContext;
  let owner: TestUser;

  beforeAll(async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    ctx = await createTestContext({ env: { ...bucket.env, S3_ENDPOINT: nobody } });
    owner = await createTestUser(ctx);
  }, 60_000);

  it('is named in readiness (degraded: pages still render), and an upload is a translated 503, not a 500', async () => {
    const ready = await ctx.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', bucket: 'manara-media', checks: { database: 'ok', bucket: 'unavailable' } });

    const form = await multipart(await listingFormFields(ctx.db), {
      image_0: { data: await photo({ width: 400, height: 300 }), type: 'image/jpeg', name: 'a.jpg' },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/properties/',
      payload: form.payload,
      headers: { ...form.headers, ...owner.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ code: 'service_unavailable', detail: 'The service is temporarily unavailable.' });
    expect((await ctx.app.inject({ url: '/media/properties/x-960.webp' })).statusCode).toBe(503);
  });
});
