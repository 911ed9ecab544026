import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authApi, PASSWORD, refreshCookie, sha256, uniqueEmail } from '../../../test/auth-api';
import { createTestClock } from '../../../test/clock';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser } from '../../../test/factories';
import { refreshTokens, users } from '../../db/schema';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './auth-http';

describe('sessions: login, refresh, logout', () => {
  let ctx: TestContext;
  const { post, me, registered, login } = authApi(() => ctx);
  const clock = createTestClock();
  beforeAll(async () => {
    // Limits are off here (many requests from one address); login-limits.test.ts turns them on.
    ctx = await createTestContext({ env: { RATE_LIMIT: 'false', SESSION_MAX_DAYS: '60' }, clock });
  });

  describe('login', () => {
    it('returns access, refresh and the user, and sets the refresh token as an HttpOnly, SameSite=Strict cookie', async () => {
      const account = await registered({ role: 'provider', provider_type: 'lawyer', phone: '0599123456' });
      const res = await login(`  ${account.email.toUpperCase()} `);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['access', 'refresh', 'user']);
      expect(body.user).toMatchObject({
        id: account.id,
        email: account.email,
        role: 'provider',
        provider_type: 'lawyer',
        phone: '0599123456',
      });
      expect(body.refresh).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      const cookie = refreshCookie(res)!;
      expect(cookie).toMatchObject({
        value: body.refresh,
        path: REFRESH_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'Strict',
        maxAge: 30 * 86_400,
      });
      expect(cookie.secure).toBeFalsy();
      expect((await me(body.access)).json()).toMatchObject({ id: account.id });
      // Only the hash of the refresh token is stored.
      const [row] = await ctx.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(body.refresh)));
      expect(row).toMatchObject({ userId: account.id, usedAt: null, revokedAt: null });
      expect(JSON.stringify(row)).not.toContain(body.refresh);
    });

    it('fails the same way for an unknown e-mail and a wrong password, in both languages', async () => {
      const account = await registered();
      const unknown = await post('/auth/login/', { email: uniqueEmail(), password: PASSWORD });
      const wrong = await post('/auth/login/', { email: account.email, password: 'wrong-password' });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(unknown.json()).toEqual({ code: 'invalid_credentials', detail: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' });
      const en = await post('/auth/login/', { email: account.email, password: 'wrong-password' }, { headers: { 'accept-language': 'en' } });
      expect(en.json()).toEqual({ code: 'invalid_credentials', detail: 'Invalid e-mail or password.' });
      expect(refreshCookie(wrong)).toBeUndefined();
    });

    it('refuses an inactive account with the same 401, even with the right password', async () => {
      const { user, password } = await createTestUser(ctx, { isActive: false });
      const res = await post('/auth/login/', { email: user.email, password });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('invalid_credentials');
    });

    it('refuses a control character in the e-mail with a field error, never a 500', async () => {
      const account = await registered();
      for (const email of [`${account.email}\u0000`, `\u0000${account.email}`, account.email.replace('@', '\u0001@')]) {
        const res = await post('/auth/login/', { email, password: PASSWORD }, { headers: { 'accept-language': 'en' } });
        expect(res.statusCode, JSON.stringify(email)).toBe(400);
        expect(res.json()).toMatchObject({ field_codes: { email: ['email_invalid'] }, email: ['Enter a valid e-mail address.'] });
      }
    });

    it('requires e-mail and password', async () => {
      const res = await post('/auth/login/', { email: ' ', password: '' }, { headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field_codes: { email: ['email_required'], password: ['password_required'] },
        email: ['E-mail is required.'],
        password: ['Password is required.'],
      });
      const typed = await post('/auth/login/', { email: ['a'], password: 12345678, extra: 'ignored' });
      expect(typed.json().field_codes).toEqual({ email: ['email_invalid'], password: ['invalid'] });
      const huge = await post('/auth/login/', { email: 'a'.repeat(5000), password: 'p'.repeat(5000) });
      expect(huge.statusCode).toBe(400);
    });
  });

  describe('refresh', () => {
    it('rotates: a new pair each time, the old token marked used, the new one working', async () => {
      const account = await registered();
      const first = (await login(account.email)).json();
      const res = await post('/auth/refresh/', { refresh: first.refresh });
      expect(res.statusCode).toBe(200);
      const second = res.json();
      expect(Object.keys(second).sort()).toEqual(['access', 'refresh']);
      expect(second.refresh).not.toBe(first.refresh);
      expect(refreshCookie(res)).toMatchObject({ value: second.refresh, path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'Strict' });
      expect((await me(second.access)).json().id).toBe(account.id);

      const [old] = await ctx.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(first.refresh)));
      const [next] = await ctx.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(second.refresh)));
      expect(old!.usedAt).toBeInstanceOf(Date);
      expect(old!.revokedAt).toBeNull();
      expect(next!.familyId).toBe(old!.familyId);
      expect(next!.usedAt).toBeNull();

      const third = await post('/auth/refresh/', { refresh: second.refresh });
      expect(third.statusCode).toBe(200);
    });

    it('treats reuse of a spent token as theft once the token that replaced it has been used: the whole family is revoked, the newest token too', async () => {
      const account = await registered();
      const stolen = (await login(account.email)).json().refresh as string;
      const otherSession = (await login(account.email)).json().refresh as string;
      const next = (await post('/auth/refresh/', { refresh: stolen })).json().refresh as string;
      const newest = (await post('/auth/refresh/', { refresh: next })).json().refresh as string;

      clock.advance((ctx.config.refreshReuseGraceSeconds + 1) * 1000);
      const reuse = await post('/auth/refresh/', { refresh: stolen }, { headers: { 'accept-language': 'en' } });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual({ code: 'refresh_invalid', detail: 'Your session has ended. Please sign in again.' });
      const family = await ctx.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(newest)));
      expect(family[0]!.revokedAt).toBeInstanceOf(Date);
      expect((await post('/auth/refresh/', { refresh: newest })).statusCode).toBe(401);
      // Another login of the same user is another family and keeps working.
      expect((await post('/auth/refresh/', { refresh: otherSession })).statusCode).toBe(200);
    });

    it('lets two tabs refresh with the same token at once: both get a working session, within the grace window', async () => {
      const account = await registered();
      const token = (await login(account.email)).json().refresh as string;
      const results = await Promise.all([post('/auth/refresh/', { refresh: token }), post('/auth/refresh/', { refresh: token })]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const [a, b] = results.map((r) => r.json().refresh as string);
      expect(a).not.toBe(b);
      // A moment later, the second tab still presents the token the first one just rotated.
      clock.advance(10_000);
      const late = await post('/auth/refresh/', { refresh: token });
      expect(late.statusCode).toBe(200);
      for (const next of [a, b, late.json().refresh]) expect((await post('/auth/refresh/', { refresh: next })).statusCode).toBe(200);
    });

    it('still ends the session when a spent token comes back after the grace window and its successor has been used', async () => {
      const account = await registered();
      const token = (await login(account.email)).json().refresh as string;
      const next = (await post('/auth/refresh/', { refresh: token })).json().refresh as string;
      clock.advance(10_000);
      const newest = (await post('/auth/refresh/', { refresh: next })).json().refresh as string;
      clock.advance(ctx.config.refreshReuseGraceSeconds * 1000 - 10_000 + 1);
      expect((await post('/auth/refresh/', { refresh: token })).statusCode).toBe(401);
      expect((await post('/auth/refresh/', { refresh: newest })).statusCode).toBe(401);
    });

    it('keeps the session of a browser whose refresh answer was lost: its spent token, presented again long after, gets a new successor while the lost one was never used', async () => {
      const account = await registered();
      const held = (await login(account.email)).json().refresh as string;
      // The answer to this refresh never arrives (the reader left the page while it was under way).
      const lost = (await post('/auth/refresh/', { refresh: held })).json().refresh as string;
      clock.advance(60 * 60_000);
      const res = await post('/auth/refresh/', {}, { cookies: { [REFRESH_COOKIE]: held } });
      expect(res.statusCode, res.body).toBe(200);
      const renewed = res.json().access as string;
      expect((await me(renewed)).json().id).toBe(account.id);
      const next = refreshCookie(res)!.value;
      // The session goes on from the new token; the lost one was retired, so it keeps a single live line.
      const [retired] = await ctx.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(lost)));
      expect(retired!.revokedAt).toBeInstanceOf(Date);
      clock.advance(60 * 60_000);
      const later = await post('/auth/refresh/', {}, { cookies: { [REFRESH_COOKIE]: next } });
      expect(later.statusCode).toBe(200);
      expect((await post('/auth/refresh/', {}, { cookies: { [REFRESH_COOKIE]: refreshCookie(later)!.value } })).statusCode).toBe(200);
    });

    it('lets several tabs of that browser present the spent token together: each gets a working session', async () => {
      const account = await registered();
      const held = (await login(account.email)).json().refresh as string;
      await post('/auth/refresh/', { refresh: held }); // answer lost
      clock.advance(60 * 60_000);
      const tabs = await Promise.all([1, 2, 3].map(() => post('/auth/refresh/', { refresh: held })));
      expect(tabs.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      for (const tab of tabs) expect((await post('/auth/refresh/', { refresh: tab.json().refresh })).statusCode).toBe(200);
    });

    it('ends the session when a token retired in favour of another holder comes back: a copy of the spent one was used', async () => {
      const account = await registered();
      const copied = (await login(account.email)).json().refresh as string;
      // The owner refreshes and keeps the new token for later (a tab left open); someone with a copy of
      // the old one presents it an hour on, and is answered as a browser whose answer was lost.
      const owners = (await post('/auth/refresh/', { refresh: copied })).json().refresh as string;
      clock.advance(60 * 60_000);
      const theirs = (await post('/auth/refresh/', { refresh: copied })).json().refresh as string;
      // The owner's next refresh shows two holders: the whole session ends, theirs too.
      expect((await post('/auth/refresh/', { refresh: owners })).statusCode).toBe(401);
      expect((await post('/auth/refresh/', { refresh: theirs })).statusCode).toBe(401);
      expect((await post('/auth/refresh/', { refresh: copied })).statusCode).toBe(401);
    });

    it('treats a spent token without recorded successors (issued before they were recorded) as before: reuse after the grace window ends the session', async () => {
      const account = await registered();
      const token = (await login(account.email)).json().refresh as string;
      const next = (await post('/auth/refresh/', { refresh: token })).json().refresh as string;
      await ctx.db
        .update(refreshTokens)
        .set({ parentId: null })
        .where(eq(refreshTokens.tokenHash, sha256(next)));
      clock.advance((ctx.config.refreshReuseGraceSeconds + 1) * 1000);
      expect((await post('/auth/refresh/', { refresh: token })).statusCode).toBe(401);
      expect((await post('/auth/refresh/', { refresh: next })).statusCode).toBe(401);
    });

    it('ends a session SESSION_MAX_DAYS after sign-in, however often it is refreshed', async () => {
      const account = await registered();
      let token = (await login(account.email)).json().refresh as string;
      const signedIn = clock.now().getTime();
      for (const days of [20, 20, 19]) {
        clock.advance(days * 86_400_000);
        const res = await post('/auth/refresh/', { refresh: token });
        expect(res.statusCode, `day ${days}`).toBe(200);
        token = res.json().refresh;
      }
      // The last token expires with the session, not 30 days after it was issued.
      const [row] = await ctx.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)));
      expect(row!.expiresAt.getTime()).toBe(signedIn + 60 * 86_400_000);
      expect(row!.familyStartedAt.getTime()).toBe(signedIn);
      clock.advance(2 * 86_400_000);
      const ended = await post('/auth/refresh/', { refresh: token });
      expect(ended.statusCode).toBe(401);
      expect(ended.json().code).toBe('refresh_invalid');
      // Signing in again starts a new session.
      expect((await post('/auth/refresh/', { refresh: (await login(account.email)).json().refresh })).statusCode).toBe(200);
    });

    it('reads the token from the cookie when the body has none, and the body wins over the cookie', async () => {
      const account = await registered();
      const session = await login(account.email);
      const cookie = refreshCookie(session)!.value;
      const viaCookie = await post('/auth/refresh/', undefined, { cookies: { [REFRESH_COOKIE]: cookie } });
      expect(viaCookie.statusCode).toBe(200);
      const rotated = refreshCookie(viaCookie)!.value;
      expect(rotated).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      expect(rotated).not.toBe(cookie);
      const emptyBody = await post('/auth/refresh/', {}, { cookies: { [REFRESH_COOKIE]: rotated } });
      expect(emptyBody.statusCode).toBe(200);

      const other = (await login(account.email)).json().refresh as string;
      const both = await post('/auth/refresh/', { refresh: other }, { cookies: { [REFRESH_COOKIE]: 'garbage' } });
      expect(both.statusCode).toBe(200);
    });

    it('returns the new refresh token in the body only to clients that sent theirs in the body', async () => {
      const account = await registered();
      const session = await login(account.email);
      // Cookie only (the web app): the token stays where scripts cannot read it.
      const viaCookie = await post('/auth/refresh/', {}, { cookies: { [REFRESH_COOKIE]: refreshCookie(session)!.value } });
      expect(viaCookie.statusCode).toBe(200);
      expect(Object.keys(viaCookie.json())).toEqual(['access']);
      expect(viaCookie.body).not.toContain(refreshCookie(viaCookie)!.value);
      const noBody = await post('/auth/refresh/', undefined, { cookies: { [REFRESH_COOKIE]: refreshCookie(viaCookie)!.value } });
      expect(Object.keys(noBody.json())).toEqual(['access']);
      // In the body (other clients): both, and the cookie too.
      const viaBody = await post('/auth/refresh/', { refresh: (await login(account.email)).json().refresh });
      expect(viaBody.statusCode).toBe(200);
      expect(Object.keys(viaBody.json()).sort()).toEqual(['access', 'refresh']);
      expect(refreshCookie(viaBody)!.value).toBe(viaBody.json().refresh);
    });

    it('refuses missing, unknown, expired and deactivated-account tokens with 401 refresh_invalid, clearing the cookie', async () => {
      const missing = await post('/auth/refresh/');
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({ code: 'refresh_invalid', detail: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.' });

      const unknown = await post('/auth/refresh/', undefined, { cookies: { [REFRESH_COOKIE]: randomBytes(32).toString('base64url') } });
      expect(unknown.statusCode).toBe(401);
      expect(refreshCookie(unknown)).toMatchObject({ value: '', path: REFRESH_COOKIE_PATH, maxAge: 0 });

      const account = await registered();
      const expired = (await login(account.email)).json().refresh as string;
      await ctx.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, sha256(expired)));
      expect((await post('/auth/refresh/', { refresh: expired })).json().code).toBe('refresh_invalid');

      const deactivated = (await login(account.email)).json().refresh as string;
      await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, account.id));
      expect((await post('/auth/refresh/', { refresh: deactivated })).statusCode).toBe(401);

      const typed = await post('/auth/refresh/', { refresh: 12345 });
      expect(typed.statusCode).toBe(400);
      expect((await post('/auth/refresh/', { refresh: 'x'.repeat(100_000) })).statusCode).toBe(400);
    });

    it('puts the current staff flag in the new access token', async () => {
      const account = await registered();
      const session = (await login(account.email)).json();
      await ctx.db.update(users).set({ isStaff: true }).where(eq(users.id, account.id));
      const next = (await post('/auth/refresh/', { refresh: session.refresh })).json();
      const claims = JSON.parse(Buffer.from(next.access.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ sub: String(account.id), staff: true });
    });
  });

  describe('logout', () => {
    it('revokes the session of the token in the body and clears the cookie', async () => {
      const account = await registered();
      const session = (await login(account.email)).json();
      const res = await post('/auth/logout/', { refresh: session.refresh });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(refreshCookie(res)).toMatchObject({ value: '', path: REFRESH_COOKIE_PATH, maxAge: 0 });
      expect((await post('/auth/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
    });

    it('revokes the session of the cookie token, and accepts a missing or unknown token', async () => {
      const account = await registered();
      const cookie = refreshCookie(await login(account.email))!.value;
      expect((await post('/auth/logout/', undefined, { cookies: { [REFRESH_COOKIE]: cookie } })).statusCode).toBe(204);
      expect((await post('/auth/refresh/', undefined, { cookies: { [REFRESH_COOKIE]: cookie } })).statusCode).toBe(401);
      expect((await post('/auth/logout/')).statusCode).toBe(204);
      expect((await post('/auth/logout/', { refresh: 'not-a-token' })).statusCode).toBe(204);
    });
  });
});
