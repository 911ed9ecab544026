import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/clock';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories';
import { createUsersRepository } from '../users/users.repository';
import { startTestWorker } from '../../../test/worker';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';

const ORIGIN = 'https://manara.example';

/** The token of the link to `page` in a message's plain-text part (the HTML part has the same link). */
function linkToken(mail: ParsedMail, page: string): string {
  const match = new RegExp(`${ORIGIN.replace(/\./g, '\\.')}(?:/en)?${page}\\?token=([\\w-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`No ${page} link in: ${mail.text}`);
  expect(mail.html).toContain(match[0]);
  return match[1]!;
}

describe('account recovery and security (real SMTP)', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  const clock = createTestClock();
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Manara <no-reply@manara.example>', PUBLIC_ORIGIN: ORIGIN },
      clock,
    });
    await startTestWorker(ctx);
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
  const login = (email: string, password: string) => post('/auth/login/', { email, password });
  const me = (access: string) => ctx.app.inject({ url: '/api/v1/users/me/', headers: { authorization: `Bearer ${access}` } });

  it('registration e-mails a verification link in the registrant’s language; the link verifies the address once', async () => {
    const email = 'layla@example.com';
    const since = smtp.messages.length;
    const res = await post(
      '/auth/register/',
      { email, password: 'a quiet harbour 42', password_confirm: 'a quiet harbour 42', name: 'ليلى حداد' },
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ language: 'ar', email_verified: false });
    const mail = await smtp.next(email, { since });
    expect(mail.subject).toBe('تأكيد بريدك الإلكتروني في منارة');
    expect(mail.from?.text).toContain('no-reply@manara.example');
    expect(mail.headers.get('content-language')).toBe('ar');
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    // The address is not verified yet: the message carries nothing the registrant typed (not even a name).
    expect(mail.text).toContain('مرحبًا،');
    expect(mail.text).not.toContain('ليلى حداد');
    expect(mail.html).not.toContain('ليلى حداد');
    const token = linkToken(mail, '/auth/verify-email');

    // Unverified accounts can use the site.
    const session = (await login(email, 'a quiet harbour 42')).json();
    expect((await me(session.access)).json().email_verified).toBe(false);
    expect((await post('/auth/verify-email/', { token })).statusCode).toBe(204);
    expect((await me(session.access)).json().email_verified).toBe(true);
    const again = await post('/auth/verify-email/', { token }, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field_codes: { token: ['verification_link_invalid'] } });
  });

  it('refuses a password equal to the e-mail, its local part or the name, in both languages', async () => {
    const base = { email: 'Omar.Saleh@example.com', name: 'Omar Saleh' };
    for (const password of ['omar.saleh@example.com', 'Omar.Saleh', 'omar saleh']) {
      const res = await post('/auth/register/', { ...base, password, password_confirm: password }, { 'accept-language': 'en' });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ field_codes: { password: ['password_too_similar'] } });
    }
    const ar = await post('/auth/register/', { ...base, password: 'omar.saleh', password_confirm: 'omar.saleh' });
    expect(ar.json().password).toEqual(['يجب ألا تكون كلمة المرور بريدك الإلكتروني أو اسمك.']);
  });

  it('forgot password: the same answer for any address; the link resets once, ends every session, and expires', async () => {
    const owner = await createTestUser(ctx, { email: 'reset-me@example.com', name: 'Sami' });
    await ctx.app.inject({ method: 'PATCH', url: '/api/v1/users/me/', payload: { language: 'en' }, headers: owner.headers });
    const oldSession = (await login(owner.user.email, TEST_PASSWORD)).json();

    const unknown = await post('/auth/password-reset/', { email: 'nobody@example.com' }, { 'accept-language': 'en' });
    const known = await post('/auth/password-reset/', { email: 'Reset-Me@example.com' }, { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());

    const mail = await smtp.next('reset-me@example.com');
    expect(mail.subject).toBe('Reset your Manara password');
    expect(mail.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(mail.text).toContain('within 45 minutes');
    const token = linkToken(mail, '/auth/reset-password');
    expect(mail.text).toContain(`${ORIGIN}/en/auth/reset-password?token=`);

    // The new password passes the same checks as at registration; a refused one does not spend the link.
    const similar = await post('/auth/password-reset/confirm/', { token, password: 'reset-me', password_confirm: 'reset-me' });
    expect(similar.json()).toMatchObject({ field_codes: { password: ['password_too_similar'] } });
    clock.advance(1100); // the old tokens' iat: a whole second before the reset
    const ok = await post('/auth/password-reset/confirm/', {
      token,
      password: 'new harbour lights',
      password_confirm: 'new harbour lights',
    });
    expect(ok.statusCode).toBe(204);

    // Reused link, old access token, old refresh token, old password: all refused.
    const reused = await post('/auth/password-reset/confirm/', {
      token,
      password: 'another long one',
      password_confirm: 'another long one',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ field_codes: { token: ['reset_link_invalid'] } });
    expect((await me(oldSession.access)).statusCode).toBe(401);
    expect((await me(owner.token)).statusCode).toBe(401);
    expect((await post('/auth/refresh/', { refresh: oldSession.refresh })).statusCode).toBe(401);
    expect((await login(owner.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(owner.user.email, 'new harbour lights');
    expect(fresh.statusCode).toBe(200);
    // The link reached the address: it counts as verified.
    expect((await me(fresh.json().access)).json()).toMatchObject({ email_verified: true, language: 'en' });

    // An expired link (46 minutes later) is refused.
    const since = smtp.messages.length;
    await post('/auth/password-reset/', { email: 'reset-me@example.com' });
    const late = linkToken(await smtp.next('reset-me@example.com', { since }), '/auth/reset-password');
    clock.advance(46 * 60_000);
    const expired = await post('/auth/password-reset/confirm/', {
      token: late,
      password: 'late harbour lights',
      password_confirm: 'late harbour lights',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('validation_error');
  });

  it('changes the password with the current one: other sessions end, the answer is a new session', async () => {
    const user = await createTestUser(ctx, { name: 'Rana' });
    const other = (await login(user.user.email, TEST_PASSWORD)).json();
    const wrong = await post(
      '/auth/password/change/',
      { current_password: 'not it at all', password: 'olive grove 2026', password_confirm: 'olive grove 2026' },
      user.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field_codes: { current_password: ['current_password_invalid'] } });
    clock.advance(1100); // the tokens' iat has whole seconds: the change comes in a later one
    const res = await post(
      '/auth/password/change/',
      { current_password: TEST_PASSWORD, password: 'olive grove 2026', password_confirm: 'olive grove 2026' },
      user.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toContain('manara_refresh=');
    expect((await me(res.json().access)).statusCode).toBe(200);
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await post('/auth/refresh/', { refresh: other.refresh })).statusCode).toBe(401);
  });

  it('changes the e-mail with the current password: unverified until the link sent to the new address is opened', async () => {
    const user = await createTestUser(ctx, { name: 'Huda' });
    const taken = await createTestUser(ctx);
    const clash = await post('/auth/email/change/', { current_password: TEST_PASSWORD, email: taken.user.email }, user.headers);
    expect(clash.json()).toMatchObject({ field_codes: { email: ['email_taken'] } });
    const wrong = await post('/auth/email/change/', { current_password: 'nope nope', email: 'huda.new@example.com' }, user.headers);
    expect(wrong.json()).toMatchObject({ field_codes: { current_password: ['current_password_invalid'] } });
    const other = (await login(user.user.email, TEST_PASSWORD)).json();
    const since = smtp.messages.length;
    const res = await post('/auth/email/change/', { current_password: TEST_PASSWORD, email: 'Huda.New@example.com' }, user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'huda.new@example.com', email_verified: false });
    const token = linkToken(await smtp.next('huda.new@example.com'), '/auth/verify-email');
    expect((await post('/auth/verify-email/', { token })).statusCode).toBe(204);
    // As a password change: every other session ends, the answer is a new one for this browser.
    expect(res.headers['set-cookie']).toContain('manara_refresh=');
    expect((await me(res.json().access)).json()).toMatchObject({ email: 'huda.new@example.com', email_verified: true });
    expect((await post('/auth/refresh/', { refresh: other.refresh })).statusCode).toBe(401);
    expect((await post('/auth/refresh/', { refresh: res.json().refresh })).statusCode).toBe(200);
    // The old address is told, in the account's language, with what to do if it was not its owner.
    const notice = await smtp.next(user.user.email, { since });
    expect(notice.subject).toBe('تغيّر بريدك الإلكتروني في منارة');
    expect(notice.text).toContain('تغيّر البريد الإلكتروني لحسابك');
    expect(notice.text).toContain(`${ORIGIN}/contact`);
  });

  it('the old address is told in English when the account reads English, naming the new address when the old one was verified', async () => {
    const user = await createTestUser(ctx, { name: 'Karim' });
    await ctx.app.inject({ method: 'PATCH', url: '/api/v1/users/me/', payload: { language: 'en' }, headers: user.headers });
    await createUsersRepository(ctx.db).update(user.id, { emailVerifiedAt: new Date() });
    const since = smtp.messages.length;
    const res = await post('/auth/email/change/', { current_password: TEST_PASSWORD, email: 'karim.new@example.com' }, user.headers);
    expect(res.statusCode).toBe(200);
    const notice = await smtp.next(user.user.email, { since });
    expect(notice.subject).toBe('Your Manara e-mail address was changed');
    expect(notice.text).toContain('Hello Karim,');
    expect(notice.text).toContain('changed to karim.new@example.com');
    expect(notice.text).toContain('If it was not you');
    expect(notice.text).toContain(`${ORIGIN}/en/contact`);
  });

  it('a change of rights in /admin (promotion, demotion, deactivation) ends every session: refresh tokens stop working', async () => {
    const staff = await createTestUser(ctx, { isStaff: true });
    const change = (id: number, payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${id}/`, payload, headers: staff.headers });
    const user = await createTestUser(ctx);
    for (const payload of [{ is_staff: true }, { is_staff: false }, { is_active: false }]) {
      const session = (await login(user.user.email, TEST_PASSWORD)).json();
      expect((await change(user.id, payload)).statusCode, JSON.stringify(payload)).toBe(200);
      const refreshed = await post('/auth/refresh/', { refresh: session.refresh });
      expect(refreshed.statusCode, JSON.stringify(payload)).toBe(401);
    }
    // What changes nothing ends nothing: a client "demoted" stays signed in.
    const client = await createTestUser(ctx);
    const kept = (await login(client.user.email, TEST_PASSWORD)).json();
    expect((await change(client.id, { is_staff: false })).statusCode).toBe(200);
    expect((await post('/auth/refresh/', { refresh: kept.refresh })).statusCode).toBe(200);
  });

  it('no link works on a deactivated account (reset, verification, a new address): a translated refusal', async () => {
    const staff = await createTestUser(ctx, { isStaff: true });
    const user = await createTestUser(ctx, { email: 'soon-gone@example.com' });
    let since = smtp.messages.length;
    await post('/auth/email/change/', { current_password: TEST_PASSWORD, email: 'soon-gone.new@example.com' }, user.headers);
    const moved = linkToken(await smtp.next('soon-gone.new@example.com', { since }), '/auth/verify-email');
    since = smtp.messages.length;
    await post('/auth/password-reset/', { email: 'soon-gone.new@example.com' });
    const reset = linkToken(await smtp.next('soon-gone.new@example.com', { since }), '/auth/reset-password');

    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${user.id}/`,
      payload: { is_active: false },
      headers: staff.headers,
    });
    expect(off.statusCode).toBe(200);
    const second = await post('/auth/verify-email/', { token: moved }, { 'accept-language': 'en' });
    const third = await post('/auth/password-reset/confirm/', {
      token: reset,
      password: 'lantern hill 2040',
      password_confirm: 'lantern hill 2040',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      field_codes: { token: ['account_inactive'] },
      token: ['This account is deactivated, so its links no longer work. Contact us if you think this is a mistake.'],
    });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ field_codes: { token: ['account_inactive'] } });
    expect(third.json().token[0]).toMatch(/^هذا الحساب معطّل/);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('an access token issued before a promotion is refused at once', async () => {
    const staff = await createTestUser(ctx, { isStaff: true });
    const user = await createTestUser(ctx);
    clock.advance(1100); // the tokens' iat has whole seconds: the change comes in a later one
    const promoted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${user.id}/`,
      payload: { is_staff: true },
      headers: staff.headers,
    });
    expect(promoted.statusCode).toBe(200);
    const before = await ctx.app.inject({ url: '/api/v1/admin/users/', headers: user.headers });
    expect(before.statusCode).toBe(401);
    expect(before.json().code).toBe('token_invalid');
    const after = (await login(user.user.email, TEST_PASSWORD)).json();
    expect((await ctx.app.inject({ url: '/api/v1/admin/users/', headers: { authorization: `Bearer ${after.access}` } })).statusCode).toBe(
      200,
    );
  });
});

