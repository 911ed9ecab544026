import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, listingFormFields, type TestUser } from '../../../test/factories';

describe('fairness: listing submissions and edits per user and per address (UPLOADS_PER_HOUR)', () => {
  let ctx: TestContext;
  let fields: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { UPLOADS_PER_HOUR: '3' } });
    fields = await listingFormFields(ctx.db);
  });

  const submit = (user: TestUser, address: string, lang: 'ar' | 'en' = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/properties/',
      payload: fields,
      remoteAddress: address,
      headers: { ...user.headers, 'accept-language': lang },
    });

  it('refuses the submission past the allowance with a translated 429 and Retry-After; edits count too', async () => {
    const owner = await createTestUser(ctx);
    const first = await submit(owner, '10.0.0.1');
    expect(first.statusCode).toBe(201);
    expect((await submit(owner, '10.0.0.1')).statusCode).toBe(201);
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/realty/properties/${first.json().id}/`,
      payload: { title: 'شقة مجددة' },
      remoteAddress: '10.0.0.1',
      headers: owner.headers,
    });
    expect(edit.statusCode).toBe(200);

    const refused = await submit(owner, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ code: 'throttled', detail: 'Too many requests. Please wait a moment and try again.' });
    const arabic = await submit(owner, '10.0.0.9', 'ar');
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().detail).toBe('طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.');
  });

  it('counts an address across accounts, and other addresses and accounts keep their own allowance', async () => {
    const [a, b, c] = await Promise.all([createTestUser(ctx), createTestUser(ctx), createTestUser(ctx)]);
    for (const user of [a, b, c]) expect((await submit(user, '10.0.0.2')).statusCode).toBe(201);
    // A fourth account behind the same address is refused; the first account elsewhere is not.
    expect((await submit(await createTestUser(ctx), '10.0.0.2')).statusCode).toBe(429);
    expect((await submit(a, '10.0.0.3')).statusCode).toBe(201);
  });
});
