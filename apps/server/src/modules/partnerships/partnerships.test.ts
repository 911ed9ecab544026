import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, type TestUser } from '../../../test/factories';
import { auth, createProvider } from '../../../test/requests';

describe('partnerships (HTTP)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT: 'false' } });
  });
  const call = async (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, payload, headers: user ? await auth(ctx, user) : {} });
  const invite = (from: TestUser, to: TestUser) => call(from, 'POST', '/api/v1/partnerships/', { provider_id: to.id });
  const change = (user: TestUser, id: number, action: string) => call(user, 'POST', `/api/v1/partnerships/${id}/status/`, { action });
  const partners = async (provider: TestUser) => (await call(null, 'GET', `/api/v1/providers/${provider.id}/partners/`)).json();

  it('a lawyer invites a realtor; the realtor accepts; both pages list the other; either ends it and both lists empty', async () => {
    const lawyer = await createProvider(ctx, { name: 'Huda Lawyer' });
    const realtor = await createProvider(ctx, { type: 'realtor', name: 'Omar Realtor' });
    const sent = await invite(lawyer, realtor);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      status: 'pending',
      invited_by_me: true,
      partner: { id: realtor.id, name: 'Omar Realtor', provider_type: 'realtor' },
      actions: ['end'],
    });
    const id = sent.json().id as number;
    // Pending is not public, and the inviter cannot accept their own invitation.
    expect((await partners(lawyer)).results).toEqual([]);
    expect((await change(lawyer, id, 'accept')).json().field_codes).toEqual({ action: ['partnership_action_invalid'] });
    // A second invitation of the same pair, from either side, is refused while one is pending.
    expect((await invite(realtor, lawyer)).json().field_codes).toEqual({ provider_id: ['partnership_exists'] });

    const received = (await call(realtor, 'GET', '/api/v1/partnerships/')).json().results;
    expect(received).toEqual([expect.objectContaining({ id, status: 'pending', invited_by_me: false, actions: ['accept', 'decline'] })]);
    const accepted = await change(realtor, id, 'accept');
    expect(accepted.json()).toMatchObject({ status: 'accepted', actions: ['end'] });
    expect((await partners(lawyer)).results).toEqual([{ id: realtor.id, name: 'Omar Realtor', provider_type: 'realtor' }]);
    expect((await partners(realtor)).results).toEqual([{ id: lawyer.id, name: 'Huda Lawyer', provider_type: 'lawyer' }]);
    expect((await invite(lawyer, realtor)).json().field_codes).toEqual({ provider_id: ['partnership_exists'] });

    expect((await change(lawyer, id, 'end')).json()).toMatchObject({ status: 'ended', actions: [] });
    expect((await partners(lawyer)).results).toEqual([]);
    expect((await partners(realtor)).results).toEqual([]);
    expect((await change(realtor, id, 'end')).statusCode).toBe(400);
    // An ended pair may be invited again, by either side.
    expect((await invite(realtor, lawyer)).json()).toMatchObject({ id, status: 'pending', invited_by_me: true });
  });

  it('a declined invitation shows nowhere; the inviter may withdraw a pending one', async () => {
    const expert = await createProvider(ctx, { type: 'financial_expert', name: 'Rana Expert' });
    const realtor = await createProvider(ctx, { type: 'realtor', name: 'Sami Realtor' });
    const other = await createProvider(ctx, { type: 'realtor', name: 'Other Realtor' });
    const { id } = (await invite(realtor, expert)).json();
    expect((await change(realtor, id, 'decline')).statusCode).toBe(400);
    expect((await change(expert, id, 'decline')).json()).toMatchObject({ status: 'declined', actions: [] });
    expect((await change(expert, id, 'accept')).statusCode).toBe(400);
    expect((await partners(expert)).results).toEqual([]);
    expect((await partners(realtor)).results).toEqual([]);
    const second = (await invite(expert, other)).json();
    expect((await change(expert, second.id, 'end')).json().status).toBe('ended');
    expect((await change(other, second.id, 'accept')).statusCode).toBe(400);
    expect((await partners(other)).results).toEqual([]);
  });

  it('only a realtor with a lawyer or financial expert; nobody else sees or changes a partnership', async () => {
    const lawyer = await createProvider(ctx);
    const lawyer2 = await createProvider(ctx);
    const realtor = await createProvider(ctx, { type: 'realtor' });
    const client = await createTestUser(ctx);
    expect((await invite(lawyer, lawyer2)).json().field_codes).toEqual({ provider_id: ['partnership_pair_invalid'] });
    expect((await invite(lawyer, client)).json().field_codes).toEqual({ provider_id: ['partnership_pair_invalid'] });
    expect((await invite(lawyer, lawyer)).json().field_codes).toEqual({ provider_id: ['partnership_pair_invalid'] });
    expect((await call(lawyer, 'POST', '/api/v1/partnerships/', { provider_id: 2_147_483_647 })).statusCode).toBe(400);
    expect((await invite(client, realtor)).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/v1/partnerships/', { provider_id: realtor.id })).statusCode).toBe(401);

    const { id } = (await invite(lawyer, realtor)).json();
    for (const outsider of [lawyer2, client]) {
      expect((await change(outsider, id, 'accept')).statusCode).toBe(404);
      expect((await call(outsider, 'GET', '/api/v1/partnerships/')).json().results).toEqual([]);
    }
    expect((await change(realtor, id, 'sign')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/v1/providers/2147483647/partners/')).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/v1/providers/${client.id}/partners/`)).statusCode).toBe(404);
  });
});
