import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { PrivateRedis } from '../../../test/cluster';
import { createListing, createTestUser, listingFormFields, type TestUser } from '../../../test/factories';
import { multipart, photo } from '../../../test/media';
import { ADDRESS_SHARE } from './fairness';

/** UPLOADS_PER_HOUR in these tests: an address takes ADDRESS_SHARE times it. */
const PER_HOUR = 2;

function suite(name: string, env: () => Record<string, string>) {
  describe(name, () => {
    let ctx: TestContext;
    let fields: Record<string, string>;
    let jpeg: Buffer;

    beforeAll(async () => {
      ctx = await createTestContext({ env: { ...env(), UPLOADS_PER_HOUR: String(PER_HOUR) } });
      fields = await listingFormFields(ctx.db);
      jpeg = await photo({ width: 64, height: 48 });
    });

    const withPhoto = (extra: Record<string, string> = {}) =>
      multipart({ ...fields, ...extra }, { image_0: { data: jpeg, type: 'image/jpeg', name: 'a.jpg' } });

    const submit = async (
      user: TestUser,
      address: string,
      { lang = 'en', extra = {} }: { lang?: string; extra?: Record<string, string> } = {},
    ) => {
      const body = await withPhoto(extra);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/v1/realty/properties/',
        payload: body.payload,
        remoteAddress: address,
        headers: { ...user.headers, ...body.headers, 'accept-language': lang },
      });
    };
    const editWithPhoto = async (user: TestUser, address: string, id: number) => {
      const body = await multipart({}, { image_0: { data: jpeg, type: 'image/jpeg', name: 'b.jpg' } });
      return ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/realty/properties/${id}/`,
        payload: body.payload,
        remoteAddress: address,
        headers: { ...user.headers, ...body.headers },
      });
    };

    it('refuses a save with files past the allowance with a translated 429 and Retry-After; edits with photos count', async () => {
      const owner = await createTestUser(ctx);
      const first = await submit(owner, '10.0.0.1');
      expect(first.statusCode).toBe(201);
      expect((await editWithPhoto(owner, '10.0.0.1', first.json().id)).statusCode).toBe(200);

      const refused = await submit(owner, '10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ code: 'throttled', detail: 'Too many requests. Please wait a moment and try again.' });
      const arabic = await submit(owner, '10.0.0.9', { lang: 'ar' });
      expect(arabic.statusCode).toBe(429);
      expect(arabic.json().detail).toBe('طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.');
    });

    it("counts nothing for JSON-only edits, saves without files, refused forms and someone else's listing", async () => {
      const [owner, stranger] = await Promise.all([createTestUser(ctx), createTestUser(ctx)]);
      const listing = await createListing(ctx, { ownerId: owner.id });
      for (let i = 0; i < PER_HOUR + 2; i++) {
        const edit = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/realty/properties/${listing}/`,
          payload: { title: `Renovated flat ${i}` },
          remoteAddress: '10.0.1.1',
          headers: owner.headers,
        });
        expect(edit.statusCode).toBe(200);
        const noFiles = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/realty/properties/',
          payload: fields,
          remoteAddress: '10.0.1.1',
          headers: owner.headers,
        });
        expect(noFiles.statusCode).toBe(201);
        expect((await submit(owner, '10.0.1.1', { extra: { price: 'a lot' } })).statusCode).toBe(400);
        expect((await editWithPhoto(stranger, '10.0.1.2', listing)).statusCode).toBe(404);
      }
      // Both still have their whole allowance, and it still holds.
      for (const [user, address] of [
        [owner, '10.0.1.1'],
        [stranger, '10.0.1.2'],
      ] as const) {
        for (let i = 0; i < PER_HOUR; i++) expect((await submit(user, address)).statusCode).toBe(201);
        expect((await submit(user, address)).statusCode).toBe(429);
      }
    });

    it(`gives each account behind one address its own allowance, and the address ${ADDRESS_SHARE} times one`, async () => {
      expect(ADDRESS_SHARE).toBeGreaterThanOrEqual(3);
      const users = await Promise.all(Array.from({ length: ADDRESS_SHARE + 1 }, () => createTestUser(ctx)));
      const [first, ...others] = users;
      const last = others.pop()!;
      for (const user of [first!, ...others]) {
        for (let i = 0; i < PER_HOUR; i++) expect((await submit(user, '10.0.2.1')).statusCode).toBe(201);
      }
      // Each account's own allowance is spent; so is the address's, shared by ADDRESS_SHARE accounts.
      expect((await submit(first!, '10.0.2.1')).statusCode).toBe(429);
      expect((await submit(last, '10.0.2.1')).statusCode).toBe(429);
      expect((await submit(last, '10.0.2.2')).statusCode).toBe(201);
    });
  });
}

suite('fairness: saves with uploads per user and per address (UPLOADS_PER_HOUR), counted in the process', () => ({}));

const noRedis = PrivateRedis.binary() ? null : 'no redis-server binary';
let redis: PrivateRedis | undefined;
beforeAll(async () => {
  if (!noRedis) redis = await PrivateRedis.create();
});
afterAll(async () => {
  await redis?.stop();
});
describe.skipIf(noRedis)('with REDIS_URL', () => {
  suite('fairness: the same, counted in Redis', () => ({
    REDIS_URL: redis!.url,
    REDIS_PREFIX: `manara-test:${randomBytes(4).toString('hex')}:`,
  }));
});
