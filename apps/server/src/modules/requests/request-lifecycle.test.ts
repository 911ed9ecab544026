import { REQUEST_EVENTS, REQUEST_STATUSES, type RequestEventName } from '@manara/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/clock';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, type TestUser } from '../../../test/factories';
import { act, auth, createProvider, dayAhead, sendRequest } from '../../../test/requests';
import { allowedEvents, type Party } from './request-lifecycle';

const HOUR = 3600_000;

/**
 * The whole lifecycle by hand (decision 058): what each party may do in each state, the confirmed
 * state before and after its time apart. Everything not listed is refused: 403 for the party that may
 * never make the step, 400 otherwise.
 */
const ALLOWED: Record<string, Record<Party, RequestEventName[]>> = {
  requested: { client: ['cancel'], provider: ['accept', 'propose', 'decline', 'cancel'] },
  accepted: { client: ['confirm', 'cancel'], provider: ['propose', 'decline', 'cancel'] },
  proposed: { client: ['confirm', 'cancel'], provider: ['propose', 'decline', 'cancel'] },
  'confirmed before its time': { client: ['cancel'], provider: ['propose', 'cancel'] },
  'confirmed once its time came': { client: ['done', 'no_show'], provider: ['propose', 'done', 'no_show'] },
  declined: { client: [], provider: [] },
  done: { client: [], provider: [] },
  no_show: { client: [], provider: [] },
  cancelled: { client: [], provider: [] },
};
const NEVER: Record<Party, RequestEventName[]> = { client: ['accept', 'propose', 'decline'], provider: ['confirm'] };

describe('request lifecycle', () => {
  it('the table allows exactly the hand-written matrix', () => {
    const at = new Date('2026-12-01T08:00:00Z');
    const later = new Date(at.getTime() + HOUR);
    const earlier = new Date(at.getTime() - HOUR);
    for (const [state, parties] of Object.entries(ALLOWED)) {
      const status = state.startsWith('confirmed') ? 'confirmed' : (state as (typeof REQUEST_STATUSES)[number]);
      const scheduledAt = state === 'confirmed once its time came' ? earlier : status === 'requested' ? null : later;
      for (const party of ['client', 'provider'] as const) {
        expect(allowedEvents(party, { status, scheduledAt }, at).sort(), `${state} / ${party}`).toEqual([...parties[party]].sort());
      }
    }
    // Every status is in the matrix.
    expect(REQUEST_STATUSES.every((s) => Object.keys(ALLOWED).some((k) => k.startsWith(s)))).toBe(true);
  });

  describe('through the API: every refused step is refused and changes nothing', () => {
    let ctx: TestContext;
    let clock: ReturnType<typeof createTestClock>;
    let lawyer: TestUser;
    beforeAll(async () => {
      clock = createTestClock(new Date('2026-12-01T08:00:00Z'));
      ctx = await createTestContext({ clock, env: { RATE_LIMIT: 'false' } });
      lawyer = await createProvider(ctx);
    });

    const step = (user: TestUser, id: number, event: RequestEventName) =>
      act(ctx, user, id, { event, date: dayAhead(ctx, 2), time: '10:00', reason: 'Not possible that week.' });

    /** A new request, driven into `state`. */
    async function inState(state: string): Promise<{ id: number; client: TestUser }> {
      const client = await createTestUser(ctx);
      const { id } = (await sendRequest(ctx, client, { provider_id: lawyer.id })).json();
      const go = async (user: TestUser, event: RequestEventName) =>
        expect((await step(user, id, event)).statusCode, `${state}: ${event}`).toBe(200);
      if (state === 'accepted' || state.startsWith('confirmed') || state === 'done' || state === 'no_show') await go(lawyer, 'accept');
      if (state === 'proposed') await go(lawyer, 'propose');
      if (state === 'declined') await go(lawyer, 'decline');
      if (state === 'cancelled') await go(client, 'cancel');
      if (state.startsWith('confirmed') || state === 'done' || state === 'no_show') await go(client, 'confirm');
      if (state === 'confirmed once its time came' || state === 'done' || state === 'no_show') clock.advance(3 * 24 * HOUR);
      if (state === 'done' || state === 'no_show') await go(client, state);
      return { id, client };
    }

    for (const [state, allowed] of Object.entries(ALLOWED)) {
      it(`${state}: only ${JSON.stringify(allowed)}`, async () => {
        const { id, client } = await inState(state);
        const before = (await ctx.app.inject({ method: 'GET', url: `/api/v1/requests/${id}/`, headers: await auth(ctx, client) })).json();
        for (const [party, user] of [
          ['client', client],
          ['provider', lawyer],
        ] as const) {
          const seen = (await ctx.app.inject({ method: 'GET', url: `/api/v1/requests/${id}/`, headers: await auth(ctx, user) })).json();
          expect(seen.actions.sort(), `${state}: ${party}'s actions`).toEqual([...allowed[party]].sort());
          for (const event of REQUEST_EVENTS.filter((e) => !allowed[party].includes(e))) {
            const res = await step(user, id, event);
            const expected = NEVER[party].includes(event) ? 403 : 400;
            expect(res.statusCode, `${state}: ${party} ${event}`).toBe(expected);
            if (expected === 400)
              expect(Object.values(res.json().field_codes ?? {}).flat()).toEqual(
                expect.arrayContaining([expect.stringMatching(/^request_/)]),
              );
          }
        }
        const after = (await ctx.app.inject({ method: 'GET', url: `/api/v1/requests/${id}/`, headers: await auth(ctx, client) })).json();
        expect({ ...after, actions: null, unread_count: null }).toEqual({ ...before, actions: null, unread_count: null });
      });
    }

    it('done and no-show wait for the time: refused before it with request_before_time', async () => {
      const { id, client } = await inState('confirmed before its time');
      for (const user of [client, lawyer]) {
        for (const event of ['done', 'no_show'] as const)
          expect((await step(user, id, event)).json().field_codes).toEqual({ status: ['request_before_time'] });
      }
    });
  });
});
