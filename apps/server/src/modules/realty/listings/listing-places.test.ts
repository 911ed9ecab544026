import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../test/api';
import { createTestContext, type TestContext } from '../../../../test/context';
import { cityId, createTestUser, type TestUser } from '../../../../test/factories';

/**
 * Decision 055: a listing's address and village in Arabic and English (address_ar, address_en,
 * village_ar, village_en), added through the listing's description alone: validated, stored, shown on
 * its page, found by search, editable, and held for review while the listing is live.
 */
describe('a listing address and village per language', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let staff: TestUser;
  let ramallah: number;

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, lang = 'ar') =>
    callApi(ctx, user, method, url, payload, lang);

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx, { name: 'Owner' });
    staff = await createTestUser(ctx, { isStaff: true, name: 'Moderator' });
    ramallah = await cityId(ctx.db, 'Ramallah');
  });

  const submission = () => ({
    title_ar: 'شقة قرب الجامعة',
    description_ar: 'غرفتا نوم.',
    type: 'apartment',
    purpose: 'rent',
    price: '500',
    area: '90',
    city_id: String(ramallah),
    address: 'شارع الجامعة',
  });

  it('stores, shows and finds the address and village in both languages, and refuses what the rules refuse', async () => {
    const res = await call(owner, 'POST', '/realty/properties/', {
      ...submission(),
      address_ar: '  شارع الجامعة، عمارة ٣  ',
      address_en: 'University Street, building 3',
      village_ar: 'بيرزيت',
      village_en: 'Birzeit',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    // Trimmed like every text; the typed address and village stay as they were.
    expect(res.json()).toMatchObject({
      address: 'شارع الجامعة',
      village: null,
      address_ar: 'شارع الجامعة، عمارة ٣',
      address_en: 'University Street, building 3',
      village_ar: 'بيرزيت',
      village_en: 'Birzeit',
    });
    // Not on cards: the page only.
    const mine = (await call(owner, 'GET', '/realty/properties/my_properties/')).json();
    expect(mine.results[0]).not.toHaveProperty('address_en');

    const approve = await call(staff, 'POST', `/admin/properties/${id}/approve/`);
    expect(approve.statusCode, approve.body).toBe(204);
    // Search finds the listing by its village or address in either language.
    for (const search of ['Birzeit', 'بيرزيت', 'University']) {
      const found = (await call(null, 'GET', `/realty/properties/?search=${encodeURIComponent(search)}`)).json();
      expect(
        found.results.map((r: { id: number }) => r.id),
        search,
      ).toContain(id);
    }

    // Optional: a listing without them has nulls; too long, or invisible characters, are field errors.
    const without = await call(owner, 'POST', '/realty/properties/', submission());
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json()).toMatchObject({ address_ar: null, address_en: null, village_ar: null, village_en: null });
    const bad = await call(owner, 'POST', '/realty/properties/', {
      ...submission(),
      address_en: 'x'.repeat(301),
      village_ar: 'بير\u202Eزيت',
    });
    expect(bad.statusCode).toBe(400);
    // Each field's error, translated, and no other field's.
    expect(bad.json().field_codes).toEqual({ address_en: ['too_long'], village_ar: ['invalid_characters'] });
    expect(bad.json().address_en).toEqual([expect.any(String)]);
  });

  it('holds an edit of them on a live listing for staff, who see them beside the published values and apply them', async () => {
    const created = await call(owner, 'POST', '/realty/properties/', { ...submission(), village_ar: 'بيرزيت' });
    const id: number = created.json().id;
    await call(staff, 'POST', `/admin/properties/${id}/approve/`);

    const edit = await call(owner, 'PATCH', `/realty/properties/${id}/`, { village_en: 'Birzeit', address_en: 'University Street' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      status: 'active',
      village_en: null,
      pending_changes: { status: 'pending', fields: { village_en: 'Birzeit', address_en: 'University Street' } },
    });
    // Visitors see the published version.
    expect((await call(null, 'GET', `/realty/properties/${id}/`)).json()).toMatchObject({ village_en: null, address_en: null });

    const waiting = (await call(staff, 'GET', '/admin/listing-changes/')).json();
    const item = waiting.results.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({
      changes: { fields: { village_en: 'Birzeit', address_en: 'University Street' } },
      published: { village_en: null, address_en: null },
    });

    const applied = await call(staff, 'POST', `/admin/listing-changes/${id}/approve/`);
    expect(applied.statusCode, applied.body).toBe(204);
    expect((await call(null, 'GET', `/realty/properties/${id}/`, undefined, 'en')).json()).toMatchObject({
      village_ar: 'بيرزيت',
      village_en: 'Birzeit',
      address_en: 'University Street',
      pending_changes: null,
    });
    // An applied edit rewrites the search text.
    const found = (await call(null, 'GET', '/realty/properties/?search=Birzeit')).json();
    expect(found.results.map((r: { id: number }) => r.id)).toContain(id);
  });
});
