import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, userAsShown } from '../../../test/factories';
import { users } from '../../db/schema';
import { signAccessToken } from '../../lib/tokens';

describe('current user: /users/me/', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });

  const getMe = (headers: Record<string, string> = {}) => ctx.app.inject({ url: '/api/v1/users/me/', headers });
  const patchMe = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/v1/users/me/', payload: payload as object, headers });

  it('returns the signed-in user without the password hash', async () => {
    const { user, headers: auth } = await createTestUser(ctx, { role: 'provider', providerType: 'financial_expert', phone: '0599000000' });
    const res = await getMe(auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      userAsShown({
        id: user.id,
        email: user.email,
        name: user.name,
        phone: '0599000000',
        role: 'provider',
        provider_type: 'financial_expert',
        date_joined: user.dateJoined.toISOString(),
        show_phone: true,
      }),
    );
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain(user.passwordHash);
  });

  it('answers 401 not_authenticated without a token, in Arabic by default and English on request', async () => {
    const ar = await getMe();
    expect(ar.statusCode).toBe(401);
    expect(ar.json()).toEqual({ code: 'not_authenticated', detail: 'لم يتم تقديم بيانات الدخول.' });
    const en = await getMe({ 'accept-language': 'en' });
    expect(en.json()).toEqual({ code: 'not_authenticated', detail: 'Authentication credentials were not provided.' });
  });

  it('answers 401 token_invalid for a tampered, expired, foreign or malformed token', async () => {
    const { user, token: access } = await createTestUser(ctx, { isStaff: false });
    const [header, payload, signature] = access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1', staff: true })).toString('base64url');
    const tampered = `${header}.${forgedPayload}.${signature}`;
    const flipped = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;

    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ staff: false })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer('manara')
      .setAudience('manara-api')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(key);
    const foreign = await signAccessToken(user, 'another-secret-another-secret-another-secret', 900, ctx.clock.now());
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;

    for (const [label, token] of Object.entries({ tampered, flipped, expired, foreign, unsigned, garbage: 'not.a.jwt' })) {
      const res = await getMe({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
      expect(res.statusCode, label).toBe(401);
      expect(res.json(), label).toEqual({ code: 'token_invalid', detail: 'Your session has expired. Please sign in again.' });
    }
    const ar = await getMe({ authorization: `Bearer ${expired}` });
    expect(ar.json().detail).toBe('انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.');
    expect((await getMe({ authorization: `Basic ${access}` })).json().code).toBe('token_invalid');
  });

  it('refuses tokens signed with the real key whose claims are not ours: no exp or iat, too long a life, a subject that is not an id', async () => {
    const { user, token: access } = await createTestUser(ctx, { isStaff: false });
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const ttl = ctx.config.accessTokenTtlSeconds;
    const forge = (claims: { sub?: string; iat?: number; exp?: number }) => {
      const jwt = new SignJWT({ staff: false })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('manara')
        .setAudience('manara-api');
      if (claims.sub !== undefined) jwt.setSubject(claims.sub);
      if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
      if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
      return jwt.sign(key);
    };
    const id = String(user.id);
    const forged = {
      'no exp': await forge({ sub: id, iat: now }),
      'no iat': await forge({ sub: id, exp: now + ttl }),
      'no sub': await forge({ iat: now, exp: now + ttl }),
      'ten years ahead': await forge({ sub: id, iat: now, exp: now + 10 * 365 * 86_400 }),
      'issued long ago, still valid': await forge({ sub: id, iat: now - 7 * 86_400, exp: now + 60 }),
      'issued in the future': await forge({ sub: id, iat: now + 3600, exp: now + 3600 + ttl }),
      'sub 5.0': await forge({ sub: `${id}.0`, iat: now, exp: now + ttl }),
      'sub 05': await forge({ sub: `0${id}`, iat: now, exp: now + ttl }),
      'sub 5e0': await forge({ sub: `${id}e0`, iat: now, exp: now + ttl }),
      'sub with a space': await forge({ sub: ` ${id}`, iat: now, exp: now + ttl }),
      'sub past integer': await forge({ sub: '99999999999', iat: now, exp: now + ttl }),
    };
    for (const [label, token] of Object.entries(forged)) {
      const res = await getMe({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
      expect(res.statusCode, label).toBe(401);
      expect(res.json().code, label).toBe('token_invalid');
    }
    // The same claims as the server writes them are accepted, a little clock skew included.
    expect((await getMe({ authorization: `Bearer ${await forge({ sub: id, iat: now + 5, exp: now + 5 + ttl })}` })).statusCode).toBe(200);
    expect((await getMe({ authorization: `Bearer ${access}` })).statusCode).toBe(200);
  });

  it('answers 401 once the account is deactivated or deleted, even with a valid token', async () => {
    const inactive = await createTestUser(ctx);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
    expect((await getMe(inactive.headers)).statusCode).toBe(401);
    expect((await patchMe({ name: 'x' }, inactive.headers)).statusCode).toBe(401);

    const deleted = await createTestUser(ctx);
    await ctx.db.delete(users).where(eq(users.id, deleted.user.id));
    const res = await getMe(deleted.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_invalid');
  });

  it('updates name and phone (Arabic-Indic digits become Latin), trimming the name', async () => {
    const { user, headers: auth } = await createTestUser(ctx);
    const res = await patchMe({ name: '  محمد الخطيب  ', phone: '٠٥٦٩-٨٧٦-٥٤٣' }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, name: 'محمد الخطيب', phone: '0569-876-543' });
    expect(res.body).not.toContain(user.passwordHash);
    expect((await getMe(auth)).json()).toMatchObject({ name: 'محمد الخطيب', phone: '0569-876-543' });

    // An absent field is left alone; an empty or null phone clears it.
    expect((await patchMe({ name: 'Mohammad' }, auth)).json()).toMatchObject({ name: 'Mohammad', phone: '0569-876-543' });
    expect((await patchMe({ phone: '' }, auth)).json().phone).toBeNull();
    await patchMe({ phone: '+970 2 298 7654' }, auth);
    expect((await patchMe({ phone: null }, auth)).json().phone).toBeNull();
    expect((await patchMe({}, auth)).json()).toMatchObject({ name: 'Mohammad', phone: null });
  });

  it('ignores every other field: e-mail, role, staff flag, password', async () => {
    const { user, headers: auth } = await createTestUser(ctx);
    const res = await patchMe(
      {
        email: 'evil@example.com',
        role: 'provider',
        provider_type: 'lawyer',
        is_staff: true,
        is_active: false,
        password: 'new-password',
        id: 1,
      },
      auth,
    );
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: user.email,
      role: 'client',
      providerType: null,
      isStaff: false,
      isActive: true,
      passwordHash: user.passwordHash,
    });
  });

  it('refuses invalid values (control characters in the name too) with field errors in both languages, and anonymous changes with 401', async () => {
    const { headers: auth } = await createTestUser(ctx);
    const ar = await patchMe({ name: '   ', phone: 'abc' }, auth);
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toMatchObject({
      field_codes: { name: ['name_required'], phone: ['phone_invalid'] },
      name: ['الاسم الكامل مطلوب.'],
      phone: ['أدخل رقم هاتف صالحًا.'],
    });
    const en = await patchMe({ name: 'n'.repeat(500), phone: 12 }, { ...auth, 'accept-language': 'en' });
    expect(en.json()).toMatchObject({ name: ['This value is too long.'], phone: ['Enter a valid phone number.'] });

    const malformed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/',
      payload: '{"name":',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('malformed_json');
    const text = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/',
      payload: 'name=x',
      headers: { ...auth, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);

    for (const name of ['Layla\u0000Haddad', 'Layla\nHaddad', 'Layla\u001bHaddad', 'Layla\u0085Haddad', '\u0000']) {
      const res = await patchMe({ name }, { ...auth, 'accept-language': 'en' });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject({
        field_codes: { name: ['invalid_characters'] },
        name: ['This field contains characters that are not allowed.'],
      });
    }
    expect((await patchMe({ name: 'Layla\u0000' }, auth)).json().name).toEqual(['يحتوي هذا الحقل على أحرف غير مسموح بها.']);

    const anonymous = await patchMe({ name: 'x' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('not_authenticated');
  });
});
