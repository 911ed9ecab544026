import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../test/factories';

/**
 * Every search box, public or staff, reads its text the same way: Arabic normalized as the public
 * search does it (decision 003), and NUL or other control characters refused with a translated 400.
 */
describe('staff searches', () => {
  let ctx: TestContext;
  let staff: TestUser;
  const ids = {} as Record<'listing' | 'user' | 'project', number>;

  const get = (url: string, lang = 'en') =>
    ctx.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': lang, ...staff.headers } });
  const found = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return (Array.isArray(body) ? body : body.results).map((r: { id: number }) => r.id) as number[];
  };
  const q = encodeURIComponent;

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await createTestUser(ctx, { isStaff: true });
    ids.user = (await createTestUser(ctx, { name: 'جمعية الأهلية للإسكان' })).id;
    const owner = await createTestUser(ctx, { name: 'مكتب إسكان فلسطين' });
    ids.listing = await createListing(ctx, { ownerId: owner.id, title: 'شقة قرب الجامعة الأهلية', status: 'pending' });
    await createListing(ctx, { ownerId: owner.id, title: 'Another listing', status: 'pending' });
    const project = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/projects/',
      headers: staff.headers,
      payload: { title_ar: 'مدرسة الأهلية الجديدة', title_en: 'New Ahliyya school', project_type: 'commercial' },
    });
    ids.project = project.json().id;
  });

  it('find «الأهلية» when staff type «الاهليه», as the public search does', async () => {
    for (const word of ['الاهليه', 'الأهلية', 'الأهليّة']) {
      expect(await found(`/admin/properties/?search=${q(word)}`), word).toEqual([ids.listing]);
      expect(await found(`/admin/properties/?status=pending&search=${q(`شقه ${word}`)}`), word).toEqual([ids.listing]);
      expect(await found(`/admin/users/?search=${q(word)}`), word).toEqual([ids.user]);
      expect(await found(`/admin/projects/?search=${q(word)}`), word).toEqual([ids.project]);
    }
    // The owner's name finds their listings; each word must occur somewhere.
    expect(await found(`/admin/properties/?search=${q('اسكان')}`)).toHaveLength(2);
    expect(await found(`/admin/properties/?search=${q('اسكان الجامعه')}`)).toEqual([ids.listing]);
    expect(await found(`/admin/projects/?search=${q('AHLIYYA')}`)).toEqual([ids.project]);
    // Cities: hamza and taa marbuta variants fold the same way.
    const jericho = await get(`/admin/cities/?search=${q('اريحا')}`);
    expect(jericho.json().map((c: { name_en: string }) => c.name_en)).toContain('Jericho');
    // Wildcards are literal.
    expect(await found(`/admin/users/?search=${q('%')}`)).toEqual([]);
  });

  it('refuse NUL and other control characters in every text query parameter with a translated 400', async () => {
    const urls = ['/admin/properties/', '/admin/users/', '/admin/projects/', '/admin/cities/', '/realty/properties/'];
    for (const url of urls) {
      for (const value of ['\u0000', 'a\u0000b', 'x\u001by', '\u007f', '\u009b']) {
        const res = await get(`${url}?search=${q(value)}`, 'ar');
        expect(res.statusCode, `${url} ${JSON.stringify(value)}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error', search: ['يحتوي هذا الحقل على أحرف غير مسموح بها.'] });
        expect(res.json().field_codes).toEqual({ search: ['invalid_characters'] });
      }
      // Tabs and line breaks (pasted text) are spaces, not errors.
      expect((await get(`${url}?search=${q('الاهليه\tالجديده')}`)).statusCode, url).toBe(200);
    }
  });
});
