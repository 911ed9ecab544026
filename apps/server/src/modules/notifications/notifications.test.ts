import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createListing, createTestUser } from '../../../test/factories';
import { createUsersRepository } from '../users/users.repository';
import { startTestWorker } from '../../../test/worker';
import { rawHeader, startTestSmtp, type TestSmtp } from '../../../test/smtp';

const ORIGIN = 'https://manara.example';

describe('notifications (real SMTP)', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestContext({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Manara <no-reply@manara.example>', PUBLIC_ORIGIN: ORIGIN } });
    await startTestWorker(ctx);
  });
  const patchMe = (headers: object, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/v1/users/me/', payload, headers: headers as Record<string, string> });

  it('an inquiry e-mails the owner in their language (reply goes to the sender) and confirms to the sender in theirs', async () => {
    const owner = await createTestUser(ctx, { name: 'ليلى' });
    const listing = await createListing(ctx, { ownerId: owner.id, title: 'شقة في رام الله', status: 'active' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/realty/properties/${listing}/inquiries/`,
      payload: {
        kind: 'visit',
        name: 'John Smith',
        email: 'john@example.com',
        message: 'Can I visit on Saturday?',
        preferred_date: '2099-01-02',
      },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(201);
    const toOwner = await smtp.next(owner.user.email);
    expect(toOwner.subject).toBe('طلب زيارة: شقة في رام الله');
    expect(toOwner.replyTo?.text).toBe('john@example.com');
    expect(toOwner.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(toOwner.text).toContain('Can I visit on Saturday?');
    expect(toOwner.text).toContain(`${ORIGIN}/dashboard/inbox`);
    expect(rawHeader(toOwner, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const toSender = await smtp.next('john@example.com');
    expect(toSender.subject).toBe('Your message was sent: شقة في رام الله');
    expect(toSender.text).toContain(`${ORIGIN}/en/realty/property/${listing}`);
    // An anonymous sender has no account to unsubscribe.
    expect(rawHeader(toSender, 'List-Unsubscribe')).toBeUndefined();
    // Nor a verified address: the confirmation quotes nothing they typed.
    for (const part of [toSender.text, toSender.html]) {
      expect(part).not.toContain('John Smith');
      expect(part).not.toContain('Can I visit on Saturday?');
    }
    expect(toSender.text).toContain('Hello,');
  });

  it('a confirmation quotes the message and greets by name only a signed-in sender whose address is verified', async () => {
    const owner = await createTestUser(ctx);
    const listing = await createListing(ctx, { ownerId: owner.id, title: 'Flat in Bethlehem', status: 'active' });
    const phishing = 'Your account is locked: call +1 555 0100 now';
    const send = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/realty/properties/${listing}/inquiries/`,
        payload: { kind: 'contact', name: 'Anyone', email: 'anyone@example.com', message: phishing },
        headers: { 'accept-language': 'en', ...headers },
      });
    const unverified = await createTestUser(ctx, { name: phishing });
    await patchMe(unverified.headers, { language: 'en' });
    expect((await send(unverified.headers)).statusCode).toBe(201);
    const plain = await smtp.next(unverified.user.email);
    expect(plain.text).toContain('Hello,');
    expect(plain.text).not.toContain(phishing);

    const verified = await createTestUser(ctx, { name: 'Maha' });
    await patchMe(verified.headers, { language: 'en' });
    await createUsersRepository(ctx.db).update(verified.id, { emailVerifiedAt: new Date() });
    expect((await send(verified.headers)).statusCode).toBe(201);
    const quoted = await smtp.next(verified.user.email);
    expect(quoted.text).toContain('Hello Maha,');
    expect(quoted.text).toContain(phishing);
  });

  it('approval and rejection (with the reason) reach the owner; one-click unsubscribe stops that kind only', async () => {
    const staff = await createTestUser(ctx, { isStaff: true });
    const owner = await createTestUser(ctx, { name: 'Sami' });
    await patchMe(owner.headers, { language: 'en' });
    const first = await createListing(ctx, { ownerId: owner.id, title: 'Villa in Jericho', status: 'pending' });
    const act = (id: number, action: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/admin/properties/${id}/${action}/`, payload: payload ?? {}, headers: staff.headers });

    let since = smtp.messages.length;
    expect((await act(first, 'reject', { reason: 'Please add photos of the kitchen.' })).statusCode).toBe(204);
    const rejected = await smtp.next(owner.user.email, { since });
    expect(rejected.subject).toBe('Your listing needs changes: Villa in Jericho');
    expect(rejected.text).toContain('Please add photos of the kitchen.');

    since = smtp.messages.length;
    expect((await act(first, 'approve')).statusCode).toBe(204);
    const approved = await smtp.next(owner.user.email, { since });
    expect(approved.subject).toBe('Your listing is live: Villa in Jericho');
    expect(approved.text).toContain(`${ORIGIN}/en/realty/property/${first}`);

    // The mail client's one-click POST: form body, the token in the address, no sign-in.
    const unsubscribe = new URL(rawHeader(approved, 'List-Unsubscribe')!.slice(1, -1));
    expect(unsubscribe.origin).toBe(ORIGIN);
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: unsubscribe.pathname + unsubscribe.search,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ kind: 'listing_approved' });
    const me = await ctx.app.inject({ url: '/api/v1/users/me/', headers: owner.headers });
    expect(me.json().notifications).toMatchObject({ listing_approved: false, listing_rejected: true });

    // The next approval is not sent; a rejection still is.
    const second = await createListing(ctx, { ownerId: owner.id, title: 'Flat in Nablus', status: 'pending' });
    since = smtp.messages.length;
    await act(second, 'approve');
    const third = await createListing(ctx, { ownerId: owner.id, title: 'Shop in Hebron', status: 'pending' });
    await act(third, 'reject', { reason: 'Wrong city.' });
    const next = await smtp.next(owner.user.email, { since });
    expect(next.subject).toBe('Your listing needs changes: Shop in Hebron');
    expect(smtp.messages.slice(since).filter((m) => m.subject?.includes('Flat in Nablus'))).toHaveLength(0);

    // Turned on again from the profile.
    const on = await patchMe(owner.headers, { notifications: { listing_approved: true } });
    expect(on.json().notifications.listing_approved).toBe(true);
  });

  it('refuses a tampered or foreign unsubscribe token with a translated 400', async () => {
    const user = await createTestUser(ctx);
    for (const token of [`${user.id}.listing_approved.AAAA`, `${user.id}.nothing.x`, 'garbage', '']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/notifications/unsubscribe/?token=${encodeURIComponent(token)}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, token).toBe(400);
    }
  });
});
