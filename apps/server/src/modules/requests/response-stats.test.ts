import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/clock';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser } from '../../../test/factories';
import { act, createProvider, dayAhead, sendRequest } from '../../../test/requests';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('response rate and median response time (HTTP)', () => {
  let ctx: TestContext;
  let clock: ReturnType<typeof createTestClock>;
  beforeAll(async () => {
    clock = createTestClock(new Date('2026-12-01T08:00:00Z'));
    ctx = await createTestContext({ clock, env: { RATE_LIMIT: 'false' } });
  });
  const profile = async (id: number) => (await ctx.app.inject({ method: 'GET', url: `/api/v1/providers/${id}/` })).json();

  it('computed from the provider’s first answers over 90 days, shown only from three requests', async () => {
    const lawyer = await createProvider(ctx, { name: 'Huda Lawyer' });
    const client = await createTestUser(ctx);
    const ask = async () => (await sendRequest(ctx, client, { provider_id: lawyer.id })).json().id as number;

    // Long ago (outside the window): answered after 5 minutes; it will not count.
    const old = await ask();
    clock.advance(5 * MINUTE);
    await act(ctx, lawyer, old, { event: 'decline', reason: 'Not my field' });
    clock.advance(100 * DAY);

    // Two requests: answered after 30 minutes (a proposal, then an accept that does not count again) and after 2 hours.
    const first = await ask();
    clock.advance(30 * MINUTE);
    await act(ctx, lawyer, first, { event: 'propose', date: dayAhead(ctx, 3), time: '10:00' });
    clock.advance(10 * MINUTE);
    await act(ctx, client, first, { event: 'confirm' });
    const second = await ask();
    clock.advance(120 * MINUTE);
    await act(ctx, lawyer, second, { event: 'accept', date: dayAhead(ctx, 4), time: '11:00' });
    expect(await profile(lawyer.id)).toMatchObject({ response_rate: null, median_response_minutes: null });

    // A third, still unanswered: within a day it may yet be answered and does not count.
    await ask();
    clock.advance(60 * MINUTE);
    expect(await profile(lawyer.id)).toMatchObject({ response_rate: null, median_response_minutes: null });
    // One the client cancelled before any answer never counts.
    const cancelled = await ask();
    await act(ctx, client, cancelled, { event: 'cancel' });
    // A day on, the unanswered one counts: 2 of 3 answered, median of 30 and 120 minutes.
    clock.advance(DAY);
    expect(await profile(lawyer.id)).toMatchObject({ response_rate: 0.67, median_response_minutes: 75 });

    // A fourth answered after 10 minutes: 3 of 4, median of 10, 30, 120 = 30.
    const fourth = await ask();
    clock.advance(10 * MINUTE);
    await act(ctx, lawyer, fourth, { event: 'decline', reason: 'Fully booked' });
    expect(await profile(lawyer.id)).toMatchObject({ response_rate: 0.75, median_response_minutes: 30 });
  });
});
