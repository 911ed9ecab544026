import { REQUESTS_PER_DAY } from '@manara/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '../../db/schema';
import { createTestClock } from '../../../test/clock';
import { createTestContext, type TestContext } from '../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../test/factories';
import { act, auth, createProvider, dayAhead, requestBody, sendRequest } from '../../../test/requests';

const HOUR = 3600_000;

describe('consultation requests (HTTP)', () => {
  let ctx: TestContext;
  let clock: ReturnType<typeof createTestClock>;
  let lawyer: TestUser;
  beforeAll(async () => {
    // 08:00 UTC = 10:00 in Hebron (winter, +02:00).
    clock = createTestClock(new Date('2026-12-01T08:00:00Z'));
    // The per-address limit would count every suite's requests from one address; the per-client daily limit is what is tested.
    ctx = await createTestContext({ clock, env: { RATE_LIMIT: 'false' } });
    lawyer = await createProvider(ctx, { name: 'Huda Lawyer' });
  });
  const get = async (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: await auth(ctx, user) });
  /** Time moves on between a party's steps, as it does between two people's clicks. */
  const tick = () => clock.advance(1000);

  it('a client asks a verified lawyer with two windows; the lawyer proposes another time; the client confirms; after the time it is done', async () => {
    const client = await createTestUser(ctx, { name: 'Sami Client' });
    const created = await sendRequest(ctx, client, { provider_id: lawyer.id });
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      status: 'requested',
      topic: 'legal',
      role: 'client',
      provider: { id: lawyer.id },
      actions: ['cancel'],
    });
    // 10:00 in Hebron three days on is 08:00 UTC.
    expect(request.preferred_times[0]).toEqual({ start: `${dayAhead(ctx, 3)}T08:00:00.000Z`, end: `${dayAhead(ctx, 3)}T10:00:00.000Z` });

    // The lawyer sees it with one unread entry (the request) and may accept, propose or decline.
    const received = (await get(lawyer, '/api/v1/requests/?as=provider')).json();
    expect(received.unread_count).toBe(1);
    expect(received.results[0]).toMatchObject({ id: request.id, role: 'provider', unread_count: 1 });
    expect(received.results[0].actions.sort()).toEqual(['accept', 'cancel', 'decline', 'propose']);

    tick();
    const proposed = await act(ctx, lawyer, request.id, { event: 'propose', date: dayAhead(ctx, 5), time: '13:30', duration_minutes: 45 });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toMatchObject({ status: 'proposed', scheduled_at: `${dayAhead(ctx, 5)}T11:30:00.000Z`, duration_minutes: 45 });
    // The client has one unread entry (the proposal) until they read the thread.
    expect((await get(client, `/api/v1/requests/${request.id}/`)).json()).toMatchObject({
      unread_count: 1,
      actions: ['confirm', 'cancel'],
    });
    const thread = (await get(client, `/api/v1/requests/${request.id}/messages/`)).json();
    expect(thread.map((m: { event: string }) => m.event)).toEqual(['requested', 'proposed']);
    expect((await get(client, `/api/v1/requests/${request.id}/`)).json().unread_count).toBe(0);

    tick();
    expect((await act(ctx, client, request.id, { event: 'confirm' })).json().status).toBe('confirmed');
    // Not before its time.
    const early = await act(ctx, lawyer, request.id, { event: 'done' });
    expect(early.statusCode).toBe(400);
    expect(early.json().field_codes).toEqual({ status: ['request_before_time'] });
    clock.advance(6 * 24 * HOUR);
    const done = await act(ctx, lawyer, request.id, { event: 'done' });
    expect(done.json()).toMatchObject({ status: 'done', actions: [], changed_by: 'provider' });
  });

  it('keeps a short thread between the two parties, with unread counts on both sides', async () => {
    const client = await createTestUser(ctx);
    const { id } = (await sendRequest(ctx, client, { provider_id: lawyer.id })).json();
    tick();
    await get(lawyer, `/api/v1/requests/${id}/messages/`);
    tick();
    const written = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/requests/${id}/messages/`,
      payload: { body: 'Please bring the land registry extract.' },
      headers: await auth(ctx, lawyer),
    });
    expect(written.statusCode).toBe(201);
    expect(written.json().at(-1)).toMatchObject({ kind: 'message', body: 'Please bring the land registry extract.', mine: true });
    expect((await get(client, '/api/v1/requests/')).json()).toMatchObject({ unread_count: 1 });
    expect((await get(lawyer, `/api/v1/requests/${id}/`)).json().unread_count).toBe(0);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/requests/${id}/messages/`,
      payload: { body: ' ' },
      headers: await auth(ctx, client),
    });
    expect(empty.json().field_codes).toEqual({ body: ['message_required'] });
  });

  it('refuses unverified, deactivated and missing providers, oneself, past and far times, and a team request without a topic', async () => {
    const client = await createTestUser(ctx);
    const pending = await createProvider(ctx, { status: 'pending' });
    const gone = await createProvider(ctx);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    for (const provider_id of [pending.id, gone.id, client.id + 100000]) {
      const res = await sendRequest(ctx, client, { provider_id });
      expect(res.statusCode).toBe(400);
      expect(res.json().field_codes).toEqual({ provider_id: ['provider_unavailable'] });
    }
    expect((await sendRequest(ctx, lawyer, { provider_id: lawyer.id })).json().field_codes).toEqual({ provider_id: ['request_to_self'] });
    const past = await sendRequest(ctx, client, {
      provider_id: lawyer.id,
      preferred_times: [{ date: dayAhead(ctx, 0), from: '09:00', to: '09:30' }],
    });
    expect(past.json().field_codes).toEqual({ preferred_times: ['time_in_past'] });
    const far = await sendRequest(ctx, client, {
      provider_id: lawyer.id,
      preferred_times: [{ date: dayAhead(ctx, 200), from: '09:00', to: '10:00' }],
    });
    expect(far.json().field_codes).toEqual({ preferred_times: ['time_too_far'] });
    const four = await sendRequest(ctx, client, {
      provider_id: lawyer.id,
      preferred_times: [1, 2, 3, 4].map((d) => ({ date: dayAhead(ctx, d), from: '09:00', to: '10:00' })),
    });
    expect(four.json().field_codes).toEqual({ preferred_times: ['too_many_preferred_times'] });
    expect((await sendRequest(ctx, client, {})).json().field_codes).toEqual({ topic: ['topic_required'] });
    expect((await sendRequest(ctx, client, { topic: 'construction' })).statusCode).toBe(201);
  });

  it('limits requests per client per day on the server', async () => {
    const client = await createTestUser(ctx);
    for (let i = 0; i < REQUESTS_PER_DAY; i++) expect((await sendRequest(ctx, client, { provider_id: lawyer.id })).statusCode).toBe(201);
    const over = await sendRequest(ctx, client, { provider_id: lawyer.id });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('too_many_requests_today');
    clock.advance(24 * HOUR + 1000);
    expect((await sendRequest(ctx, client, { provider_id: lawyer.id })).statusCode).toBe(201);
  });

  it('a request about a listing shows it to both parties; only an active listing can be named', async () => {
    const owner = await createTestUser(ctx);
    const listing = await createListing(ctx, { ownerId: owner.id, title: 'أرض في بيرزيت', status: 'active', type: 'land' });
    const hidden = await createListing(ctx, { ownerId: owner.id, title: 'Pending plot', status: 'pending' });
    const client = await createTestUser(ctx);
    expect((await sendRequest(ctx, client, { provider_id: lawyer.id, listing_id: hidden })).json().field_codes).toEqual({
      listing_id: ['invalid'],
    });
    // The plot's details its owner gave (issue 32) reach the lawyer checking its papers.
    await ctx.db.update(properties).set({ landBasin: 'حوض 5 — المراح', landPlot: '112' }).where(eq(properties.id, listing));
    const { id } = (await sendRequest(ctx, client, { provider_id: lawyer.id, listing_id: listing })).json();
    const seen = (await get(lawyer, `/api/v1/requests/${id}/`)).json();
    expect(seen.listing).toMatchObject({
      id: listing,
      title_ar: 'أرض في بيرزيت',
      type: 'land',
      city: { name_en: expect.any(String) },
      land_basin: 'حوض 5 — المراح',
      land_plot: '112',
    });
    // The listing's owner is no party: the request does not exist for them.
    expect((await get(owner, `/api/v1/requests/${id}/`)).statusCode).toBe(404);
  });

  it('site-team requests: staff answer them from the queue; a client cannot list it', async () => {
    const staff = await createTestUser(ctx, { isStaff: true });
    const client = await createTestUser(ctx);
    const { id } = (await sendRequest(ctx, client, { topic: 'finance' })).json();
    const queue = (await get(staff, '/api/v1/admin/requests/?open=1')).json();
    expect(queue.results.map((r: { id: number }) => r.id)).toContain(id);
    expect((await get(client, '/api/v1/admin/requests/')).statusCode).toBe(403);
    const accepted = await act(ctx, staff, id, { event: 'accept', date: dayAhead(ctx, 2), time: '11:00' });
    expect(accepted.json()).toMatchObject({ status: 'accepted', role: 'provider', provider: null });
  });

  it('nobody else sees or changes a request: a third user and another provider get 404, anonymous 401, staff read but do not act', async () => {
    const client = await createTestUser(ctx);
    const { id } = (await sendRequest(ctx, client, { provider_id: lawyer.id })).json();
    const third = await createTestUser(ctx);
    const otherProvider = await createProvider(ctx);
    const staff = await createTestUser(ctx, { isStaff: true });
    const routes = [
      { method: 'GET', url: `/api/v1/requests/${id}/` },
      { method: 'GET', url: `/api/v1/requests/${id}/messages/` },
      { method: 'POST', url: `/api/v1/requests/${id}/messages/`, payload: { body: 'hello there' } },
      { method: 'POST', url: `/api/v1/requests/${id}/status/`, payload: { event: 'cancel' } },
    ] as const;
    for (const route of routes) {
      expect((await ctx.app.inject({ ...route })).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      for (const user of [third, otherProvider]) {
        expect((await ctx.app.inject({ ...route, headers: await auth(ctx, user) })).statusCode, `${route.method} ${route.url}`).toBe(404);
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/requests/' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/requests/', payload: requestBody(ctx, { topic: 'legal' }) })).statusCode,
    ).toBe(401);
    expect((await get(third, '/api/v1/requests/')).json().count).toBe(0);
    expect((await get(staff, `/api/v1/requests/${id}/`)).json()).toMatchObject({ role: 'staff', actions: [] });
    expect((await act(ctx, staff, id, { event: 'cancel' })).statusCode).toBe(403);
    const staffWrites = await ctx.app.inject({ ...routes[2], headers: await auth(ctx, staff) });
    expect(staffWrites.statusCode).toBe(403);
    expect((await get(client, `/api/v1/requests/${id}/`)).json().status).toBe('requested');
  });
});
