import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestClock } from '../../../test/clock';
import { createTestUser, userAsShown } from '../../../test/factories';
import { refreshTokens, users } from '../../db/schema';
import { LIMITS, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './auth.routes';
import { LOGIN_SLOWDOWN } from './auth.service';

const PASSWORD = 'secret-pass-1';
const uniqueEmail = () => `user-${randomBytes(5).toString('hex')}@example.com`;
const registration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: PASSWORD,
  password_confirm: PASSWORD,
  name: 'Layla Haddad',
  ...overrides,
});
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const refreshCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === REFRESH_COOKIE);

function api(ctx: () => TestContext) {
  return {
    post: (url: string, payload?: unknown, options: { headers?: Record<string, string>; cookies?: Record<string, string> } = {}) =>
      ctx().app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, ...options }),
    me: (access: string) => ctx().app.inject({ url: '/api/v1/users/me/', headers: { authorization: `Bearer ${access}` } }),
  };
}

describe('accounts: register, login, refresh, logout', () => {
  let ctx: TestContext;
  const { post, me } = api(() => ctx);
  const clock = createTestClock();
  beforeAll(async () => {
    // Limits are off here (many requests from one address); the rate-limit suite below turns them on.
    ctx = await createTestContext({ env: { RATE_LIMIT: 'false', SESSION_MAX_DAYS: '60' }, clock });
  });

  async function registered(overrides: Record<string, unknown> = {}) {
    const body = registration(overrides);
    const res = await post('/auth/register/', body);
    expect(res.statusCode, res.body).toBe(201);
    return { ...body, email: String(body.email).trim().toLowerCase(), id: res.json().id as number };
  }
  async function login(email: string, password = PASSWORD) {
    const res = await post('/auth/login/', { email, password });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  describe('register', () => {
    it('creates a client: 201 with the user only, e-mail lower-cased, password stored as an argon2id hash', async () => {
      const body = registration({ email: '  Sara.Odeh@Example.COM ' });
      const res = await post('/auth/register/', body);
      expect(res.statusCode).toBe(201);
      const user = res.json();
      expect(user).toEqual(
        userAsShown({ id: expect.any(Number), email: 'sara.odeh@example.com', name: 'Layla Haddad', date_joined: expect.any(String) }),
      );
      expect(new Date(user.date_joined).toISOString()).toBe(user.date_joined);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(res.body).not.toContain(row!.passwordHash);
      expect(res.body).not.toMatch(/password|access|refresh/);
      expect(refreshCookie(res)).toBeUndefined();
    });

    it('creates a provider with its provider type', async () => {
      const res = await post('/auth/register/', registration({ role: 'provider', provider_type: 'realtor' }));
      expect(res.statusCode).toBe(201);
      // Providers show their phone on their listings unless they turn it off (decision 039).
      expect(res.json()).toMatchObject({ role: 'provider', provider_type: 'realtor', show_phone: true });
    });

    it('requires a provider type for providers and refuses one for clients (an empty one counts as none)', async () => {
      const missing = await post('/auth/register/', registration({ role: 'provider' }), { headers: { 'accept-language': 'en' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field_codes).toEqual({ provider_type: ['provider_type_required'] });
      expect(missing.json().provider_type).toEqual(['Provider type is required for service providers.']);
      const empty = await post('/auth/register/', registration({ role: 'provider', provider_type: '' }));
      expect(empty.json().field_codes).toEqual({ provider_type: ['provider_type_required'] });
      const unknown = await post('/auth/register/', registration({ role: 'provider', provider_type: 'plumber' }));
      expect(unknown.json().field_codes).toEqual({ provider_type: ['invalid_choice'] });

      const client = await post('/auth/register/', registration({ role: 'client', provider_type: 'lawyer' }));
      expect(client.statusCode).toBe(400);
      expect(client.json().field_codes).toEqual({ provider_type: ['provider_type_not_allowed'] });
      const clientEmpty = await post('/auth/register/', registration({ role: 'client', provider_type: '' }));
      expect(clientEmpty.statusCode).toBe(201);
      expect(clientEmpty.json().provider_type).toBeNull();
    });

    it('refuses mismatched passwords on password_confirm, in Arabic by default and in English on request', async () => {
      const body = registration({ password_confirm: 'something-else' });
      const ar = await post('/auth/register/', body);
      expect(ar.statusCode).toBe(400);
      expect(ar.json()).toMatchObject({
        code: 'validation_error',
        detail: 'بعض الحقول غير صالحة.',
        password_confirm: ['كلمتا المرور غير متطابقتين'],
        field_codes: { password_confirm: ['passwords_do_not_match'] },
      });
      const en = await post('/auth/register/', body, { headers: { 'accept-language': 'en' } });
      expect(en.json()).toMatchObject({ detail: 'Some fields are invalid.', password_confirm: ['Passwords do not match'] });
    });

    it('refuses a password shorter than 8 characters', async () => {
      const res = await post('/auth/register/', registration({ password: 'short12', password_confirm: 'short12' }), {
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field_codes).toEqual({ password: ['password_too_short'] });
      expect(res.json().password).toEqual(['Password must be at least 8 characters.']);
      const eight = await post('/auth/register/', registration({ password: 'k7#m2vq9', password_confirm: 'k7#m2vq9' }));
      expect(eight.statusCode).toBe(201);
    });

    it('refuses the most common passwords, whatever their capitals or surrounding blanks, in both languages', async () => {
      for (const password of ['12345678', 'password', 'qwerty123', 'Password1', ' ILOVEYOU ', '1q2w3e4r']) {
        const res = await post('/auth/register/', registration({ password, password_confirm: password }), {
          headers: { 'accept-language': 'en' },
        });
        expect(res.statusCode, password).toBe(400);
        expect(res.json()).toMatchObject({
          field_codes: { password: ['password_too_common'] },
          password: ['This password is too common. Choose one that is harder to guess.'],
        });
      }
      const ar = await post('/auth/register/', registration({ password: 'iloveyou', password_confirm: 'iloveyou' }));
      expect(ar.json().password).toEqual(['كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.']);
    });

    it('names every missing required field, with its own code', async () => {
      const res = await post('/auth/register/', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().field_codes).toEqual({
        email: ['email_required'],
        password: ['password_required'],
        password_confirm: ['required'],
        name: ['name_required'],
      });
      const blank = await post('/auth/register/', registration({ email: '   ', name: '   ' }));
      expect(blank.json().field_codes).toEqual({ email: ['email_required'], name: ['name_required'] });
      const invalid = await post('/auth/register/', registration({ email: 'not-an-email' }));
      expect(invalid.json().field_codes).toEqual({ email: ['email_invalid'] });
    });

    it('keeps e-mails unique regardless of case, also when two registrations race', async () => {
      const first = await registered({ email: 'Omar@Example.com' });
      const dup = await post('/auth/register/', registration({ email: 'OMAR@example.COM' }), { headers: { 'accept-language': 'en' } });
      expect(dup.statusCode).toBe(400);
      expect(dup.json().field_codes).toEqual({ email: ['email_taken'] });
      expect(dup.json().email).toEqual(['A user with this e-mail already exists.']);
      const rows = await ctx.db.select().from(users).where(eq(users.email, first.email));
      expect(rows).toHaveLength(1);

      const email = uniqueEmail();
      const racing = await Promise.all([0, 1, 2].map(() => post('/auth/register/', registration({ email }))));
      expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
      expect(racing.find((r) => r.statusCode === 400)!.json().field_codes).toEqual({ email: ['email_taken'] });
    });

    it('stores a phone typed with Arabic-Indic digits in Latin digits, and refuses a malformed one', async () => {
      const res = await post('/auth/register/', registration({ phone: ' +٩٧٠ ٥٩٩  ١٢٣-٤٥٦ ' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().phone).toBe('+970 599 123-456');
      const [row] = await ctx.db.select().from(users).where(eq(users.id, res.json().id));
      expect(row!.phone).toBe('+970 599 123-456');

      for (const phone of ['12345', 'call me maybe', '0599-123-abc', '1'.repeat(21), 5991234567]) {
        const bad = await post('/auth/register/', registration({ phone }));
        expect(bad.statusCode, String(phone)).toBe(400);
        expect(bad.json().field_codes).toEqual({ phone: ['phone_invalid'] });
      }
      const none = await post('/auth/register/', registration({ phone: '' }));
      expect(none.json().phone).toBeNull();
    });

    it('ignores unknown fields: nobody registers as staff', async () => {
      const res = await post(
        '/auth/register/',
        registration({ is_staff: true, is_active: false, id: 1, password_hash: 'x', date_joined: '2000-01-01' }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ is_staff: false });
      expect(res.json().date_joined).not.toContain('2000');
      expect(res.json().id).not.toBe(1);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, res.json().id));
      expect(row).toMatchObject({ isStaff: false, isActive: true });
    });

    it('answers huge and wrongly typed fields with field errors, never a 500', async () => {
      const huge = await post('/auth/register/', {
        email: `${'a'.repeat(300)}@example.com`,
        password: 'p'.repeat(10_000),
        password_confirm: 'p'.repeat(10_000),
        name: 'n'.repeat(10_000),
        phone: '1'.repeat(1000),
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().field_codes).toEqual({
        email: ['email_invalid'],
        password: ['password_too_long'],
        password_confirm: ['password_too_long'],
        name: ['too_long'],
        phone: ['phone_invalid'],
      });

      const typed = await post('/auth/register/', {
        email: 123,
        password: ['x'],
        password_confirm: { a: 1 },
        name: true,
        phone: {},
        role: 7,
        provider_type: 3,
      });
      expect(typed.statusCode).toBe(400);
      expect(Object.keys(typed.json().field_codes).sort()).toEqual(
        ['email', 'name', 'password', 'password_confirm', 'phone', 'provider_type', 'role'].sort(),
      );
      expect(typed.json().field_codes.email).toEqual(['email_invalid']);
      expect(typed.json().field_codes.role).toEqual(['invalid_choice']);

      for (const payload of ['[]', '"just a string"', '42', 'null']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register/',
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, payload).toBe(400);
        expect(res.json().code).toBe('validation_error');
      }
    });

    it('answers malformed JSON with 400 malformed_json and other content types with 415', async () => {
      const malformed = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register/',
        payload: '{"email": "a@b.co",',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ code: 'malformed_json', detail: 'The request body is not valid JSON.' });

      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        for (const url of ['/api/v1/auth/register/', '/api/v1/auth/login/', '/api/v1/auth/refresh/']) {
          const res = await ctx.app.inject({ method: 'POST', url, payload: 'email=a%40b.co', headers: { 'content-type': type } });
          expect(res.statusCode, `${url} ${type}`).toBe(415);
          expect(res.json()).toEqual({ code: 'unsupported_media_type', detail: 'نوع المحتوى غير مدعوم.' });
        }
      }
    });

    it('refuses a NUL or other control character in the name or e-mail with a field error, never a 500', async () => {
      for (const name of ['Layla\u0000Haddad', 'Layla\tHaddad', 'Layla\u007fHaddad', 'Layla\u009bHaddad']) {
        const res = await post('/auth/register/', registration({ name }), { headers: { 'accept-language': 'en' } });
        expect(res.statusCode, JSON.stringify(name)).toBe(400);
        expect(res.json()).toMatchObject({
          field_codes: { name: ['invalid_characters'] },
          name: ['This field contains characters that are not allowed.'],
        });
      }
      const ar = await post('/auth/register/', registration({ name: '\u0000' }));
      expect(ar.json().name).toEqual(['يحتوي هذا الحقل على أحرف غير مسموح بها.']);
      const email = await post('/auth/register/', registration({ email: 'layla\u0000@example.com' }));
      expect(email.statusCode).toBe(400);
      expect(email.json().field_codes).toEqual({ email: ['email_invalid'] });
    });

    it('stores SQL- and script-shaped names verbatim', async () => {
      for (const name of ["Robert'); DROP TABLE users;--", '<script>alert(1)</script>', 'عبد الله "أبو علي" ١٢٣']) {
        const res = await post('/auth/register/', registration({ name }));
        expect(res.statusCode, name).toBe(201);
        expect(res.json().name).toBe(name);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const [row] = await ctx.db.select().from(users).where(eq(users.id, res.json().id));
        expect(row!.name).toBe(name);
      }
      const stillThere = await ctx.db.select().from(users).limit(1);
      expect(stillThere).toHaveLength(1);
    });
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

  it('never sends the password hash: register, login, me and update', async () => {
    const account = await registered();
    const [row] = await ctx.db.select().from(users).where(eq(users.id, account.id));
    const loginRes = await login(account.email);
    const access = loginRes.json().access as string;
    const meRes = await me(access);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/',
      headers: { authorization: `Bearer ${access}` },
      payload: { name: 'New Name', password_hash: 'x' },
    });
    const refreshRes = await post('/auth/refresh/', { refresh: loginRes.json().refresh });
    for (const res of [loginRes, meRes, patch, refreshRes]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('password');
      expect(res.body).not.toContain(row!.passwordHash);
      expect(res.body).not.toContain(row!.passwordHash.split('$').at(-1));
    }
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
