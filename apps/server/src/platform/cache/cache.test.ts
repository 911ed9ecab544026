import { PassThrough } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { eventually, PrivateRedis } from '../../../test/cluster';

const missing = PrivateRedis.binary() ? null : 'no redis-server binary to run a Redis of its own';
if (missing) console.warn(`Redis outage suite skipped: ${missing}.`);

describe.skipIf(missing)('rate limits and change news in Redis, and Redis going away', () => {
  let redis: PrivateRedis;
  let a: TestContext;
  let b: TestContext;
  const logs: string[] = [];
  const prefix = `manara-test:${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    redis = await PrivateRedis.create();
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: prefix, RATE_LIMIT: 'true', LOG_LEVEL: 'warn' };
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
    // Two instances (each on its own embedded database here: the counters live in Redis alone).
    [a, b] = await Promise.all([createTestContext({ env, logStream: stream }), createTestContext({ env })]);
  }, 60_000);

  afterAll(async () => {
    await redis?.stop();
  });

  const login = (ctx: TestContext, email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email, password: 'not-the-password-1' } });

  it('adds up failed sign-ins from both instances, and keys hold neither the address nor the e-mail', async () => {
    const email = `shared-${randomBytes(3).toString('hex')}@example.test`;
    for (let i = 0; i < 5; i++) {
      expect((await login(a, email)).statusCode).toBe(401);
      expect((await login(b, email)).statusCode).toBe(401);
    }
    expect((await login(a, email)).statusCode).toBe(429);
    expect((await login(b, email)).statusCode).toBe(429);

    const client = new Redis(redis.url);
    const keys = await client.keys('*');
    client.disconnect();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.startsWith(`${prefix}rate-limit:`))).toBe(true);
    expect(keys.join(' ')).not.toMatch(/example\.test|127\.0\.0\.1/);
  });

  it('tells the other instance of a change, and again after it reconnects (messages may have been lost)', async () => {
    let heard = 0;
    b.app.cache.subscribe('test-topic', () => heard++);
    await a.app.cache.publish('test-topic');
    await eventually(async () => heard === 1, 'B hears A');

    await redis.stop();
    await a.app.cache.publish('test-topic'); // lost: nobody can be told
    await redis.start();
    await eventually(async () => heard === 2, 'B catches up after reconnecting');
  });

  it('keeps limiting per instance while Redis is away (never a 500), says so in readiness, and goes back to Redis by itself', async () => {
    expect((await a.app.inject({ url: '/health/ready' })).json()).toMatchObject({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    await redis.stop();

    const email = `outage-${randomBytes(3).toString('hex')}@example.test`;
    const during = [];
    for (let i = 0; i < 11; i++) during.push((await login(a, email)).statusCode);
    // Counted in this instance's memory meanwhile: the limit still holds.
    expect(during).toEqual([...Array(10).fill(401), 429]);
    const ready = await a.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', checks: { database: 'ok', redis: 'unavailable' } });
    expect(logs.filter((l) => l.includes('"msg":"redis unavailable')).length).toBeGreaterThanOrEqual(1);
    expect(logs.filter((l) => l.includes('"msg":"redis unavailable')).length).toBeLessThanOrEqual(2);
    expect(logs.filter((l) => l.includes('unhandled error'))).toEqual([]);

    await redis.start();
    await eventually(async () => (await a.app.inject({ url: '/health/ready' })).json().status === 'ok', 'ready again');
    const client = new Redis(redis.url);
    expect(await client.keys(`${prefix}*`)).toEqual([]);
    // After a failed command Redis is left alone for a moment, then counting goes back to it.
    await eventually(async () => {
      expect([401, 429]).toContain((await login(a, `after-${randomBytes(3).toString('hex')}@example.test`)).statusCode);
      return (await client.keys(`${prefix}rate-limit:*`)).length > 0;
    }, 'counting in Redis again');
    client.disconnect();
  });
});
