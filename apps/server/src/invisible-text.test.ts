import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { cityId, createListing, createTestUser, type TestUser } from '../test/factories';

/**
 * Display spoofing (issue 35): bidi overrides and isolates, zero-width and other invisible characters
 * are refused in the free text other people read — names, listing texts, inquiries, saved-search names —
 * with a translated field error; what typing needs (ZWNJ, ZWJ, line breaks) still goes through.
 */
describe('free text with invisible characters', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let listing: number;
  let ramallah: number;
  const api = (method: 'POST' | 'PATCH', url: string, payload: object, user?: TestUser, lang = 'en') =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: { ...user?.headers, 'accept-language': lang } });
  const refused = (res: { statusCode: number; json(): Record<string, unknown> }, field: string, lang = 'en') => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      [field]: [lang === 'en' ? 'This field contains characters that are not allowed.' : 'يحتوي هذا الحقل على أحرف غير مسموح بها.'],
      field_codes: { [field]: ['invalid_characters'] },
    });
  };
  const listingBody = (texts: Record<string, string>) => ({
    type: 'apartment',
    purpose: 'sale',
    price: '90000',
    area: '120',
    city_id: String(ramallah),
    address: 'Main Street',
    ...texts,
  });

  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT: 'false' } });
    owner = await createTestUser(ctx);
    ramallah = await cityId(ctx.db, 'Ramallah');
    listing = await createListing(ctx, { ownerId: owner.id, status: 'active', images: 1 });
  });

  it("refuses them in a new account's name and a profile's, in the reader's language", async () => {
    const register = (name: string, lang = 'en') =>
      api(
        'POST',
        '/auth/register/',
        { email: `u${Math.random()}@example.com`, password: 'a long passphrase', password_confirm: 'a long passphrase', name },
        undefined,
        lang,
      );
    refused(await register('Sami\u202Egnp.exe'), 'name');
    refused(await register('سامي\u2067 admin\u2069', 'ar'), 'name', 'ar');
    refused(await register('Staff\u200B'), 'name');
    refused(await api('PATCH', '/users/me/', { name: 'Team\uFEFFManara' }, owner), 'name');
    expect((await register('نرگس\u200Cزاده')).statusCode).toBe(201);
  });

  it("refuses them in a listing's title and description, and keeps ZWNJ and line breaks", async () => {
    refused(await api('POST', '/realty/properties/', listingBody({ title_en: 'Flat\u202E', description_en: 'Nice.' }), owner), 'title_en');
    refused(
      await api('POST', '/realty/properties/', listingBody({ title_ar: 'شقة', description_ar: 'وصف\u2066مخفي' }), owner, 'ar'),
      'description_ar',
      'ar',
    );
    refused(await api('POST', '/realty/properties/', listingBody({ title: 'Tag\u{E0041}\u{E0042}', description: 'x' }), owner), 'title');
    const kept = await api(
      'POST',
      '/realty/properties/',
      listingBody({ title_ar: 'خانه\u200Cای در رام الله', description_ar: 'السطر الأول\nالسطر الثاني\n\nفقرة 👨\u200D👩\u200D👧' }),
      owner,
    );
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json()).toMatchObject({
      title_ar: 'خانه\u200Cای در رام الله',
      description_ar: 'السطر الأول\nالسطر الثاني\n\nفقرة 👨\u200D👩\u200D👧',
    });
  });

  it("refuses them in an inquiry's name and message", async () => {
    const inquiry = (body: Record<string, string>) =>
      api('POST', `/realty/properties/${listing}/inquiries/`, {
        name: 'Sami',
        email: 'sami@example.com',
        message: 'Is it available?',
        ...body,
      });
    refused(await inquiry({ name: 'Support\u202E' }), 'name');
    refused(await inquiry({ message: 'Call \u2068me\u2069' }), 'message');
    expect((await inquiry({ name: 'Sami Haddad' })).statusCode).toBe(201);
  });

  it("refuses them in a saved search's name", async () => {
    const user = await createTestUser(ctx);
    const created = await api('POST', '/saved-searches/', { filters: { purpose: 'sale' } }, user);
    expect(created.statusCode, created.body).toBe(201);
    const rename = (name: string) => api('PATCH', `/saved-searches/${created.json().id}/`, { name }, user);
    refused(await rename('Flats\u200B'), 'name');
    refused(await rename('Flats\u{E0001}'), 'name');
    const flag = await rename('Flats \u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}');
    expect(flag.statusCode, flag.body).toBe(200);
  });
});