describe('forgot password does the same work for any address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(); // no worker: what the request itself leaves behind stays visible
  });

  /** What is stored besides: queued jobs by name (with the keys of their data) and account links. */
  async function trace() {
    const jobs = await ctx.db.execute<{ name: string; keys: string }>(
      sql`select name, (select string_agg(k, ',' order by k) from jsonb_object_keys(data) k) as keys from pgboss.job order by name, keys`,
    );
    const links = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from account_tokens`);
    return { jobs: jobs.rows.map((r) => `${r.name}(${r.keys})`), links: Number(links.rows[0]!.n) };
  }

  it('an address with an account and one without: the same answer, and the same single queued job', async () => {
    await createTestUser(ctx, { email: 'known@example.com' });
    const before = await trace();
    const known = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/', payload: { email: 'known@example.com' } });
    const afterKnown = await trace();
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/', payload: { email: 'nobody@example.com' } });
    const afterUnknown = await trace();
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    const added = (from: typeof before, to: typeof before) => {
      const jobs = [...to.jobs];
      for (const job of from.jobs) jobs.splice(jobs.indexOf(job), 1);
      return { jobs, links: to.links - from.links };
    };
    expect(added(before, afterKnown)).toEqual({ jobs: ['auth.password-reset(email)'], links: 0 });
    expect(added(afterKnown, afterUnknown)).toEqual(added(before, afterKnown));
  });
});
