import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../../test/factories';

/** Call and WhatsApp on a listing's page (decision 039): who shows a phone, and leads counted for the owner. */
describe('contact by phone and leads', () => {
  let ctx: TestContext;
  let realtor: TestUser;
  let client: TestUser;
  let visitor: TestUser;
  let realtorListing: number;
  let clientListing: number;
  let ip = 0;
  const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

  const detail = (id: number, headers?: Record<string, string>) => ctx.app.inject({ url: `/api/v1/realty/properties/${id}/`, headers });
  const lead = (id: number, kind: unknown, opts: { headers?: Record<string, string>; ip?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/realty/properties/${id}/leads/`,
      payload: { kind },
      headers: opts.headers,
      remoteAddress: opts.ip ?? nextIp(),
    });
  const mine = async (user: TestUser) =>
    (await ctx.app.inject({ url: '/api/v1/realty/properties/my_properties/', headers: user.headers })).json();

  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT: 'true' } });
    realtor = await createTestUser(ctx, { name: 'Realtor', role: 'provider', providerType: 'realtor', phone: '0599 123 456' });
    client = await createTestUser(ctx, { name: 'Private owner', phone: '052-123-4567' });
    visitor = await createTestUser(ctx);
    realtorListing = await createListing(ctx, { ownerId: realtor.id, title: 'Realtor flat' });
    clientListing = await createListing(ctx, { ownerId: client.id, title: 'Private flat' });
  });

  it('shows a provider’s phone by default, in international form, with their provider type', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/users/me/', headers: realtor.headers })).json().show_phone).toBe(true);
    const res = await detail(realtorListing);
    expect(res.statusCode).toBe(200);
    expect(res.json().owner).toEqual({
      id: realtor.id,
      name: 'Realtor',
      display_name_ar: null,
      display_name_en: null,
      provider_type: 'realtor',
      phone: '+970599123456',
      whatsapp: true,
    });
  });

  it('keeps anyone else’s phone out of the listing until they choose to show it', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/users/me/', headers: client.headers })).json().show_phone).toBe(false);
    for (const headers of [undefined, visitor.headers, client.headers]) {
      const res = await detail(clientListing, headers);
      expect(res.json().owner).toEqual({
        id: client.id,
        name: 'Private owner',
        display_name_ar: null,
        display_name_en: null,
        provider_type: null,
        phone: null,
        whatsapp: false,
      });
      expect(res.body).not.toMatch(/123.?4567/);
    }
    const on = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/users/me/', headers: client.headers, payload: { show_phone: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json().show_phone).toBe(true);
    expect((await detail(clientListing)).json().owner.phone).toBe('+972521234567');

    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/',
      headers: client.headers,
      payload: { show_phone: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_codes).toEqual({ show_phone: ['invalid'] });

    const off = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/',
      headers: client.headers,
      payload: { show_phone: false },
    });
    expect(off.json().show_phone).toBe(false);
    expect((await detail(clientListing)).json().owner.phone).toBeNull();
  });

  it('offers WhatsApp only for a mobile number: a landline is called, not chatted with (issue 33)', async () => {
    const office = await createTestUser(ctx, { name: 'Office', role: 'provider', providerType: 'realtor', phone: '02 295 0000' });
    const id = await createListing(ctx, { ownerId: office.id });
    expect((await detail(id)).json().owner).toMatchObject({ phone: '+97022950000', whatsapp: false });
    const mobile = await createTestUser(ctx, { name: 'Mobile', role: 'provider', providerType: 'realtor', phone: '+972 52 234 5678' });
    const other = await createListing(ctx, { ownerId: mobile.id });
    expect((await detail(other)).json().owner).toMatchObject({ phone: '+972522345678', whatsapp: true });
  });

  it('shows no phone when the owner has none, even with the setting on', async () => {
    const noPhone = await createTestUser(ctx, { role: 'provider', providerType: 'lawyer' });
    const id = await createListing(ctx, { ownerId: noPhone.id });
    expect((await detail(id)).json().owner).toMatchObject({ provider_type: 'lawyer', phone: null });
    const refused = await lead(id, 'call', { headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'phone_not_shown', detail: 'The owner of this listing does not show a phone.' });
  });

  it('counts each press per listing and kind for its owner, beside inquiries and saves, never the owner’s own', async () => {
    expect((await lead(realtorListing, 'call')).json()).toEqual({ counted: true });
    expect((await lead(realtorListing, 'whatsapp', { headers: visitor.headers })).json()).toEqual({ counted: true });
    expect((await lead(realtorListing, 'whatsapp')).json()).toEqual({ counted: true });
    expect((await lead(realtorListing, 'call', { headers: realtor.headers })).json()).toEqual({ counted: false });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/favorites/',
      headers: visitor.headers,
      payload: { property_id: realtorListing },
    });
    expect(saved.statusCode).toBe(201);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/realty/properties/${realtorListing}/inquiries/`,
      payload: { name: 'Sami', email: 'sami@example.com', message: 'Still available?' },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode).toBe(201);

    const body = await mine(realtor);
    expect(body.results.find((r: { id: number }) => r.id === realtorListing).reach).toEqual({
      inquiries: 1,
      saves: 1,
      calls: 1,
      whatsapp: 2,
    });
    expect(body.counts).toMatchObject({ total_inquiries: 1, total_saves: 1, total_calls: 1, total_whatsapp: 2 });
    // Another owner's statistics are their own.
    expect((await mine(client)).counts).toMatchObject({ total_inquiries: 0, total_saves: 0, total_calls: 0, total_whatsapp: 0 });
  });

  it('refuses a wrong kind, a listing that is not public and one that does not exist', async () => {
    const bad = await lead(realtorListing, 'sms', { headers: { 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_codes).toEqual({ kind: ['invalid_choice'] });
    const pending = await createListing(ctx, { ownerId: realtor.id, status: 'pending' });
    expect((await lead(pending, 'call')).statusCode).toBe(404);
    expect((await lead(pending, 'call', { headers: realtor.headers })).statusCode).toBe(404);
    expect((await lead(999_999, 'call')).json().code).toBe('property_not_found');
    expect((await mine(realtor)).results.find((r: { id: number }) => r.id === pending).reach.calls).toBe(0);
  });

  it('limits presses per address to 20 in ten minutes, with a translated 429', async () => {
    const address = '10.77.0.1';
    for (let i = 0; i < 20; i++) expect((await lead(realtorListing, 'call', { ip: address })).statusCode).toBe(200);
    const ar = await lead(realtorListing, 'call', { ip: address });
    expect(ar.statusCode).toBe(429);
    expect(ar.json().code).toBe('throttled');
    expect(ar.json().detail).toMatch(/[\u0600-\u06FF]/);
    const en = await lead(realtorListing, 'whatsapp', { ip: address, headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(429);
    expect(en.json().detail).toMatch(/Too many requests/);
    // Another address is not held back.
    expect((await lead(realtorListing, 'call')).statusCode).toBe(200);
  });
});
