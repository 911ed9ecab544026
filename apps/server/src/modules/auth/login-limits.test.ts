import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshCookie, registration, sha256, uniqueEmail } from '../../../test/auth-api';
import { createTestClock } from '../../../test/clock';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser } from '../../../test/factories';
import { refreshTokens } from '../../db/schema';
import { LIMITS } from './auth-http';
import { LOGIN_SLOWDOWN } from './sessions.service';

describe('accounts: rate limits', () => {
  let ctx: TestContext;
  const clock = createTestClock();
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT: 'true' }, clock });
  });
  let ip = 0;
  const fromNewAddress = () => (++ip, { remoteAddress: `10.0.${ip >> 8}.${ip & 255}` });
  const loginFrom = (remoteAddress: string, email: string, password: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email, password }, remoteAddress, headers });

  it('limits logins per address to 20 a minute, answering 429 in Arabic by default and English on request', async () => {
    const { remoteAddress } = fromNewAddress();
    for (let i = 0; i < 20; i++) expect((await loginFrom(remoteAddress, uniqueEmail(), 'x')).statusCode).toBe(401);
    const ar = await loginFrom(remoteAddress, uniqueEmail(), 'x');
    expect(ar.statusCode).toBe(429);
    expect(ar.json()).toEqual({ code: 'throttled', detail: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.' });
    expect(Number(ar.headers['retry-after'])).toBeGreaterThan(0);
    const en = await loginFrom(remoteAddress, uniqueEmail(), 'x', { 'accept-language': 'en' });
    expect(en.json()).toEqual({ code: 'throttled', detail: 'Too many requests. Please wait a moment and try again.' });
    // Another address is not affected.
    expect((await loginFrom(fromNewAddress().remoteAddress, uniqueEmail(), 'x')).statusCode).toBe(401);
  });

  it('throttles failed logins per address and account: 10 wrong passwords from one address do not lock the owner out', async () => {
    const victim = await createTestUser(ctx);
    const attacker = fromNewAddress().remoteAddress;
    for (let i = 0; i < 10; i++) {
      const email = i % 2 ? victim.user.email.toUpperCase() : ` ${victim.user.email}`;
      expect((await loginFrom(attacker, email, 'wrong-password')).statusCode).toBe(401);
    }
    // The attacker's address is done with this account for a while, even with the right password…
    const blocked = await loginFrom(attacker, victim.user.email, victim.password, { 'accept-language': 'en' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'throttled', detail: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // …while the owner, elsewhere, signs in at once, and the attacker's address may still try other accounts.
    expect((await loginFrom(fromNewAddress().remoteAddress, victim.user.email, victim.password)).statusCode).toBe(200);
    const other = await createTestUser(ctx);
    expect((await loginFrom(attacker, other.user.email, other.password)).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 network as one address for that throttle', async () => {
    const victim = await createTestUser(ctx);
    for (let i = 1; i <= 10; i++) {
      expect((await loginFrom(`2001:db8:7:7::${i.toString(16)}`, victim.user.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await loginFrom('2001:db8:7:7::ff', victim.user.email, victim.password)).statusCode).toBe(429);
    expect((await loginFrom('2001:db8:7:8::1', victim.user.email, victim.password)).statusCode).toBe(200);
  });

  it('slows down (never blocks) the sign-in of an account guessed at from many addresses: a growing, capped delay', async () => {
    const victim = await createTestUser(ctx);
    clock.sleeps.length = 0;
    for (let i = 0; i < 40; i++) {
      expect((await loginFrom(fromNewAddress().remoteAddress, victim.user.email, `wrong-${i}`)).statusCode).toBe(401);
    }
    const delays = [...clock.sleeps];
    const owner = await loginFrom(fromNewAddress().remoteAddress, victim.user.email, victim.password);
    expect(owner.statusCode).toBe(200);
    // The first failures cost nothing extra; then each attempt waits a little longer, up to the cap,
    // the owner's included (who still gets in).
    expect(delays).toHaveLength(40 - LOGIN_SLOWDOWN.freeFailures);
    expect(delays[0]).toBe(LOGIN_SLOWDOWN.stepMs);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(delays.at(-1)).toBe(LOGIN_SLOWDOWN.maxDelayMs);
    expect(clock.sleeps.at(-1)).toBe(LOGIN_SLOWDOWN.maxDelayMs);
    // Other accounts are not slowed down.
    clock.sleeps.length = 0;
    const bystander = await createTestUser(ctx);
    expect((await loginFrom(fromNewAddress().remoteAddress, bystander.user.email, bystander.password)).statusCode).toBe(200);
    expect(clock.sleeps).toEqual([]);
  });

  it('does not count successful logins against the account', async () => {
    const account = await createTestUser(ctx);
    for (let i = 0; i < 12; i++) {
      expect((await loginFrom(fromNewAddress().remoteAddress, account.user.email, account.password)).statusCode).toBe(200);
    }
  });

  it('limits token refreshes per address to 30 a minute, answering a translated 429', async () => {
    const { remoteAddress } = fromNewAddress();
    const refresh = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/refresh/', payload: { refresh: 'not-a-token' }, remoteAddress, headers });
    for (let i = 0; i < LIMITS.refreshPerIp.max; i++) expect((await refresh()).statusCode).toBe(401);
    const ar = await refresh();
    expect(ar.statusCode).toBe(429);
    expect(ar.json()).toEqual({ code: 'throttled', detail: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.' });
    expect(Number(ar.headers['retry-after'])).toBeGreaterThan(0);
    expect((await refresh({ 'accept-language': 'en' })).json().detail).toBe('Too many requests. Please wait a moment and try again.');
    // A signed-in user elsewhere refreshes as usual.
    const account = await createTestUser(ctx);
    const session = await loginFrom(fromNewAddress().remoteAddress, account.user.email, account.password);
    const other = fromNewAddress().remoteAddress;
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh/',
      payload: { refresh: session.json().refresh },
      remoteAddress: other,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('limits registrations per address to 10 an hour', async () => {
    const { remoteAddress } = fromNewAddress();
    const register = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register/', payload: registration(), remoteAddress, headers });
    for (let i = 0; i < 10; i++) expect((await register()).statusCode).toBe(201);
    const ar = await register();
    expect(ar.statusCode).toBe(429);
    expect(ar.json().detail).toBe('طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.');
    expect((await register({ 'accept-language': 'en' })).json().detail).toBe('Too many requests. Please wait a moment and try again.');
  });
});

describe('accounts: password checks under way per account', () => {
  let ctx: TestContext;
  // The slowdown's waits are held until the test lets them go, so what is under way is known exactly.
  const held: (() => void)[] = [];
  let holding = true;
  const clock = {
    now: () => new Date(),
    sleep: () => (holding ? new Promise<void>((resolve) => held.push(resolve)) : Promise.resolve()),
  };
  beforeAll(async () => {
    // Behind one trusted proxy, as deployed: the client address comes from X-Forwarded-For.
    ctx = await createTestContext({ env: { RATE_LIMIT: 'true', TRUST_PROXY: '127.0.0.1' }, clock });
  });
  let ip = 0;
  const login = (email: string, password: string, lang = 'ar') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email, password },
      headers: { 'x-forwarded-for': `198.51.${++ip >> 8}.${ip & 255}`, 'accept-language': lang },
    });

  it('answers a flood of parallel guesses from many addresses 429 at once, checking at most two at a time; the owner gets in after', async () => {
    const victim = await createTestUser(ctx);
    // Enough failures from as many addresses that every further attempt waits (LOGIN_SLOWDOWN).
    holding = false;
    for (let i = 0; i < LOGIN_SLOWDOWN.freeFailures; i++) expect((await login(victim.user.email, `wrong-${i}`)).statusCode).toBe(401);
    holding = true;

    const flood = 60;
    const answers: LightMyRequestResponse[] = [];
    const all = Array.from({ length: flood }, (_, i) =>
      login(victim.user.email, `guess-${i}`, i % 2 ? 'en' : 'ar').then((r) => answers.push(r)),
    );
    // Every attempt has either been answered or is waiting its turn inside a password check.
    while (answers.length + held.length < flood) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(held).toHaveLength(LIMITS.loginChecksInFlightPerAccount);
    expect(answers).toHaveLength(flood - LIMITS.loginChecksInFlightPerAccount);
    for (const res of answers) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('1');
      expect([
        'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
        'Too many requests. Please wait a moment and try again.',
      ]).toContain(res.json().detail);
    }
    holding = false;
    held.splice(0).forEach((release) => release());
    await Promise.all(all);
    expect(answers.slice(-2).map((r) => r.statusCode)).toEqual([401, 401]);

    // The flood is over: the owner's right password works (slowed down, never locked out).
    expect((await login(victim.user.email, victim.password)).statusCode).toBe(200);
    // Another account was never affected.
    const bystander = await createTestUser(ctx);
    expect((await login(bystander.user.email, bystander.password)).statusCode).toBe(200);
  });
});

describe('accounts: production cookie', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://manara.ps', REFRESH_TOKEN_TTL_DAYS: '7' } });
  });

  it('marks the refresh cookie Secure and gives it the configured lifetime', async () => {
    const { user, password } = await createTestUser(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: user.email, password } });
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', maxAge: 7 * 86_400 });
    const [row] = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(res.json().refresh)));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });
});
