import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

/** A test route answering the client address the server believes in. */
const whoAmI = (ctx: TestContext, remoteAddress: string, forwardedFor?: string) =>
  ctx.app
    .inject({ url: '/api/v1/__ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
    .then((res) => res.json().ip as string);
const extend = (app: TestContext['app']) => app.get('/api/v1/__ip', async (request) => ({ ip: request.ip }));

const PROXY = '10.0.0.5';
const CLIENT = '203.0.113.7';

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: '1', RATE_LIMIT: 'true' }, extend });
  });

  it('takes the address the proxy saw; a forged left-most X-Forwarded-For changes nothing', async () => {
    expect(await whoAmI(ctx, PROXY, CLIENT)).toBe(CLIENT);
    expect(await whoAmI(ctx, PROXY, `1.2.3.4, ${CLIENT}`)).toBe(CLIENT);
    expect(await whoAmI(ctx, PROXY, `1.2.3.4, 5.6.7.8, ${CLIENT}`)).toBe(CLIENT);
    expect(await whoAmI(ctx, PROXY)).toBe(PROXY);
  });

  it('keys the per-IP login limit on the real address, whatever the client forges', async () => {
    const login = (forwardedFor: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: `nobody-${Math.random()}@example.com`, password: 'x' },
      });
    for (let i = 0; i < 20; i++) expect((await login(`198.18.0.${i}, ${CLIENT}`)).statusCode).toBe(401);
    expect((await login(`198.18.1.1, ${CLIENT}`)).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await login('203.0.113.8')).statusCode).toBe(401);
  });
});

describe('behind proxies named by address (TRUST_PROXY=10.0.0.0/8,127.0.0.1)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }, extend });
  });

  it('skips the trusted hops from the right and stops at the first untrusted one', async () => {
    expect(await whoAmI(ctx, PROXY, `1.2.3.4, ${CLIENT}, 10.1.1.1`)).toBe(CLIENT);
    // A client that is not one of the proxies cannot speak for anyone else.
    expect(await whoAmI(ctx, CLIENT, '1.2.3.4')).toBe(CLIENT);
  });
});

describe('without TRUST_PROXY (the default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ extend });
  });

  it('ignores X-Forwarded-For', async () => {
    expect(await whoAmI(ctx, PROXY, CLIENT)).toBe(PROXY);
  });
});
