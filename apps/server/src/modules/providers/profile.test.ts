import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { cityId, createTestUser, type TestUser } from '../../../test/factories';
import { multipart, photo, preparePhotos } from '../../../test/media';
import { createUsersRepository } from '../users/users.repository';

const profile = (fields: Record<string, unknown> = {}) => ({
  display_name: 'مكتب المحامية ليلى',
  bio_ar: 'محامية في عقود الأراضي والميراث.',
  bio_en: null,
  city_ids: [],
  languages: ['ar', 'en'],
  office_address: 'شارع الإرسال، رام الله',
  phone: '0599 123 456',
  show_phone: true,
  show_whatsapp: true,
  years_experience: 12,
  ...fields,
});

describe('provider profiles (decision 056)', () => {
  let ctx: TestContext;
  let lawyer: TestUser;
  let client: TestUser;
  let ramallah: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    lawyer = await createTestUser(ctx, { role: 'provider', providerType: 'lawyer', name: 'Layla Account' });
    client = await createTestUser(ctx);
    ramallah = await cityId(ctx.db, 'Ramallah');
  });
  const put = (user: TestUser | null, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/v1/providers/me/', payload, headers: user?.headers ?? {} });
  const get = (url: string, user?: TestUser) => ctx.app.inject({ url: `/api/v1${url}`, headers: user?.headers ?? {} });

  it('is the provider’s own: 401 signed out, 403 for a client, the account’s name before a first save', async () => {
    expect((await get('/providers/me/')).statusCode).toBe(401);
    expect((await get('/providers/me/', client)).statusCode).toBe(403);
    expect((await put(client, profile())).statusCode).toBe(403);
    const own = await get('/providers/me/', lawyer);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: lawyer.id,
      display_name: 'Layla Account',
      provider_type: 'lawyer',
      verification_status: 'unsubmitted',
      verified: false,
    });
  });

  it('refuses invalid fields with translated codes, whatever else is sent', async () => {
    const problems = async (payload: object) => (await put(lawyer, payload)).json().field_codes as Record<string, string[]>;
    expect((await put(lawyer, profile({ display_name: '  ' }))).statusCode).toBe(400);
    expect(await problems(profile({ display_name: '' }))).toEqual({ display_name: ['display_name_required'] });
    expect(await problems(profile({ phone: '02 295 0000', show_whatsapp: true }))).toEqual({ show_whatsapp: ['whatsapp_needs_mobile'] });
    expect(await problems(profile({ phone: null, show_phone: true, show_whatsapp: false }))).toEqual({ phone: ['phone_required_to_show'] });
    expect(await problems(profile({ languages: ['ar', 'xx'] }))).toHaveProperty('languages');
    expect(await problems(profile({ years_experience: 81 }))).toEqual({ years_experience: ['too_big'] });
    expect(await problems(profile({ latitude: 31.9 }))).toEqual({ latitude: ['invalid'] });
    expect(await problems(profile({ city_ids: [999_999] }))).toEqual({ city_ids: ['city_not_found'] });
    expect(await problems(profile({ office_city_id: 999_999 }))).toEqual({ office_city_id: ['city_not_found'] });
    expect(await problems(profile({ verification_status: 'verified' }))).toBeDefined();
    expect((await put(lawyer, profile({ verification_status: 'verified' }))).statusCode).toBe(400);
    expect((await put(lawyer, profile({ bio_ar: 'x'.repeat(4001) }))).json().field_codes).toEqual({ bio_ar: ['too_long'] });
  });

  it('saves the profile; the public page shows the phone and WhatsApp only by the provider’s choice, never “verified” unverified', async () => {
    const saved = await put(lawyer, profile({ city_ids: [ramallah, ramallah], office_city_id: ramallah, latitude: 31.9, longitude: 35.2 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ city_ids: [ramallah], raw_phone: '0599 123 456', show_phone: true, show_whatsapp: true });

    const page = await get(`/providers/${lawyer.id}/`);
    expect(page.statusCode).toBe(200);
    const shown = page.json();
    expect(shown).toMatchObject({
      display_name: 'مكتب المحامية ليلى',
      provider_type: 'lawyer',
      phone: '+970599123456',
      whatsapp: '+970599123456',
      verified: false,
      licence_authority: null,
      response_rate: null,
      median_response_minutes: null,
      cities: [{ id: ramallah, name_en: 'Ramallah' }],
      office_city: { id: ramallah },
    });
    for (const secret of ['raw_phone', 'licence_number', 'verification_status', 'verification_reason', 'document'])
      expect(shown).not.toHaveProperty(secret);

    await put(lawyer, profile({ show_phone: false, show_whatsapp: false }));
    expect((await get(`/providers/${lawyer.id}/`)).json()).toMatchObject({ phone: null, whatsapp: null });
    await put(lawyer, profile({ show_phone: true, show_whatsapp: false }));
    expect((await get(`/providers/${lawyer.id}/`)).json()).toMatchObject({ phone: '+970599123456', whatsapp: null });
  });

  it('has no public page for a client, a missing account or a deactivated provider', async () => {
    expect((await get(`/providers/${client.id}/`)).statusCode).toBe(404);
    expect((await get('/providers/2147483647/')).statusCode).toBe(404);
    expect((await get('/providers/abc/')).statusCode).toBe(400);
    const gone = await createTestUser(ctx, { role: 'provider', providerType: 'financial_expert' });
    expect((await get(`/providers/${gone.id}/`)).statusCode).toBe(200);
    await createUsersRepository(ctx.db).update(gone.id, { isActive: false });
    expect((await get(`/providers/${gone.id}/`)).json()).toMatchObject({ code: 'provider_not_found' });
  });

  it('takes a photo through the media pipeline: shown once its variants are made, replaced and removed', async () => {
    const send = async (user: TestUser, data: Buffer, type = 'image/jpeg') => {
      const form = await multipart({}, { photo: { data, type, name: 'me.jpg' } });
      return ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/providers/me/photo/',
        payload: form.payload,
        headers: { ...form.headers, ...user.headers },
      });
    };
    const first = await send(lawyer, await photo({ width: 800, height: 800 }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().photo).toBeNull();
    expect(await preparePhotos(ctx.app.services)).toBe(1);
    const withPhoto = (await get(`/providers/${lawyer.id}/`)).json();
    expect(withPhoto.photo.url).toMatch(/^\/media\/providers\/[0-9a-f-]+-\d+\.webp$/);
    expect((await ctx.app.inject({ url: withPhoto.photo.url })).statusCode).toBe(200);

    expect((await send(lawyer, Buffer.from('%PDF-1.4 not a photo'), 'application/pdf')).json().field_codes).toEqual({
      photo: ['image_invalid'],
    });
    expect((await send(client, await photo())).statusCode).toBe(403);

    await send(lawyer, await photo({ width: 600, height: 600, color: '#22aa44' }));
    await preparePhotos(ctx.app.services);
    const replaced = (await get(`/providers/${lawyer.id}/`)).json();
    expect(replaced.photo.url).not.toBe(withPhoto.photo.url);
    expect((await ctx.app.inject({ url: withPhoto.photo.url })).statusCode).toBe(404);

    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/providers/me/photo/', headers: lawyer.headers });
    expect(removed.json().photo).toBeNull();
    expect((await ctx.app.inject({ url: replaced.photo.url })).statusCode).toBe(404);
  });
});
