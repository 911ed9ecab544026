import { localToday } from '@manara/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../../test/factories';

/** YYYY-MM-DD `days` from today in Palestine. */
function dayFromToday(days: number): string {
  const [y, m, d] = localToday().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

describe('inquiries (contact seller, schedule visit)', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let stranger: TestUser;
  let staff: TestUser;
  let active: number;
  let pending: number;
  let ip = 0;
  // Each request comes from its own address unless a test says otherwise, so the per-IP limit stays out of the way.
  const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

  const send = (pid: number, payload: unknown, opts: { headers?: Record<string, string>; ip?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/realty/properties/${pid}/inquiries/`,
      payload: payload as object,
      headers: opts.headers,
      remoteAddress: opts.ip ?? nextIp(),
    });
  const valid = { name: 'Sami Odeh', email: 'Sami@Example.com', phone: '٠٥٩٩ ١٢٣ ٤٥٦', message: 'Is the price negotiable?' };

  beforeAll(async () => {
    // Rate limiting is on, as in production.
    ctx = await createTestContext({ env: { RATE_LIMIT: 'true' } });
    owner = await createTestUser(ctx, { name: 'Owner' });
    stranger = await createTestUser(ctx);
    staff = await createTestUser(ctx, { isStaff: true });
    active = await createListing(ctx, { ownerId: owner.id, title: 'Flat in Ramallah' });
    pending = await createListing(ctx, { ownerId: owner.id, title: 'Waiting for review', status: 'pending' });
  });

  it('accepts a message from a visitor and answers 201 with id, kind and time', async () => {
    const res = await send(active, valid);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), kind: 'contact', created_at: expect.any(String) });
  });

  it('stores the sender of a signed-in user, normalized, for the owner to read', async () => {
    const res = await send(active, { ...valid, message: 'From a member', kind: 'contact' }, { headers: stranger.headers });
    expect(res.statusCode).toBe(201);
    const listed = await ctx.app.inject({ url: `/api/v1/realty/properties/${active}/inquiries/`, headers: owner.headers });
    expect(listed.statusCode).toBe(200);
    const item = listed.json().results.find((i: { id: number }) => i.id === res.json().id);
    expect(item).toMatchObject({
      property_id: active,
      kind: 'contact',
      name: 'Sami Odeh',
      email: 'sami@example.com',
      phone: '0599 123 456',
      message: 'From a member',
      preferred_date: null,
      preferred_time: null,
      sender_id: stranger.id,
    });
  });

  it('validates every field with translated messages', async () => {
    const empty = await send(active, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_codes).toEqual({ name: ['name_required'], email: ['email_required'], message: ['message_required'] });
    expect(empty.json().message).toEqual(['الرسالة مطلوبة.']);

    const bad = await send(
      active,
      { name: '   ', email: 'not-an-email', phone: 'call me', message: 'x'.repeat(2001), kind: 'letter' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_codes).toEqual({
      name: ['name_required'],
      email: ['email_invalid'],
      phone: ['phone_invalid'],
      message: ['too_long'],
      kind: ['invalid_choice'],
    });
    expect(bad.json().email).toEqual(['Enter a valid e-mail address.']);

    const wrongTypes = await send(active, { name: 5, email: [], message: { a: 1 } });
    expect(wrongTypes.statusCode).toBe(400);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/realty/properties/${active}/inquiries/`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: nextIp(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('malformed_json');
  });

  it('strips control characters instead of failing on them', async () => {
    const res = await send(active, { ...valid, name: 'Sa\u0000mi', message: 'Hello\u0000 there\nsecond line' });
    expect(res.statusCode).toBe(201);
  });

  it('requires a visit date from today on for a visit request', async () => {
    const noDate = await send(active, { ...valid, kind: 'visit' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().field_codes).toEqual({ preferred_date: ['visit_date_required'] });

    const past = await send(
      active,
      { ...valid, kind: 'visit', preferred_date: dayFromToday(-1) },
      { headers: { 'accept-language': 'en' } },
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().preferred_date).toEqual(['Choose a visit date from today on.']);

    for (const [date, code] of [
      ['2030-02-30', 'invalid_date'],
      ['tomorrow', 'invalid_date'],
      ['2030-1-5', 'invalid_date'],
    ] as const) {
      const res = await send(active, { ...valid, kind: 'visit', preferred_date: date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().field_codes.preferred_date).toEqual([code]);
    }
    const badTime = await send(active, { ...valid, kind: 'visit', preferred_date: dayFromToday(1), preferred_time: '25:00' });
    expect(badTime.json().field_codes).toEqual({ preferred_time: ['invalid_time'] });

    const today = await send(active, { ...valid, kind: 'visit', preferred_date: dayFromToday(0), preferred_time: '17:30' });
    expect(today.statusCode).toBe(201);
    expect(today.json().kind).toBe('visit');
    const later = await send(active, { ...valid, kind: 'visit', preferred_date: dayFromToday(7), preferred_time: '' });
    expect(later.statusCode).toBe(201);

    const listed = (await ctx.app.inject({ url: `/api/v1/realty/properties/${active}/inquiries/`, headers: owner.headers })).json();
    expect(listed.results.find((i: { id: number }) => i.id === today.json().id)).toMatchObject({
      preferred_date: dayFromToday(0),
      preferred_time: '17:30',
    });
  });

  it('takes a visit request without a message (its placeholder says it is optional), never a message without one', async () => {
    const { message: _message, ...noMessage } = valid;
    const visit = await send(active, { ...noMessage, kind: 'visit', preferred_date: dayFromToday(2), message: '   ' });
    expect(visit.statusCode, visit.body).toBe(201);
    const listed = (await ctx.app.inject({ url: `/api/v1/realty/properties/${active}/inquiries/`, headers: owner.headers })).json();
    expect(listed.results.find((i: { id: number }) => i.id === visit.json().id)).toMatchObject({ kind: 'visit', message: '' });
    const contact = await send(active, { ...noMessage, kind: 'contact' }, { headers: { 'accept-language': 'en' } });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().field_codes).toEqual({ message: ['message_required'] });
    expect((await send(active, noMessage)).json().field_codes).toEqual({ message: ['message_required'] });
  });

  it('answers 404 for hidden and missing listings', async () => {
    const hidden = await send(pending, valid);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('property_not_found');
    expect((await send(pending, valid, { headers: owner.headers })).statusCode).toBe(404);
    expect((await send(9_999_999, valid)).statusCode).toBe(404);
  });

  it('lets only the owner and staff read a listing’s inquiries', async () => {
    const url = `/api/v1/realty/properties/${active}/inquiries/`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url, headers: stranger.headers })).statusCode).toBe(404);
    const mine = await ctx.app.inject({ url, headers: owner.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().count).toBeGreaterThanOrEqual(2);
    expect(mine.json().next).toBeNull();
    const staffView = await ctx.app.inject({ url: `${url}?page_size=1`, headers: staff.headers });
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().results).toHaveLength(1);
    expect(staffView.json().next).toBe(`${url}?page_size=1&page=2`);
    // The owner reads inquiries of a pending listing too (there are none).
    expect((await ctx.app.inject({ url: `/api/v1/realty/properties/${pending}/inquiries/`, headers: owner.headers })).json().count).toBe(0);
  });

  it('limits each address to 5 inquiries per 10 minutes', async () => {
    const from = '192.0.2.77';
    for (let i = 0; i < 5; i++) expect((await send(active, valid, { ip: from })).statusCode).toBe(201);
    const limited = await send(active, valid, { ip: from, headers: { 'accept-language': 'en' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'throttled', detail: 'Too many requests. Please wait a moment and try again.' });
    expect((await send(active, valid, { ip: '192.0.2.78' })).statusCode).toBe(201);
  });
});
