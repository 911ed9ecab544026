import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/clock';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser } from '../../../test/factories';
import { auth } from '../../../test/requests';
import { rawHeader, startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { createLogger } from '../../lib/log';
import { defineJob, startJobs, type Jobs } from '../jobs';
import { mailJob, openMailer, SMTP_TIMEOUTS, workMail, type Mailer, type MailMessage } from './index';

const message = (to: string): MailMessage => ({
  to,
  kind: 'listing_approved',
  language: 'ar',
  subject: 'نُشر عقارك: شقة في رام الله',
  text: 'منارة\n\nمرحبًا،',
  html: '<!doctype html><html lang="ar" dir="rtl"><body dir="rtl"><p>مرحبًا،</p></body></html>',
  replyTo: 'buyer@example.com',
  headers: {
    'List-Unsubscribe': '<https://manara.example/api/v1/notifications/unsubscribe/?token=1.x.y>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
});

const quiet = { warn: () => {} };

describe('mail over SMTP', () => {
  let smtp: TestSmtp;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const ctx = await createTestContext({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'منارة <no-reply@manara.example>' } });
    mailer = openMailer(ctx.config, { db: ctx.db, log: quiet });
    expect(mailer.kind).toBe('smtp');
  });

  it('delivers both parts, the From, Reply-To and the extra headers', async () => {
    await mailer.deliver(message('owner@example.com'));
    const mail = await smtp.next('owner@example.com');
    expect(mail.subject).toBe('نُشر عقارك: شقة في رام الله');
    expect(mail.from?.value[0]).toMatchObject({ address: 'no-reply@manara.example', name: 'منارة' });
    expect(mail.replyTo?.text).toBe('buyer@example.com');
    expect(mail.text).toContain('مرحبًا،');
    expect(mail.html).toContain('dir="rtl"');
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe('<https://manara.example/api/v1/notifications/unsubscribe/?token=1.x.y>');
    expect(mail.headers.get('content-language')).toBe('ar');
  });

  it('throws when the server refuses a message, so its job fails and is retried', async () => {
    smtp.refuseNext(1);
    await expect(mailer.deliver(message('later@example.com'))).rejects.toThrow(/451/);
    await mailer.deliver(message('later@example.com'));
    expect((await smtp.next('later@example.com')).subject).toContain('شقة');
  });
});

// The mail job as it runs, retried at once (mail.send waits 7 minutes between attempts).
const quickMailJob = defineJob<MailMessage>('test.mail-quick', { retryLimit: 3, retryDelaySeconds: 0 });
const diesAfterSending = defineJob<MailMessage>('test.mail-dies', { retryLimit: 3, retryDelaySeconds: 0 });

describe('mail jobs run again (issue 35)', () => {
  let smtp: TestSmtp;
  let ctx: TestContext;
  let mailer: Mailer;
  let worker: Jobs;
  let dyingOnce = true;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestContext({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'منارة <no-reply@manara.example>' } });
    // Short time-outs, as SMTP_TIMEOUTS are to the job's 120 s expiry.
    mailer = openMailer(ctx.config, {
      db: ctx.db,
      log: quiet,
      timeouts: { connectionMs: 2000, greetingMs: 2000, socketMs: 300, deliveryMs: 3000 },
    });
    worker = await startJobs(ctx.db, { log: createLogger({ level: 'silent', pretty: false }), worker: true });
    await workMail(worker, mailer, quickMailJob);
    // A process that dies after the server took the message, before pg-boss recorded the job done.
    await worker.work(diesAfterSending, async (data, job) => {
      await mailer.deliver(data, job);
      if (dyingOnce) {
        dyingOnce = false;
        throw new Error('died before the job was recorded done');
      }
    });
  });
  afterAll(async () => {
    await worker.stop();
    await mailer.close();
  });

  const jobState = async (id: string) =>
    (await ctx.db.execute<{ state: string }>(sql`select state from pgboss.job where id = ${id}::uuid`)).rows[0]?.state;

  it('a server that holds its answer past the time-out: the attempt fails and the retry carries the same Message-ID', async () => {
    smtp.holdNext(1, 1500);
    const since = smtp.messages.length;
    const id = (await ctx.jobs.queue(quickMailJob, message('slow@example.com')))!;
    await expect.poll(() => jobState(id), { timeout: 20_000, interval: 100 }).toBe('completed');
    const copies = smtp.messages.slice(since).filter((m) => m.to && !Array.isArray(m.to) && m.to.text === 'slow@example.com');
    // The held one arrived too (its answer came late): the receiver sees one Message-ID twice.
    expect(copies).toHaveLength(2);
    expect(copies[0]!.messageId).toBe(`<${id}@manara.example>`);
    expect(copies[1]!.messageId).toBe(copies[0]!.messageId);
  });

  it('ends every attempt well before the job is taken for dead', () => {
    expect(SMTP_TIMEOUTS.deliveryMs).toBeLessThanOrEqual((mailJob.settings.expireInSeconds! * 1000) / 2);
    const { connectionMs, greetingMs, socketMs, deliveryMs } = SMTP_TIMEOUTS;
    expect(Math.max(connectionMs, greetingMs, socketMs)).toBeLessThan(deliveryMs);
  });

  it('a message recorded as sent is not delivered again when its job runs again', async () => {
    const since = smtp.messages.length;
    const id = (await ctx.jobs.queue(diesAfterSending, message('once@example.com')))!;
    await expect.poll(() => jobState(id), { timeout: 20_000, interval: 100 }).toBe('completed');
    expect(dyingOnce).toBe(false);
    const copies = smtp.messages.slice(since).filter((m) => m.to && !Array.isArray(m.to) && m.to.text === 'once@example.com');
    expect(copies).toHaveLength(1);
    expect(copies[0]!.messageId).toBe(`<${id}@manara.example>`);
  });
});

