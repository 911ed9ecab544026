import { execFileSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/context';
import { clusterUnavailableReason, eventually, startCluster, type Cluster, type Instance } from '../test/cluster';
import { createListing, createTestUser, listingFormFields, type TestUser } from '../test/factories';
import { multipart, photo } from '../test/media';
import { loadConfig } from './config';
import { systemClock } from './lib/clock';
import { openPostgres, type Database } from './db/client';
import { properties } from './db/schema';
import { repoRoot } from './lib/paths';

// Two app processes on one PostgreSQL database, one Redis and one media bucket (s3rver), as behind a
// load balancer (issue 19).
const unavailable = await clusterUnavailableReason();
if (unavailable) console.warn(`Multi-instance suite skipped: ${unavailable}.`);

describe.skipIf(unavailable)('several instances on one PostgreSQL, Redis and bucket', () => {
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;
  let database: Database;
  let staff: TestUser;

  beforeAll(async () => {
    // The same build `npm start` serves (skipped when it is current): the instances render pages.
    execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: repoRoot(), stdio: 'ignore' });
    // Pages are kept a minute: only the broadcast can explain a fresh page on the next request.
    // Jobs whose process died are looked for every 5 s (then retried once expired).
    cluster = await startCluster({ PAGE_CACHE_SECONDS: '60', JOBS_MAINTENANCE_SECONDS: '5' });
    // Both start at once on the fresh database: one migrates, the other waits for the lock. A serves
    // and works the background jobs; B only serves (ROLE=web).
    [a, b] = await Promise.all([cluster.start('a'), cluster.start('b', { ROLE: 'web' })]);
    database = await openPostgres(cluster.postgres.url, { max: 2 });
    const ctx = { db: database.db, config: loadConfig({ ...cluster.env, DATA_DIR: '/nonexistent' }), clock: systemClock } as TestContext;
    staff = await createTestUser(ctx, { isStaff: true });
  }, 240_000);

  afterAll(async () => {
    await database?.close().catch(() => {});
    await cluster?.close();
  }, 60_000);

  it('a staff approval through B shows on A’s cached buy-sell page at the next request', async () => {
    const ctx = { db: database.db } as TestContext;
    const owner = await createTestUser({ ...ctx, config: loadConfig({ ...cluster.env, DATA_DIR: '/nonexistent' }), clock: systemClock });
    const title = 'Olive-grove house awaiting review';
    const id = await createListing(ctx, { ownerId: owner.id, title, purpose: 'sale', status: 'pending' });
    const page = async () => (await a.fetch('/en/realty/buy-sell')).text();

    expect(await page()).not.toContain(title);
    // A change behind the API's back (no broadcast): A keeps serving the page it rendered.
    await database.db.update(properties).set({ titleEn: 'Changed without the API' }).where(eq(properties.id, id));
    expect(await page()).not.toContain('Changed without the API');
    await database.db.update(properties).set({ titleEn: title }).where(eq(properties.id, id));

    const approval = await b.fetch(`/api/v1/admin/properties/${id}/approve/`, { method: 'POST', headers: staff.headers });
    expect(approval.status).toBe(204);
    expect(await page()).toContain(title);
  });

  it('serves a listing uploaded through A, with its photos, from B (media in the shared bucket)', async () => {
    const ctx = { db: database.db, config: loadConfig({ ...cluster.env, DATA_DIR: '/nonexistent' }), clock: systemClock } as TestContext;
    const owner = await createTestUser(ctx);
    const form = await multipart(await listingFormFields(database.db), {
      image_0: { data: await photo({ width: 1200, height: 900 }), type: 'image/jpeg', name: 'a.jpg' },
      image_1: { data: await photo({ width: 900, height: 1200, color: '#336699' }), type: 'image/jpeg', name: 'b.jpg' },
    });
    const created = await a.fetch('/api/v1/realty/properties/', {
      method: 'POST',
      headers: { ...form.headers, ...owner.headers },
      body: new Uint8Array(form.payload),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // B reads the listing and its photos once their WebP sizes exist (made in the request, or by a worker).
    type Media = { media_type: string; file_url: string; srcset: string | null };
    let photos: Media[] = [];
    await eventually(async () => {
      const detail = await b.fetch(`/api/v1/realty/properties/${id}/`, { headers: owner.headers });
      photos = ((await detail.json()) as { property_media: Media[] }).property_media.filter((m) => m.media_type === 'image' && m.srcset);
      return photos.length === 2;
    }, 'both photos ready on B');
    for (const url of photos.flatMap((p) => p.srcset!.split(', ').map((entry) => entry.split(' ')[0]!))) {
      expect(url).toMatch(/^\/media\/properties\/[0-9a-f-]+-\d+\.webp$/);
      const served = await b.fetch(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    expect(await (await b.fetch('/health/ready')).json()).toMatchObject({ bucket: cluster.bucket.bucket, checks: { bucket: 'ok' } });
  });

  it('counts failed sign-ins through A and B together: the eleventh is refused on either', async () => {
    const email = `guessed-${Date.now()}@example.test`;
    const password = 'olive-terrace-sunrise-42';
    const register = await a.fetch('/api/v1/auth/register/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, password_confirm: password, name: 'Guessed At', role: 'client' }),
    });
    expect(register.status).toBe(201);
    const attempt = (instance: Instance) =>
      instance.fetch('/api/v1/auth/login/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ email, password: 'wrong-guess-123' }),
      });
    // Ten failures per address and account in 15 minutes, five through each instance.
    for (let i = 0; i < 5; i++) {
      expect((await attempt(a)).status).toBe(401);
      expect((await attempt(b)).status).toBe(401);
    }
    const refusedA = await attempt(a);
    expect(refusedA.status).toBe(429);
    expect(await refusedA.json()).toMatchObject({ code: 'throttled' });
    expect((await attempt(b)).status).toBe(429);
  });

  it('answers 503 on both while PostgreSQL is away, logs it once, and both recover when it returns', async () => {
    const api = (instance: Instance, language = 'ar') =>
      instance.fetch('/api/v1/realty/properties/?purpose=rent', { headers: { 'accept-language': language } });
    expect((await api(a)).status).toBe(200);
    expect((await api(b)).status).toBe(200);

    cluster.postgres.stop();
    try {
      for (const instance of [a, b]) {
        const ar = await api(instance);
        expect(ar.status).toBe(503);
        expect(ar.headers.get('retry-after')).toBe('5');
        expect(await ar.json()).toEqual({ code: 'service_unavailable', detail: 'الخدمة غير متاحة مؤقتًا.' });
        const en = await api(instance, 'en');
        expect(await en.json()).toEqual({ code: 'service_unavailable', detail: 'The service is temporarily unavailable.' });

        // A page not rendered before (nothing cached): a translated "try again shortly", 503.
        const page = await instance.fetch('/en/realty/rent');
        expect(page.status).toBe(503);
        expect(page.headers.get('retry-after')).toBe('5');
        expect(await page.text()).toContain('Please try again shortly');
        const arabicPage = await instance.fetch('/realty/rent?page=1');
        expect(arabicPage.status).toBe(503);
        expect(await arabicPage.text()).toContain('يرجى المحاولة مرة أخرى بعد قليل');

        const ready = await instance.fetch('/health/ready');
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'unavailable', redis: 'ok' } });

        // A burst of failing requests: logged once (then once per interval, with a count), not per request.
        const burst = await Promise.all(Array.from({ length: 40 }, () => api(instance)));
        expect(burst.map((r) => r.status)).toEqual(Array(40).fill(503));
        expect(instance.logLines('database unavailable')).toHaveLength(1);
        expect(instance.logLines('unhandled error')).toEqual([]);
      }
    } finally {
      cluster.postgres.start();
    }
    for (const instance of [a, b]) {
      await eventually(async () => (await api(instance)).status === 200, `${instance.name} answering again`);
      expect((await instance.fetch('/en/realty/rent')).status).toBe(200);
      expect(await (await instance.fetch('/health/ready')).json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
    }
  });

  it('finishes a photo-variants job on another instance when the instance working it is killed mid-job', async () => {
    // A works the jobs (B only serves); A dies while making a photo's sizes; C, started afterwards, finishes them.
    const ctx = { db: database.db, config: loadConfig({ ...cluster.env, DATA_DIR: '/nonexistent' }), clock: systemClock } as TestContext;
    const owner = await createTestUser(ctx);
    const big = await Promise.all(
      Array.from({ length: 8 }, (_, i) => photo({ width: 4000, height: 3000, color: `#${i}0${i}0a0`, quality: 95 })),
    );
    const form = await multipart(
      await listingFormFields(database.db),
      Object.fromEntries(big.map((data, i) => [`image_${i}`, { data, type: 'image/jpeg', name: `p${i}.jpg` }])),
    );
    const created = await a.fetch('/api/v1/realty/properties/', {
      method: 'POST',
      headers: { ...form.headers, ...owner.headers },
      body: new Uint8Array(form.payload),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const activeJobs = async () =>
      (
        await database.db.execute<{ id: string }>(sql`select id from pgboss.job where name = 'media.photo-variants' and state = 'active'`)
      ).rows.map((r) => r.id);
    await eventually(async () => (await activeJobs()).length > 0, 'A working a photo-variants job', 60_000);
    await a.kill();
    const interrupted = await activeJobs();
    expect(interrupted.length).toBeGreaterThan(0);
    // Their two-minute expiry (photoVariantsJob) is what tells pg-boss the process working them died:
    // let it pass now rather than wait it out. C looks for expired jobs every 2 s; they are retried after
    // their retry delay.
    await database.db.execute(sql`update pgboss.job set expire_in = interval '1 second' where id in ${interrupted}`);

    const c = await cluster.start('c', { ROLE: 'all', JOBS_MAINTENANCE_SECONDS: '2' });
    type Media = { media_type: string; srcset: string | null };
    await eventually(
      async () => {
        const detail = (await (await b.fetch(`/api/v1/realty/properties/${id}/`, { headers: owner.headers })).json()) as {
          property_media: Media[];
        };
        return detail.property_media.filter((m) => m.media_type === 'image' && m.srcset).length === big.length;
      },
      'every photo ready on B',
      240_000,
    );
    // The jobs A died in were retried (after their expiry) and completed by C — perhaps after the photos
    // were ready, when C's start-up recovery made their variants first.
    const interruptedJobs = async () =>
      (
        await database.db.execute<{ state: string; retry_count: number }>(
          sql`select state, retry_count from pgboss.job where id in ${interrupted}`,
        )
      ).rows;
    await eventually(
      async () => (await interruptedJobs()).every((job) => job.state === 'completed'),
      'the interrupted jobs completed',
      120_000,
    );
    expect((await interruptedJobs()).every((job) => job.retry_count >= 1)).toBe(true);
    await c.stop();
  }, 300_000);
});
