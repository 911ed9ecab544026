import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { TestContext } from '../../../test/context';
import { createTestUser, type TestUser } from '../../../test/factories';
import {
  act,
  calendarOf,
  createProvider,
  dayAhead,
  MAILED_ORIGIN,
  sendRequest,
  startMailedRequests,
  type TestClock,
} from '../../../test/requests';
import type { TestSmtp } from '../../../test/smtp';
import { requestRemindersJob } from './reminders';

const HOUR = 3600_000;

describe('consultation requests: mail to the other party (real SMTP)', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let clock: TestClock;
  let lawyer: TestUser;
  beforeAll(async () => {
    ({ ctx, smtp, clock } = await startMailedRequests());
    lawyer = await createProvider(ctx, { name: 'Huda Haddad' });
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, lawyer.id));
  });
  const newClient = async () => createTestUser(ctx, { name: 'سامي' });
  /** Sends a request and waits for its message to the lawyer, so later waits see only later messages. */
  const requested = async (client: TestUser) => {
    const since = smtp.messages.length;
    const created = (await sendRequest(ctx, client, { provider_id: lawyer.id })).json();
    await smtp.next(lawyer.user.email, { since });
    return created as { id: number };
  };

  it('each step mails the other party in their language; the confirmation carries the .ics in Asia/Hebron time to both', async () => {
    const client = await newClient();
    const { id } = (await sendRequest(ctx, client, { provider_id: lawyer.id })).json();
    const received = await smtp.next(lawyer.user.email);
    expect(received.subject).toBe('New consultation request from سامي');
    expect(received.text).toContain(`${MAILED_ORIGIN}/en/dashboard/requests/${id}`);
    // The preferred windows, in Hebron time (10:00 there is 08:00 UTC): the description is not quoted.
    expect(received.text).toMatch(/10:00 AM/);
    expect(received.text).not.toContain('Birzeit');

    clock.advance(1000);
    expect((await act(ctx, lawyer, id, { event: 'propose', date: dayAhead(ctx, 5), time: '13:30', duration_minutes: 60 })).statusCode).toBe(
      200,
    );
    const proposed = await smtp.next(client.user.email);
    expect(proposed.subject).toMatch(/^موعد مقترح لاستشارتك: .*1:30/);
    expect(proposed.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(proposed.text).toContain(`${MAILED_ORIGIN}/dashboard/requests/${id}`);

    const before = smtp.messages.length;
    clock.advance(1000);
    expect((await act(ctx, client, id, { event: 'confirm' })).statusCode).toBe(200);
    const [toLawyer, toClient] = [
      await smtp.next(lawyer.user.email, { since: before }),
      await smtp.next(client.user.email, { since: before }),
    ];
    expect(toLawyer.subject).toMatch(/^Consultation confirmed: .*1:30 PM/);
    expect(toClient.subject).toMatch(/^تأكّد موعد الاستشارة/);
    for (const mail of [toLawyer, toClient]) {
      const ics = calendarOf(mail);
      // 13:30 in Hebron on a winter day: +02:00, the VTIMEZONE says so, the times are local with the TZID.
      expect(ics).toContain(`DTSTART;TZID=Asia/Hebron:${dayAhead(ctx, 5).replace(/-/g, '')}T133000`);
      expect(ics).toContain(`DTEND;TZID=Asia/Hebron:${dayAhead(ctx, 5).replace(/-/g, '')}T143000`);
      expect(ics).toMatch(
        /BEGIN:VTIMEZONE\r\nTZID:Asia\/Hebron\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:\+0200\r\nTZOFFSETTO:\+0200/,
      );
      expect(ics).toContain(`UID:request-${id}@manara.example`);
      expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    }
    expect(calendarOf(toLawyer)).toContain('SUMMARY:Consultation with سامي — Manara');

    // The reminder job: a day before, once per party, never twice.
    clock.advance(4 * 24 * HOUR + 4 * HOUR);
    const sinceReminder = smtp.messages.length;
    await ctx.jobs.queue(requestRemindersJob, {});
    const reminders = [
      await smtp.next(lawyer.user.email, { since: sinceReminder }),
      await smtp.next(client.user.email, { since: sinceReminder }),
    ];
    expect(reminders[0]!.subject).toMatch(/^Reminder: your consultation tomorrow, .*1:30 PM/);
    expect(reminders[1]!.subject).toMatch(/^تذكير: استشارتك غدًا/);
    expect(await ctx.app.services.requests.sendReminders()).toBe(0);

    clock.advance(24 * HOUR);
    const sinceDone = smtp.messages.length;
    expect((await act(ctx, client, id, { event: 'no_show' })).json().status).toBe('no_show');
    expect((await smtp.next(lawyer.user.email, { since: sinceDone })).subject).toBe('The consultation did not take place');
  });

  it('accept (with its quote), decline, cancel and done reach the other party', async () => {
    const client = await newClient();
    const first = await requested(client);
    let since = smtp.messages.length;
    await act(ctx, lawyer, first.id, { event: 'accept', date: dayAhead(ctx, 2), time: '09:00', price: 50, currency: 'JOD' });
    const accepted = await smtp.next(client.user.email, { since });
    expect(accepted.subject).toMatch(/^قُبل طلب استشارتك/);
    expect(accepted.text).toMatch(/50/);
    since = smtp.messages.length;
    await act(ctx, lawyer, first.id, { event: 'decline', reason: 'I am away that week after all.' });
    const declined = await smtp.next(client.user.email, { since });
    expect(declined.subject).toBe('اعتُذر عن طلب استشارتك');
    expect(declined.text).not.toContain('away that week');

    const second = await requested(client);
    since = smtp.messages.length;
    await act(ctx, client, second.id, { event: 'cancel' });
    expect((await smtp.next(lawyer.user.email, { since })).subject).toBe('The consultation request was cancelled');

    const third = await requested(client);
    since = smtp.messages.length;
    await act(ctx, lawyer, third.id, { event: 'accept', date: dayAhead(ctx, 1), time: '09:00' });
    await smtp.next(client.user.email, { since });
    since = smtp.messages.length;
    await act(ctx, client, third.id, { event: 'confirm' });
    await smtp.next(lawyer.user.email, { since });
    await smtp.next(client.user.email, { since });
    clock.advance(2 * 24 * HOUR);
    since = smtp.messages.length;
    await act(ctx, lawyer, third.id, { event: 'done' });
    expect((await smtp.next(client.user.email, { since })).subject).toBe('انتهت الاستشارة');
  });
});
