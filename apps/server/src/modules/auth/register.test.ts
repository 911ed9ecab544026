import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authApi, refreshCookie, registration, uniqueEmail } from '../../../test/auth-api';
import { createTestContext, type TestContext } from '../../../test/context';
import { userAsShown } from '../../../test/factories';
import { users } from '../../db/schema';

describe('accounts: register', () => {
  let ctx: TestContext;
  const { post, me, registered, login } = authApi(() => ctx);
  beforeAll(async () => {
    // Limits are off here (many requests from one address); login-limits.test.ts turns them on.
    ctx = await createTestContext({ env: { RATE_LIMIT: 'false' } });
  });

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
});
