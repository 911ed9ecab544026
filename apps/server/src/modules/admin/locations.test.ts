import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { cityId, createListing, createTestUser, type TestUser } from '../../../test/factories';
import { cities, countries } from '../../db/schema';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('staff editing of countries and cities (/admin/countries/, /admin/cities/)', () => {
  let ctx: TestContext;
  let staff: TestUser;
  let client: TestUser;
  let provider: { headers: { authorization: string } };
  let palestine: number;

  const call = (method: Method, url: string, user: { headers: object } | null, payload?: object, language = 'en') =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: { 'accept-language': language, ...(user?.headers ?? {}) } });
  const publicCities = async (countryId = palestine) =>
    (await call('GET', `/realty/cities/?country_fk=${countryId}`, null)).json() as { id: number; name_en: string; name_ar: string }[];
  const lastAudit = async () => (await call('GET', '/admin/audit-log/', staff)).json().results[0];

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await createTestUser(ctx, { isStaff: true, name: 'Places editor' });
    client = await createTestUser(ctx);
    const p = await createTestUser(ctx, { role: 'provider', providerType: 'realtor' });
    provider = { headers: p.headers };
    const [row] = await ctx.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'PS'));
    palestine = row!.id;
  });

  it('answers 401 to visitors and 403 to clients and providers on every route; staff get through', async () => {
    const ramallah = await cityId(ctx.db, 'Ramallah');
    const routes: [Method, string, object?][] = [
      ['GET', '/admin/countries/'],
      ['POST', '/admin/countries/', { name_ar: 'الأردن', name_en: 'Jordan' }],
      ['PATCH', `/admin/countries/${palestine}/`, { name_ar: 'فلسطين', name_en: 'Palestine' }],
      ['DELETE', `/admin/countries/${palestine}/`],
      ['GET', `/admin/cities/?country_id=${palestine}`],
      ['POST', '/admin/cities/', { name_ar: 'س', name_en: 'S', country_id: palestine, governorate_ar: 'ج', governorate_en: 'G' }],
      [
        'PATCH',
        `/admin/cities/${ramallah}/`,
        { name_ar: 'س', name_en: 'S', country_id: palestine, governorate_ar: 'ج', governorate_en: 'G' },
      ],
      ['DELETE', `/admin/cities/${ramallah}/`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      // Even with a bad body a visitor learns nothing but 401.
      if (body) expect((await call(method, url, null, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, client, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, provider, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const list = await call('GET', '/admin/countries/', staff);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json()).toEqual([
      { id: palestine, code: 'PS', name_ar: 'فلسطين', name_en: 'Palestine', cities_count: 50, listings_count: 0 },
    ]);
    // Nothing was changed by the refused calls.
    expect(await publicCities()).toHaveLength(50);
  });

  it('lists a country’s cities with listing counts, searched in either language', async () => {
    const owner = await createTestUser(ctx);
    await createListing(ctx, { ownerId: owner.id, city: 'Nablus' });
    await createListing(ctx, { ownerId: owner.id, city: 'Nablus', status: 'pending' });
    const all = (await call('GET', `/admin/cities/?country_id=${palestine}`, staff)).json();
    expect(all).toHaveLength(50);
    expect(all.find((c: { name_en: string }) => c.name_en === 'Nablus')).toMatchObject({ name_ar: 'نابلس', listings_count: 2 });
    const byArabic = (await call('GET', `/admin/cities/?country_id=${palestine}&search=${encodeURIComponent('رام')}`, staff)).json();
    expect(byArabic.map((c: { name_en: string }) => c.name_en)).toContain('Ramallah');
    // Arabic letter variants fold as in search (ه for ة).
    const folded = (await call('GET', `/admin/cities/?search=${encodeURIComponent('قلقيليه')}`, staff)).json();
    expect(folded.map((c: { name_en: string }) => c.name_en)).toContain('Qalqilya');
    const byEnglish = (await call('GET', '/admin/cities/?search=HEBR', staff)).json();
    expect(byEnglish.every((c: { name_en: string; governorate_en: string }) => /hebr/i.test(c.name_en + c.governorate_en))).toBe(true);
    expect(byEnglish.length).toBeGreaterThan(0);
    const bad = await call('GET', '/admin/cities/?country_id=abc', staff);
    expect(bad.statusCode).toBe(400);
  });

  it('creates, edits and deletes a city, visible in the public lists at once, every change audited', async () => {
    const created = await call('POST', '/admin/cities/', staff, {
      name_ar: '  عين يبرود ',
      name_en: ' Ein Yabrud ',
      country_id: palestine,
      governorate_ar: 'رام الله والبيرة',
      governorate_en: 'Ramallah & al-Bireh',
    });
    expect(created.statusCode).toBe(201);
    const city = created.json();
    expect(city).toMatchObject({ name_ar: 'عين يبرود', name_en: 'Ein Yabrud', country_id: palestine, listings_count: 0 });
    const listed = await publicCities();
    expect(listed.map((c) => c.id)).toContain(city.id);
    // Filed with its governorate: the governorate's cities stay together in the public order.
    const order = (listed as unknown as { governorate_en: string }[]).map((c) => c.governorate_en);
    expect(new Set(order).size).toBe(order.filter((g, i) => g !== order[i - 1]).length);
    expect(await lastAudit()).toMatchObject({
      action: 'city.create',
      entity: 'city',
      entity_id: String(city.id),
      actor: { id: staff.id },
      details: { before: null, after: { name_en: 'Ein Yabrud' } },
    });

    const edited = await call('PATCH', `/admin/cities/${city.id}/`, staff, {
      name_ar: 'عين يبرود',
      name_en: 'Ein Yabroud',
      country_id: palestine,
      governorate_ar: 'رام الله والبيرة',
      governorate_en: 'Ramallah & al-Bireh',
    });
    expect(edited.statusCode).toBe(200);
    expect((await publicCities()).find((c) => c.id === city.id)?.name_en).toBe('Ein Yabroud');
    expect(await lastAudit()).toMatchObject({
      action: 'city.update',
      details: { before: { name_en: 'Ein Yabrud' }, after: { name_en: 'Ein Yabroud' } },
    });

    expect((await call('DELETE', `/admin/cities/${city.id}/`, staff)).statusCode).toBe(204);
    expect((await publicCities()).map((c) => c.id)).not.toContain(city.id);
    expect(await lastAudit()).toMatchObject({ action: 'city.delete', details: { before: { name_en: 'Ein Yabroud' }, after: null } });
    expect((await call('DELETE', `/admin/cities/${city.id}/`, staff)).statusCode).toBe(404);
  });

  it('renaming a city keeps its listings findable by the new name', async () => {
    const owner = await createTestUser(ctx);
    const id = await createListing(ctx, { ownerId: owner.id, city: 'Tubas', title: 'Farm house' });
    const tubas = await cityId(ctx.db, 'Tubas');
    const [row] = await ctx.db.select().from(cities).where(eq(cities.id, tubas));
    const res = await call('PATCH', `/admin/cities/${tubas}/`, staff, {
      name_ar: row!.nameAr,
      name_en: 'Toubas',
      country_id: palestine,
      governorate_ar: row!.governorateAr,
      governorate_en: row!.governorateEn,
    });
    expect(res.statusCode).toBe(200);
    const found = (await call('GET', '/realty/properties/?search=toubas', null)).json();
    expect(found.results.map((p: { id: number }) => p.id)).toContain(id);
    expect(found.results[0].city.name_en).toBe('Toubas');
  });

  it('refuses a duplicate name in either language with a translated field error (ar and en), trims, requires both names', async () => {
    const body = { name_ar: 'نابلس', name_en: 'NABLUS', country_id: palestine, governorate_ar: 'نابلس', governorate_en: 'Nablus' };
    const en = await call('POST', '/admin/cities/', staff, body);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'validation_error',
      name_ar: ['This country already has a city with this name.'],
      name_en: ['This country already has a city with this name.'],
      field_codes: { name_ar: ['city_name_taken'], name_en: ['city_name_taken'] },
    });
    const ar = await call('POST', '/admin/cities/', staff, { ...body, name_en: 'Nablus New' }, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json().name_ar).toEqual(['توجد مدينة بهذا الاسم في هذه الدولة بالفعل.']);
    expect(ar.json().name_en).toBeUndefined();
    // Renaming a city onto another's name is refused too; keeping its own name is fine.
    const nablus = await cityId(ctx.db, 'Nablus');
    const onto = await call('PATCH', `/admin/cities/${nablus}/`, staff, { ...body, name_ar: 'جنين', name_en: 'Nablus' });
    expect(onto.json().field_codes).toEqual({ name_ar: ['city_name_taken'] });
    expect((await call('PATCH', `/admin/cities/${nablus}/`, staff, { ...body, name_en: 'Nablus' })).statusCode).toBe(200);

    const empty = await call('POST', '/admin/cities/', staff, { ...body, name_ar: '   ', name_en: '' }, 'ar');
    expect(empty.json().field_codes).toEqual({ name_ar: ['location_name_required'], name_en: ['location_name_required'] });
    expect(empty.json().name_en).toEqual(['أدخل الاسم بهذه اللغة.']);
    const noCountry = await call('POST', '/admin/cities/', staff, { ...body, name_ar: 'جديدة', name_en: 'New', country_id: 99999 });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().field_codes).toEqual({ country_id: ['country_not_found'] });

    const country = await call('POST', '/admin/countries/', staff, { name_ar: 'فلسطين', name_en: ' palestine ' }, 'ar');
    expect(country.statusCode).toBe(400);
    expect(country.json().field_codes).toEqual({ name_ar: ['country_name_taken'], name_en: ['country_name_taken'] });
    expect(country.json().name_en).toEqual(['توجد دولة بهذا الاسم بالفعل.']);
  });

  it('refuses to delete a city or country in use with a translated 409, and deletes nothing', async () => {
    const owner = await createTestUser(ctx);
    await createListing(ctx, { ownerId: owner.id, city: 'Jericho', status: 'rejected' });
    const jericho = await cityId(ctx.db, 'Jericho');
    const en = await call('DELETE', `/admin/cities/${jericho}/`, staff);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      code: 'city_in_use',
      detail: 'This city cannot be deleted: listings use it. Move or delete those listings first.',
    });
    const ar = await call('DELETE', `/admin/cities/${jericho}/`, staff, undefined, 'ar');
    expect(ar.json().detail).toBe('لا يمكن حذف هذه المدينة لأن إعلانات تستخدمها. انقل تلك الإعلانات أو احذفها أولًا.');
    expect((await publicCities()).map((c) => c.id)).toContain(jericho);

    const country = await call('DELETE', `/admin/countries/${palestine}/`, staff);
    expect(country.statusCode).toBe(409);
    expect(country.json().code).toBe('country_in_use');
    expect((await call('GET', '/realty/countries/', null)).json()).toHaveLength(1);
  });

  it('creates, renames and deletes a country with its cities; a country with cities is refused', async () => {
    const created = await call('POST', '/admin/countries/', staff, { name_ar: ' الأردن ', name_en: 'Jordan', code: 'jo' });
    expect(created.statusCode).toBe(201);
    const jordan = created.json();
    expect(jordan).toMatchObject({ name_ar: 'الأردن', name_en: 'Jordan', code: 'JO', cities_count: 0, listings_count: 0 });
    expect((await call('GET', '/realty/countries/', null)).json().map((c: { id: number }) => c.id)).toContain(jordan.id);
    const badCode = await call('POST', '/admin/countries/', staff, { name_ar: 'مصر', name_en: 'Egypt', code: 'PS' });
    expect(badCode.json().field_codes).toEqual({ code: ['country_code_taken'] });

    const amman = await call('POST', '/admin/cities/', staff, {
      name_ar: 'عمّان',
      name_en: 'Amman',
      country_id: jordan.id,
      governorate_ar: 'العاصمة',
      governorate_en: 'Capital',
    });
    expect(amman.statusCode).toBe(201);
    // Names are unique within a country, not across countries.
    const sameName = await call('POST', '/admin/cities/', staff, {
      name_ar: 'نابلس',
      name_en: 'Nablus',
      country_id: jordan.id,
      governorate_ar: 'العاصمة',
      governorate_en: 'Capital',
    });
    expect(sameName.statusCode).toBe(201);
    expect((await publicCities(jordan.id)).map((c) => c.name_en)).toEqual(['Amman', 'Nablus']);

    const renamed = await call('PATCH', `/admin/countries/${jordan.id}/`, staff, { name_ar: 'المملكة الأردنية', name_en: 'Jordan (HKJ)' });
    expect(renamed.json()).toMatchObject({ name_en: 'Jordan (HKJ)', code: 'JO', cities_count: 2 });
    expect(await lastAudit()).toMatchObject({
      action: 'country.update',
      entity: 'country',
      details: { before: { name_en: 'Jordan' }, after: { name_en: 'Jordan (HKJ)' } },
    });

    const refused = await call('DELETE', `/admin/countries/${jordan.id}/`, staff, undefined, 'ar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'country_has_cities', detail: 'ما زالت لهذه الدولة مدن. احذف مدنها أولًا.' });
    for (const c of await publicCities(jordan.id)) expect((await call('DELETE', `/admin/cities/${c.id}/`, staff)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin/countries/${jordan.id}/`, staff)).statusCode).toBe(204);
    expect((await call('GET', '/realty/countries/', null)).json().map((c: { id: number }) => c.id)).not.toContain(jordan.id);
    expect(await lastAudit()).toMatchObject({ action: 'country.delete', details: { after: null, before: { name_en: 'Jordan (HKJ)' } } });
  });

  it('serves the public lists without long caching, so a change shows at once', async () => {
    const res = await call('GET', '/realty/cities/', null);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await call('GET', '/realty/countries/', null)).headers['cache-control']).toBe('no-cache');
  });
});
