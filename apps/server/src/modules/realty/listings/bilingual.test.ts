import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { cityId, createListing, createTestUser, type TestUser } from '../../../../test/factories';
import { templates } from '../../notifications/templates';

/**
 * Decision 045: an owner writes a listing's title and description in Arabic, English or both; a
 * reader gets their language's text when there is one, otherwise the other with `text_lang` saying
 * which; search matches either language.
 */
describe('listings in both languages', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let ramallah: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx, { name: 'Owner' });
    ramallah = await cityId(ctx.db, 'Ramallah');
  });

  const base = () => ({
    type: 'apartment',
    purpose: 'sale',
    price: '90000',
    area: '120',
    city_id: String(ramallah),
    address: 'Main Street',
  });
  const submit = (fields: Record<string, string>, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/properties/',
      payload: { ...base(), ...fields },
      headers: { ...owner.headers, 'accept-language': lang },
    });
  const get = (url: string, lang: string) => ctx.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': lang } });
  const approve = async (id: number) => {
    const staff = await createTestUser(ctx, { isStaff: true });
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/properties/${id}/approve/`, headers: staff.headers });
    expect(res.statusCode, res.body).toBe(204);
  };

  it('takes Arabic only, English only or both, and shows the page language with a fallback to the other', async () => {
    const arabic = await submit({ title_ar: 'شقة مشمسة في الطيرة', description_ar: 'ثلاث غرف نوم.' });
    expect(arabic.statusCode, arabic.body).toBe(201);
    // An owner reading in English sees the Arabic text, marked as Arabic.
    expect(arabic.json()).toMatchObject({
      title: 'شقة مشمسة في الطيرة',
      description: 'ثلاث غرف نوم.',
      text_lang: 'ar',
      title_ar: 'شقة مشمسة في الطيرة',
      title_en: '',
      description_ar: 'ثلاث غرف نوم.',
      description_en: '',
    });

    const english = await submit(
      { title_en: 'Sunny flat in Al-Tireh', description_en: 'Three bedrooms.', title_ar: '', description_ar: '' },
      'ar',
    );
    expect(english.statusCode, english.body).toBe(201);
    expect(english.json()).toMatchObject({ title: 'Sunny flat in Al-Tireh', text_lang: 'en', title_ar: '' });

    const both = await submit({
      title_ar: 'شقة بحديقة في الماصيون',
      description_ar: 'طابق أرضي مع حديقة.',
      title_en: 'Garden flat in Al-Masyoun',
      description_en: 'Ground floor with a garden.',
    });
    expect(both.statusCode, both.body).toBe(201);
    const bothId: number = both.json().id;
    await approve(bothId);
    expect((await get(`/realty/properties/${bothId}/`, 'ar')).json()).toMatchObject({
      title: 'شقة بحديقة في الماصيون',
      description: 'طابق أرضي مع حديقة.',
      text_lang: 'ar',
    });
    const inEnglish = await get(`/realty/properties/${bothId}/`, 'en');
    expect(inEnglish.json()).toMatchObject({
      title: 'Garden flat in Al-Masyoun',
      description: 'Ground floor with a garden.',
      text_lang: 'en',
    });

    // Cards follow the same rule, and say so to shared caches.
    const arabicId: number = arabic.json().id;
    await approve(arabicId);
    const list = await get('/realty/properties/?page_size=50', 'en');
    expect(list.headers.vary).toMatch(/accept-language/i);
    const card = list.json().results.find((r: { id: number }) => r.id === arabicId);
    expect(card).toMatchObject({ title: 'شقة مشمسة في الطيرة', text_lang: 'ar', title_ar: 'شقة مشمسة في الطيرة', title_en: '' });
  });

  it('refuses a written language without its description, a description without its title, and no language at all, in the request language', async () => {
    const half = await submit({ title_en: 'Flat', description_ar: 'وصف بلا عنوان' }, 'ar');
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ description_en: ['الوصف مطلوب'], title_ar: ['العنوان مطلوب'] });

    const none = await submit({ title_ar: ' ', title_en: '' }, 'en');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      title_ar: ['Write a title in Arabic, English or both'],
      title_en: ['Write a title in Arabic, English or both'],
    });

    const tooLong = await submit({ title_en: 'x'.repeat(201), description_en: 'ok' });
    expect(tooLong.json().title_en).toEqual(['This value is too long.']);
  });

  it("keeps the specification's single title and description, placed by their script", async () => {
    const arabic = await submit({ title: 'فيلا في بيتونيا', description: 'حديقة كبيرة.' });
    expect(arabic.statusCode, arabic.body).toBe(201);
    expect(arabic.json()).toMatchObject({ title: 'فيلا في بيتونيا', text_lang: 'ar', title_ar: 'فيلا في بيتونيا', title_en: '' });
    const english = await submit({ title: 'Villa in Beitunia', description: 'A large garden.' }, 'ar');
    expect(english.json()).toMatchObject({ title_ar: '', title_en: 'Villa in Beitunia', description_en: 'A large garden.' });
    const missing = await submit({ title: 'Villa' });
    expect(missing.json()).toMatchObject({ description: ['Description is required'] });
  });

  it('an edit adds or removes a language, checked against the listing it changes', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'pending', title: 'Office suite', description: 'Three rooms.' });
    const patch = (payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/realty/properties/${id}/`,
        payload,
        headers: { ...owner.headers, 'accept-language': 'en' },
      });
    // Its description exists already: an Arabic title alone still needs the Arabic description.
    expect((await patch({ title_ar: 'مكتب' })).json()).toMatchObject({ description_ar: ['Description is required'] });
    const added = await patch({ title_ar: 'مكتب من ثلاث غرف', description_ar: 'ثلاث غرف.' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ title: 'Office suite', title_ar: 'مكتب من ثلاث غرف', text_lang: 'en' });
    // Removing English leaves Arabic, shown to an English reader as the fallback.
    const removed = await patch({ title_en: '', description_en: '' });
    expect(removed.json()).toMatchObject({ title: 'مكتب من ثلاث غرف', text_lang: 'ar', title_en: '', description_en: '' });
    // Removing the last language is refused.
    const none = await patch({ title_ar: '', description_ar: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ title_ar: ['Write a title in Arabic, English or both'], title_en: expect.any(Array) });
  });

  it('finds a listing by its English words and by its Arabic words, an exact title of either language first', async () => {
    const id = await createListing(ctx, {
      ownerId: owner.id,
      titleAr: 'مستودع تبريد في أريحا',
      titleEn: 'Cold store in Jericho',
      descriptionAr: 'مستودع مبرد للخضار.',
      descriptionEn: 'A refrigerated warehouse for produce.',
    });
    // Another listing only mentions the words in its description.
    const other = await createListing(ctx, { ownerId: owner.id, title: 'Shop', description: 'Next to the cold store in Jericho.' });
    const search = async (q: string) =>
      ((await get(`/realty/properties/?search=${encodeURIComponent(q)}`, 'ar')).json().results as { id: number }[]).map((r) => r.id);
    expect(await search('refrigerated')).toEqual([id]);
    expect(await search('مبرد')).toEqual([id]);
    expect((await search('cold store in jericho'))[0]).toBe(id);
    expect(await search('cold store in jericho')).toContain(other);
    expect((await search('مستودع تبريد في اريحا'))[0]).toBe(id);
  });

  it('names a listing in a message in the recipient language, else in the language it was written in', () => {
    const titles = { title_ar: '', title_en: 'Cold store in Jericho' };
    const mail = templates.listing_approved({ listingTitle: titles, listingUrl: 'https://x.test/1', name: 'رنا' }, 'ar');
    expect(mail.subject).toBe('نُشر عقارك: Cold store in Jericho');
    const both = { title_ar: 'مستودع تبريد', title_en: 'Cold store' };
    expect(templates.listing_approved({ listingTitle: both, listingUrl: 'https://x.test/1', name: 'Rana' }, 'en').subject).toBe(
      'Your listing is live: Cold store',
    );
  });
});