describe('mail without SMTP: the outbox', () => {
  let ctx: TestContext;
  let mailer: Mailer;
  const warnings: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    mailer = openMailer(ctx.config, { db: ctx.db, log: { warn: (line) => void warnings.push(line) } });
  });

  it('says once, when it opens, that mail is not delivered', () => {
    expect(mailer.kind).toBe('outbox');
    expect(warnings).toEqual(['SMTP_URL is not set: e-mail is not delivered; messages are kept in the outbox (staff read them in /admin)']);
  });

  it('keeps messages for staff, newest first; others are refused', async () => {
    await mailer.deliver(message('first@example.com'));
    await mailer.deliver({ ...message('second@example.com'), language: 'en', subject: 'Your listing is live' });
    const staff = await createTestUser(ctx, { isStaff: true });
    const res = await ctx.app.inject({ url: '/api/v1/admin/outbox/', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results[0]).toMatchObject({
      recipient: 'second@example.com',
      language: 'en',
      subject: 'Your listing is live',
      kind: 'listing_approved',
    });
    expect(body.results[1]).toMatchObject({
      recipient: 'first@example.com',
      language: 'ar',
      headers: { 'Reply-To': 'buyer@example.com', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const user = await createTestUser(ctx);
    expect((await ctx.app.inject({ url: '/api/v1/admin/outbox/', headers: user.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/admin/outbox/' })).statusCode).toBe(401);
  });
});

describe('the outbox and the sent log on the app clock', () => {
  const clock = createTestClock(new Date('2026-03-01T09:00:00Z'));
  let ctx: TestContext;
  let mailer: Mailer;
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    mailer = openMailer(ctx.config, { db: ctx.db, log: quiet, clock });
  });

  it('dates a kept message by the clock, and forgets a sent job only once the clock is past its keeping time', async () => {
    await mailer.deliver(message('dated@example.com'), { id: 'job-dated' });
    const staff = await createTestUser(ctx, { isStaff: true });
    const outbox = async () => (await ctx.app.inject({ url: '/api/v1/admin/outbox/', headers: await auth(ctx, staff) })).json();
    expect((await outbox()).results).toEqual([
      expect.objectContaining({ recipient: 'dated@example.com', created_at: '2026-03-01T09:00:00.000Z' }),
    ]);
    // The same job again sends nothing: its id is remembered.
    await mailer.deliver(message('dated@example.com'), { id: 'job-dated' });
    expect((await outbox()).count).toBe(1);

    const day = 24 * 3600_000;
    clock.advance(day);
    expect(await mailer.forgetSent(2 * day)).toBe(0);
    clock.advance(day + 1000);
    expect(await mailer.forgetSent(2 * day)).toBe(1);
    // Forgotten: a job by that id would send again.
    await mailer.deliver(message('dated@example.com'), { id: 'job-dated' });
    expect((await outbox()).count).toBe(2);
  });
});
