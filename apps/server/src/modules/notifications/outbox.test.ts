import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createListing, createTestUser, TEST_PASSWORD } from '../../../test/factories';
import { startTestWorker } from '../../../test/worker';
import { mailOutbox } from '../../db/schema';

const ORIGIN = 'https://manara.example';

describe('the outbox staff read (no SMTP) never shows a link that acts on an account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_ORIGIN: ORIGIN } });
    await startTestWorker(ctx);
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

  /** The stored messages, as a mailbox holds them (the test reads the table; staff cannot). */
  async function stored(count: number) {
    for (let i = 0; i < 400; i++) {
      const rows = await ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
      if (rows.length >= count) return rows;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`Fewer than ${count} messages arrived in the outbox`);
  }

  it('reset, verification, new-address and unsubscribe links: staff see that one was sent, never the link', async () => {
    const staff = await createTestUser(ctx, { isStaff: true });
    const owner = await createTestUser(ctx, { email: 'owner@example.com' });
    await createTestUser(ctx, { email: 'forgetful@example.com' });
    await post('/auth/register/', {
      email: 'new@example.com',
      password: 'quiet harbour 42',
      password_confirm: 'quiet harbour 42',
      name: 'Noor',
    });
    await post('/auth/password-reset/', { email: 'forgetful@example.com' }, { 'accept-language': 'en' });
    await post('/auth/email/change/', { current_password: TEST_PASSWORD, email: 'owner.new@example.com' }, owner.headers);
    const listing = await createListing(ctx, { ownerId: owner.id, title: 'Flat in Jenin', status: 'pending' });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/properties/${listing}/approve/`, payload: {}, headers: staff.headers });
    // verification (registration), reset, notice to the old address, verification of the new one, approval
    const rows = await stored(5);
    const secrets = rows.flatMap((r) =>
      [r.text, ...Object.values(r.headers)].flatMap((part) => [...part.matchAll(/[?&]token=([^\s&<>"']+)/g)].map((m) => m[1]!)),
    );
    expect(new Set(rows.map((r) => r.kind))).toEqual(
      new Set(['email_verification', 'password_reset', 'email_changed', 'listing_approved']),
    );
    expect(secrets.length).toBeGreaterThanOrEqual(5);

    const res = await ctx.app.inject({ url: '/api/v1/admin/outbox/?page_size=50', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { results: { kind: string; language: string; text: string; headers: Record<string, string> }[] };
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/token=[\w-]/);
    for (const message of body.results.filter((m) => m.kind !== 'email_changed')) {
      expect(message.text).toContain(
        message.language === 'ar' ? '[أُرسل رابط، وهو مخفي عن فريق الإدارة]' : '[a link was sent; it is hidden from staff]',
      );
    }
    const approval = body.results.find((m) => m.kind === 'listing_approved')!;
    expect(approval.headers['List-Unsubscribe']).toBe('<[أُرسل رابط، وهو مخفي عن فريق الإدارة]>');
    // The listing's own link is not a secret: it stays.
    expect(approval.text).toContain(`${ORIGIN}/realty/property/${listing}`);

    // The stored message keeps its link: the address's owner (here the test, reading the table) can use it.
    const verification = rows.find((r) => r.kind === 'email_verification' && r.recipient === 'owner.new@example.com')!;
    const token = /verify-email\?token=([\w-]+)/.exec(verification.text)![1]!;
    expect((await post('/auth/verify-email/', { token })).statusCode).toBe(204);
  }, 90_000);
});
