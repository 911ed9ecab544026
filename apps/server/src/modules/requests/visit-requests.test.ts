import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { TestContext } from '../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../test/factories';
import {
  act,
  auth,
  calendarOf,
  createProvider,
  dayAhead,
  MAILED_ORIGIN,
  startMailedRequests,
  type TestClock,
} from '../../../test/requests';
import type { TestSmtp } from '../../../test/smtp';
import { requestRemindersJob } from './reminders';

const HOUR = 3600_000;

/** Visit requests (decision 067): a request on the one lifecycle whose provider side is the listing's owner. */
describe('visit requests (HTTP, real SMTP)', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let clock: TestClock;
  let owner: TestUser;
  let listing: number;
  beforeAll(async () => {
    ({ ctx, smtp, clock } = await startMailedRequests());
    // An ordinary account (no provider profile): whoever owns the listing answers its visits.
    owner = await createTestUser(ctx, { name: 'Omar Owner' });
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, owner.id));
    listing = await createListing(ctx, {
      ownerId: owner.id,
      titleAr: 'شقة في الطيرة',
      titleEn: 'Flat in Al-Tireh',
      status: 'active',
      type: 'apartment',
    });
  });
  const tick = () => clock.advance(1000);
  const visitBody = (fields: Record<string, unknown> = {}) => ({
    listing_id: listing,
    message: 'Is the parking included?',
    preferred_times: [
      { date: dayAhead(ctx, 3), from: '10:00', to: '12:00' },
      { date: dayAhead(ctx, 4), from: '16:00', to: '18:00' },
    ],
    ...fields,
  });
  const requestVisit = async (buyer: TestUser | null, fields: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/requests/visits/',
      payload: visitBody(fields),
      headers: buyer ? await auth(ctx, buyer) : {},
    });
  const get = async (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: await auth(ctx, user) });
  /** A visit request whose mail to the owner has arrived (so later waits see only later messages). */
  const requested = async (buyer: TestUser) => {
    const since = smtp.messages.length;
    const created = await requestVisit(buyer);
    expect(created.statusCode).toBe(201);
    await smtp.next(owner.user.email, { since });
    return created.json() as { id: number };
  };

  it('the owner accepts one of the requested times, the buyer confirms: both get the .ics in Asia/Hebron, then the reminder', async () => {
    const buyer = await createTestUser(ctx, { name: 'سامي' });
    const since = smtp.messages.length;
    const created = await requestVisit(buyer);
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      kind: 'visit',
      topic: 'realty',
      status: 'requested',
      role: 'client',
      provider: { id: owner.id, name: 'Omar Owner' },
      listing: { id: listing, title_ar: 'شقة في الطيرة', title_en: 'Flat in Al-Tireh' },
      description: 'Is the parking included?',
      actions: ['cancel'],
    });
    expect(request.preferred_times).toEqual([
      { start: `${dayAhead(ctx, 3)}T08:00:00.000Z`, end: `${dayAhead(ctx, 3)}T10:00:00.000Z` },
      { start: `${dayAhead(ctx, 4)}T14:00:00.000Z`, end: `${dayAhead(ctx, 4)}T16:00:00.000Z` },
    ]);
    const toOwner = await smtp.next(owner.user.email, { since });
    expect(toOwner.subject).toBe('New visit request from سامي');
    expect(toOwner.text).toContain('Flat in Al-Tireh');
    expect(toOwner.text).toContain(`${MAILED_ORIGIN}/en/dashboard/requests/${request.id}`);
    // Nothing the buyer typed is quoted.
    expect(toOwner.text).not.toContain('parking');

    // The owner finds it among the requests they received, and may accept, propose or decline.
    const received = (await get(owner, '/api/v1/requests/?as=provider')).json();
    expect(received.results.map((r: { id: number }) => r.id)).toContain(request.id);
    const mine = received.results.find((r: { id: number }) => r.id === request.id);
    expect(mine).toMatchObject({ role: 'provider', kind: 'visit', client: { name: 'سامي' } });
    expect(mine.actions.sort()).toEqual(['accept', 'cancel', 'decline', 'propose']);

    // The owner accepts the second window's start (16:00 in Hebron).
    tick();
    let mark = smtp.messages.length;
    const accepted = await act(ctx, owner, request.id, { event: 'accept', date: dayAhead(ctx, 4), time: '16:00', duration_minutes: 30 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', scheduled_at: `${dayAhead(ctx, 4)}T14:00:00.000Z`, duration_minutes: 30 });
    const acceptedMail = await smtp.next(buyer.user.email, { since: mark });
    expect(acceptedMail.subject).toMatch(/^قُبل طلب زيارتك/);
    expect(acceptedMail.text).toContain('شقة في الطيرة');

    // The buyer confirms: both parties get the invitation.
    tick();
    mark = smtp.messages.length;
    const confirmed = await act(ctx, buyer, request.id, { event: 'confirm' });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', changed_by: 'client' });
    const [ownerMail, buyerMail] = [await smtp.next(owner.user.email, { since: mark }), await smtp.next(buyer.user.email, { since: mark })];
    expect(ownerMail.subject).toMatch(/^Visit confirmed: .*4:00 PM/);
    expect(buyerMail.subject).toMatch(/^تأكّد موعد الزيارة/);
    const day = dayAhead(ctx, 4).replace(/-/g, '');
    for (const mail of [ownerMail, buyerMail]) {
      const ics = calendarOf(mail);
      expect(ics).toContain(`DTSTART;TZID=Asia/Hebron:${day}T160000`);
      expect(ics).toContain(`DTEND;TZID=Asia/Hebron:${day}T163000`);
      expect(ics).toContain(`UID:request-${request.id}@manara.example`);
    }
    expect(calendarOf(ownerMail)).toContain('SUMMARY:Visit: Flat in Al-Tireh — Manara');
    expect(calendarOf(buyerMail)).toContain('SUMMARY:زيارة: شقة في الطيرة — منارة');

    // The reminder a day before, once to each party.
    clock.advance(3 * 24 * HOUR + 8 * HOUR);
    const sinceReminder = smtp.messages.length;
    await ctx.jobs.queue(requestRemindersJob, {});
    expect((await smtp.next(owner.user.email, { since: sinceReminder })).subject).toMatch(/^Reminder: your visit tomorrow, .*4:00 PM/);
    expect((await smtp.next(buyer.user.email, { since: sinceReminder })).subject).toMatch(/^تذكير: زيارتك غدًا/);
    expect(await ctx.app.services.requests.sendReminders()).toBe(0);

    // After the time, either side marks it done; a visit is no provider's service, so it cannot be reviewed.
    clock.advance(24 * HOUR);
    expect((await act(ctx, owner, request.id, { event: 'done' })).json().status).toBe('done');
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/requests/${request.id}/review/`,
      payload: { rating: 5, comment: 'Very helpful owner, thanks.' },
      headers: await auth(ctx, buyer),
    });
    expect(review.statusCode).toBe(404);
  });

  it('the owner proposes another time (the buyer confirms it) or declines (the buyer is told, the reason not quoted)', async () => {
    const buyer = await createTestUser(ctx, { name: 'Lina Buyer' });
    const first = await requested(buyer);
    tick();
    let mark = smtp.messages.length;
    const proposed = await act(ctx, owner, first.id, { event: 'propose', date: dayAhead(ctx, 6), time: '11:00' });
    expect(proposed.json()).toMatchObject({ status: 'proposed', scheduled_at: `${dayAhead(ctx, 6)}T09:00:00.000Z` });
    expect((await smtp.next(buyer.user.email, { since: mark })).subject).toMatch(/^موعد مقترح لزيارتك/);
    tick();
    mark = smtp.messages.length;
    expect((await act(ctx, buyer, first.id, { event: 'confirm' })).json().status).toBe('confirmed');
    await smtp.next(buyer.user.email, { since: mark });
    await smtp.next(owner.user.email, { since: mark });

    const second = await requested(buyer);
    tick();
    mark = smtp.messages.length;
    const declined = await act(ctx, owner, second.id, { event: 'decline', reason: 'It was sold this morning.' });
    expect(declined.json()).toMatchObject({ status: 'declined', reason: 'It was sold this morning.', actions: [] });
    const mail = await smtp.next(buyer.user.email, { since: mark });
    expect(mail.subject).toBe('اعتُذر عن طلب زيارتك');
    expect(mail.text).not.toContain('sold this morning');
  });

  it('strangers and other owners get 404; each side is refused the other side’s steps (403) and steps the state does not allow (400)', async () => {
    const buyer = await createTestUser(ctx);
    const { id } = await requested(buyer);
    const stranger = await createTestUser(ctx);
    const otherOwner = await createTestUser(ctx);
    await createListing(ctx, { ownerId: otherOwner.id, status: 'active' });
    const provider = await createProvider(ctx, { type: 'realtor' });
    for (const user of [stranger, otherOwner, provider]) {
      expect((await get(user, `/api/v1/requests/${id}/`)).statusCode).toBe(404);
      expect((await get(user, `/api/v1/requests/${id}/messages/`)).statusCode).toBe(404);
      expect((await act(ctx, user, id, { event: 'accept', date: dayAhead(ctx, 3), time: '10:00' })).statusCode).toBe(404);
    }
    // The buyer may not answer their own request; the owner may not confirm for the buyer.
    const buyerAccepts = await act(ctx, buyer, id, { event: 'accept', date: dayAhead(ctx, 3), time: '10:00' });
    expect(buyerAccepts.statusCode).toBe(403);
    expect(buyerAccepts.json().code).toBe('permission_denied');
    expect((await act(ctx, owner, id, { event: 'confirm' })).statusCode).toBe(403);
    // Nothing to confirm yet, and not done before a time was set.
    const early = await act(ctx, buyer, id, { event: 'confirm' });
    expect(early.statusCode).toBe(400);
    expect(early.json().field_codes).toEqual({ status: ['request_status_invalid'] });
    expect((await act(ctx, owner, id, { event: 'done' })).statusCode).toBe(400);
    // A time in the past is refused.
    const past = await act(ctx, owner, id, { event: 'accept', date: '2026-11-30', time: '10:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json().field_codes).toEqual({ time: ['time_in_past'] });
  });

  it('refuses a visit to one’s own listing, to a listing not public, without times, and signed out', async () => {
    expect((await requestVisit(owner)).json().field_codes).toEqual({ listing_id: ['request_to_self'] });
    const buyer = await createTestUser(ctx);
    const pending = await createListing(ctx, { ownerId: owner.id, status: 'pending' });
    for (const id of [pending, 999_999]) {
      const res = await requestVisit(buyer, { listing_id: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().field_codes).toEqual({ listing_id: ['invalid'] });
    }
    expect((await requestVisit(buyer, { preferred_times: [] })).json().field_codes).toEqual({
      preferred_times: ['preferred_time_required'],
    });
    expect(
      (await requestVisit(buyer, { preferred_times: [{ date: '2026-11-30', from: '10:00', to: '11:00' }] })).json().field_codes,
    ).toEqual({
      preferred_times: ['time_in_past'],
    });
    expect((await requestVisit(null)).statusCode).toBe(401);
  });

  it('the owner’s dashboard counts visit requests with the listing’s inquiries', async () => {
    const own = await createTestUser(ctx);
    const flat = await createListing(ctx, { ownerId: own.id, status: 'active' });
    const buyer = await createTestUser(ctx);
    const mine = async () => (await get(own, '/api/v1/realty/properties/my_properties/')).json();
    expect((await mine()).counts.total_inquiries).toBe(0);
    expect((await requestVisit(buyer, { listing_id: flat })).statusCode).toBe(201);
    const after = await mine();
    expect(after.counts.total_inquiries).toBe(1);
    expect(after.results.find((r: { id: number }) => r.id === flat).reach.inquiries).toBe(1);
  });
});
