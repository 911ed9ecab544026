import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock';
import { createTestContext, type TestContext } from '../../test/context';
import { cityId, createListing, createTestUser, type TestUser } from '../../test/factories';
import { multipart, photo as makePhoto } from '../../test/media';
import { auth, requestBody } from '../../test/requests';
import { consultationRequests, favorites, idempotencyKeys, inquiries, listingReports, properties, propertyMedia } from '../db/schema';
import { IDEMPOTENCY_TTL_MS } from '../platform/idempotency';

/** Idempotency-Key on the creating POSTs (decision 071), through HTTP on a freshly migrated database. */
describe('Idempotency-Key', () => {
  let ctx: TestContext;
  let clock: ReturnType<typeof createTestClock>;
  let owner: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let listing: number;
  let n = 0;
  const key = () => `key-${Date.now()}-${++n}`;

  beforeAll(async () => {
    clock = createTestClock(new Date());
    ctx = await createTestContext({ clock, env: { RATE_LIMIT: 'false' } });
    owner = await createTestUser(ctx, { name: 'Owner' });
    alice = await createTestUser(ctx, { name: 'Alice' });
    bob = await createTestUser(ctx, { name: 'Bob' });
    listing = await createListing(ctx, { ownerId: owner.id, title: 'Flat in Ramallah' });
  }, 60_000);

  const inquiry = { name: 'Sami Odeh', email: 'sami@example.com', message: 'Is the price negotiable?' };
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
  const inquire = (idemKey: string | undefined, payload: object = inquiry, headers: Record<string, string> = {}) =>
    post(`/realty/properties/${listing}/inquiries/`, payload, {
      ...headers,
      ...(idemKey === undefined ? {} : { 'idempotency-key': idemKey }),
    });
  const inquiriesCount = async () => (await ctx.db.select({ n: count() }).from(inquiries).where(eq(inquiries.propertyId, listing)))[0]!.n;

  it('answers a repeated inquiry with the stored answer and creates it once, ten replays included', async () => {
    const before = await inquiriesCount();
    const k = key();
    const first = await inquire(k);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (let i = 0; i < 10; i++) {
      const again = await inquire(k);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
    }
    expect(await inquiriesCount()).toBe(before + 1);
    // The same body without a key is a new inquiry, as before.
    expect((await inquire(undefined)).statusCode).toBe(201);
    expect(await inquiriesCount()).toBe(before + 2);
  });

  it('refuses the same key with a different body (422, translated) and creates nothing', async () => {
    const k = key();
    expect((await inquire(k)).statusCode).toBe(201);
    const before = await inquiriesCount();
    const other = await inquire(k, { ...inquiry, message: 'Another question' }, { 'accept-language': 'en' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      code: 'idempotency_key_reused',
      detail:
        'This was already sent once with different details, so it was not sent again. Check whether the first one arrived before sending it again.',
    });
    const ar = await inquire(k, { ...inquiry, message: 'سؤال آخر' });
    expect(ar.json()).toMatchObject({
      code: 'idempotency_key_reused',
      detail: expect.stringContaining('سبق إرسال هذا مرة بتفاصيل مختلفة'),
    });
    // Another listing is another request too.
    const elsewhere = await createListing(ctx, { ownerId: owner.id, title: 'Shop in Nablus' });
    const moved = await post(`/realty/properties/${elsewhere}/inquiries/`, inquiry, { 'idempotency-key': k });
    expect(moved.statusCode).toBe(422);
    expect(await inquiriesCount()).toBe(before);
  });

  it('refuses a key that is not 1–255 printable ASCII characters (400)', async () => {
    for (const bad of ['x'.repeat(256), 'مفتاح', 'tab\there']) {
      const res = await inquire(bad, inquiry, { 'accept-language': 'en' });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('idempotency_key_invalid');
    }
    expect((await inquire('x'.repeat(255))).statusCode).toBe(201);
    expect((await inquire(' ~!')).statusCode).toBe(201);
  });

  it('forgets a key after a day: the same request then creates again, and the sweep removes old keys', async () => {
    const k = key();
    const before = await inquiriesCount();
    expect((await inquire(k)).statusCode).toBe(201);
    clock.advance(IDEMPOTENCY_TTL_MS - 60_000);
    expect((await inquire(k)).headers['idempotent-replayed']).toBe('true');
    expect(await inquiriesCount()).toBe(before + 1);
    clock.advance(2 * 60_000);
    const later = await inquire(k);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await inquiriesCount()).toBe(before + 2);

    clock.advance(IDEMPOTENCY_TTL_MS + 1000);
    expect(await ctx.app.services.idempotency.sweep()).toBeGreaterThan(0);
    expect((await ctx.db.select({ n: count() }).from(idempotencyKeys))[0]!.n).toBe(0);
  });

  it('keeps keys per user: another user with the same key and body gets their own answer, never the first one', async () => {
    const k = key();
    const payload = { property_id: listing };
    const a = await post('/realty/favorites/', payload, { ...(await auth(ctx, alice)), 'idempotency-key': k });
    expect(a.statusCode).toBe(201);
    const b = await post('/realty/favorites/', payload, { ...(await auth(ctx, bob)), 'idempotency-key': k });
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    const saved = await ctx.db.select().from(favorites).where(eq(favorites.propertyId, listing));
    expect(saved.map((f) => f.userId).sort()).toEqual([alice.id, bob.id].sort());
    // Alice's replay answers what she was first told (201), not "already saved" (200).
    const again = await post('/realty/favorites/', payload, { ...(await auth(ctx, alice)), 'idempotency-key': k });
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 'true']);

    // A visitor's key is not a signed-in user's: Alice sending a visitor's key and body makes her own inquiry.
    const v = key();
    const visitor = await inquire(v);
    const mine = await inquire(v, inquiry, await auth(ctx, alice));
    expect(mine.statusCode).toBe(201);
    expect(mine.json().id).not.toBe(visitor.json().id);
    // Another visitor cannot read a visitor's answer without the identical body.
    expect((await inquire(v, { ...inquiry, email: 'someone@example.com' })).statusCode).toBe(422);
  });

  it('creates one row for a double submit sent at once (the second waits or is told 409)', async () => {
    const k = key();
    const before = await inquiriesCount();
    const answers = await Promise.all([inquire(k), inquire(k), inquire(k)]);
    for (const res of answers) expect([201, 409], res.body).toContain(res.statusCode);
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created.map((r) => r.json().id)).size).toBe(1);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().code).toBe('idempotency_key_in_progress');
    expect(await inquiriesCount()).toBe(before + 1);
  });

  it('makes a report, a consultation request and a visit request once per key', async () => {
    const k = key();
    const report = { reason: 'wrong_info', details: 'The area is smaller.' };
    const r1 = await post(`/realty/properties/${listing}/reports/`, report, { 'idempotency-key': k });
    const r2 = await post(`/realty/properties/${listing}/reports/`, report, { 'idempotency-key': k });
    expect([r1.statusCode, r2.statusCode]).toEqual([201, 201]);
    expect(r2.json()).toEqual(r1.json());
    expect((await ctx.db.select({ n: count() }).from(listingReports).where(eq(listingReports.propertyId, listing)))[0]!.n).toBe(1);

    const team = requestBody(ctx, { topic: 'legal' });
    const c1 = await post('/requests/', team, { ...(await auth(ctx, alice)), 'idempotency-key': k });
    const c2 = await post('/requests/', team, { ...(await auth(ctx, alice)), 'idempotency-key': k });
    expect([c1.statusCode, c2.statusCode], c1.body).toEqual([201, 201]);
    expect(c2.json().id).toBe(c1.json().id);
    expect(c2.json()).toMatchObject({ id: c1.json().id, status: c1.json().status });

    const visit = { ...requestBody(ctx), listing_id: listing, message: 'Can I see it on Saturday?' };
    const v1 = await post('/requests/visits/', visit, { ...(await auth(ctx, bob)), 'idempotency-key': k });
    const v2 = await post('/requests/visits/', visit, { ...(await auth(ctx, bob)), 'idempotency-key': k });
    expect([v1.statusCode, v2.statusCode], v1.body).toEqual([201, 201]);
    expect(v2.json().id).toBe(v1.json().id);
    const mine = await ctx.db.select({ n: count() }).from(consultationRequests);
    expect(mine[0]!.n).toBe(2);
  });

  it('makes one listing of a multipart submission sent twice, with the first attempt’s photos once and the retry’s files deleted', async () => {
    const ramallah = await cityId(ctx.db, 'Ramallah');
    const photo = await makePhoto({ width: 800, height: 600 });
    const fields = {
      title: 'Flat with a view',
      description: 'Three rooms',
      type: 'apartment',
      purpose: 'sale',
      price: '120000',
      area: '140',
      city_id: String(ramallah),
      address: 'Al-Tireh',
      currency: 'USD',
    };
    const mediaFiles = () => {
      const dir = path.join(ctx.config.mediaDir, 'properties');
      return existsSync(dir) ? readdirSync(dir).length : 0;
    };
    const k = key();
    const submit = async () => {
      const body = await multipart(fields, {
        image_0: { data: photo, type: 'image/jpeg', name: 'a.jpg' },
        image_1: { data: photo, type: 'image/jpeg', name: 'b.jpg' },
      });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/v1/realty/properties/',
        payload: body.payload,
        headers: { ...body.headers, ...(await auth(ctx, alice)), 'idempotency-key': k, 'accept-language': 'en' },
      });
    };
    const first = await submit();
    expect(first.statusCode, first.body).toBe(201);
    const files = mediaFiles();
    const retry = await submit();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toMatchObject({ id: first.json().id, title: 'Flat with a view', status: 'pending' });
    expect(mediaFiles()).toBe(files);
    const own = await ctx.db.select({ id: properties.id }).from(properties).where(eq(properties.ownerId, alice.id));
    expect(own).toHaveLength(1);
    const photos = await ctx.db.select().from(propertyMedia).where(eq(propertyMedia.propertyId, first.json().id));
    expect(photos).toHaveLength(2);
    // A different form under the same key is refused, its files deleted.
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/properties/',
      ...(await (async () => {
        const body = await multipart({ ...fields, price: '99000' }, { image_0: { data: photo, type: 'image/jpeg', name: 'c.jpg' } });
        return { payload: body.payload, headers: { ...body.headers, ...(await auth(ctx, alice)), 'idempotency-key': k } };
      })()),
    });
    expect(changed.statusCode).toBe(422);
    expect(mediaFiles()).toBe(files);
  });
});
