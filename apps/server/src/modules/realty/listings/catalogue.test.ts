import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { cityId, createListing, createTestUser, type TestUser } from '../../../../test/factories';
import { properties } from '../../../db/schema';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('realty listings', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let otherOwner: TestUser;
  let stranger: TestUser;
  let staff: TestUser;
  const id = {} as Record<'flat' | 'villa' | 'land' | 'rentFlat' | 'office' | 'otherFlat' | 'pending' | 'rejected', number>;

  const list = async (query: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api/v1/realty/properties/${query ? `?${query}` : ''}`, headers });
  const ids = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().results as { id: number }[]).map((r) => r.id);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx, { name: 'Rami Haddad' });
    otherOwner = await createTestUser(ctx, { name: 'Lina Saleh' });
    stranger = await createTestUser(ctx);
    staff = await createTestUser(ctx, { isStaff: true });

    id.flat = await createListing(ctx, {
      ownerId: owner.id,
      title: 'شقة فاخرة في رام الله',
      description: 'إطلالة رائعة، قريبة من دوار المنارة',
      purpose: 'sale',
      type: 'apartment',
      price: 120_000,
      area: 140,
      beds: 3,
      baths: 2,
      city: 'Ramallah',
      address: 'شارع الإرسال، عمارة 12',
      amenities: ['parking', 'elevator'],
      createdAt: daysAgo(10),
      images: 2,
      video: true,
    });
    id.villa = await createListing(ctx, {
      ownerId: owner.id,
      title: 'Stone Villa with Garden',
      description: 'Quiet street, 50% down payment accepted',
      purpose: 'sale',
      type: 'villa',
      price: 450_000,
      area: 400,
      beds: 5,
      baths: 4,
      city: 'Bethlehem',
      village: 'Artas',
      createdAt: daysAgo(5),
      images: 1,
    });
    id.land = await createListing(ctx, {
      ownerId: owner.id,
      title: 'أرض زراعية مطلة',
      description: 'أرض مزروعة بالزيتون',
      purpose: 'sale',
      type: 'land',
      price: 60_000,
      area: 1000,
      beds: 0,
      baths: 0,
      floors: 0,
      city: 'Hebron',
      createdAt: daysAgo(20),
    });
    id.rentFlat = await createListing(ctx, {
      ownerId: owner.id,
      title: 'Furnished apartment for rent',
      purpose: 'rent',
      type: 'apartment',
      price: 700,
      area: 110,
      beds: 2,
      baths: 1,
      city: 'Ramallah',
      createdAt: daysAgo(2),
    });
    id.office = await createListing(ctx, {
      ownerId: otherOwner.id,
      title: 'مكتب تجاري في مركز المدينة',
      purpose: 'rent',
      type: 'office',
      price: 1200,
      area: 200,
      beds: null,
      baths: 1,
      city: 'Nablus',
      createdAt: daysAgo(1),
    });
    id.otherFlat = await createListing(ctx, {
      ownerId: otherOwner.id,
      title: 'شقة مطلة في مبنى حديث',
      description: 'الطابق الرابع، مصعد وموقف سيارات',
      purpose: 'sale',
      type: 'apartment',
      price: 125_000,
      area: 150,
      beds: 3,
      baths: 2,
      city: 'Ramallah',
      address: 'عمارة رقم ٤٥',
      createdAt: daysAgo(3),
    });
    id.pending = await createListing(ctx, {
      ownerId: owner.id,
      title: 'Pending apartment awaiting review',
      status: 'pending',
      price: 130_000,
      city: 'Ramallah',
      createdAt: daysAgo(0),
    });
    id.rejected = await createListing(ctx, { ownerId: owner.id, title: 'Rejected apartment', status: 'rejected', city: 'Ramallah' });
    await ctx.db.update(properties).set({ rejectionReason: 'Photos missing' }).where(eq(properties.id, id.rejected));
  });

  describe('public list', () => {
    it('shows only active listings, whatever status a client asks for', async () => {
      const all = await ids('');
      expect(all.sort()).toEqual([id.flat, id.villa, id.land, id.rentFlat, id.office, id.otherFlat].sort());
      for (const status of ['pending', 'rejected', 'draft', 'all']) {
        const res = await list(`status=${status}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().results.map((r: { id: number }) => r.id)).not.toContain(id.pending);
        expect(res.json().results.every((r: { status: string }) => r.status === 'active')).toBe(true);
      }
    });

    it('returns cards with the documented fields and responsive images', async () => {
      const res = await list('purpose=sale&city=' + (await cityId(ctx.db, 'Ramallah')));
      const body = res.json();
      expect(body.count).toBe(2);
      expect(body.next).toBeNull();
      expect(body.previous).toBeNull();
      const card = body.results.find((r: { id: number }) => r.id === id.flat);
      expect(card).toMatchObject({
        title: 'شقة فاخرة في رام الله',
        type: 'apartment',
        purpose: 'sale',
        price: 120000,
        currency: 'USD',
        area: 140,
        beds: 3,
        baths: 2,
        floors: 1,
        city: { name_ar: 'رام الله', name_en: 'Ramallah' },
        country: { name_ar: 'فلسطين', name_en: 'Palestine' },
        village: null,
        status: 'active',
        views_count: expect.any(Number),
      });
      expect(Object.keys(card).sort()).toEqual(
        [
          'id',
          'title',
          'text_lang',
          'title_ar',
          'title_en',
          'type',
          'purpose',
          'price',
          'currency',
          'price_usd',
          'area',
          'beds',
          'baths',
          'floors',
          'city',
          'country',
          'village',
          'address',
          'status',
          'created_at',
          'views_count',
          'price_reduced',
          'cover_image',
          'media_list',
        ].sort(),
      );
      expect(card.media_list).toHaveLength(2);
      expect(card.media_list[0]).toMatch(/^\/media\/properties\/test-\d+-0-960\.webp$/);
      expect(card.cover_image.url).toBe(card.media_list[0]);
      expect(card.cover_image.srcset).toMatch(/-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w$/);
      expect(card.cover_image).toMatchObject({ width: 960, height: 600 });
      expect(new Date(card.created_at).toISOString()).toBe(card.created_at);
      const noImages = (await list('type=land')).json().results[0];
      expect(noImages.cover_image).toBeNull();
      expect(noImages.media_list).toEqual([]);
    });

    it('filters by purpose, type, city, price, area, bedrooms and bathrooms', async () => {
      expect((await ids('purpose=rent')).sort()).toEqual([id.rentFlat, id.office].sort());
      expect((await ids('type=apartment')).sort()).toEqual([id.flat, id.rentFlat, id.otherFlat].sort());
      expect(await ids(`city=${await cityId(ctx.db, 'Nablus')}`)).toEqual([id.office]);
      expect((await ids('price_min=120000')).sort()).toEqual([id.flat, id.villa, id.otherFlat].sort());
      expect((await ids('price_max=1000')).sort()).toEqual([id.rentFlat]);
      expect((await ids('price_min=120000&price_max=125000')).sort()).toEqual([id.flat, id.otherFlat].sort());
      expect((await ids('area_min=400')).sort()).toEqual([id.villa, id.land].sort());
      expect((await ids('area_max=110')).sort()).toEqual([id.rentFlat]);
      expect((await ids('beds_min=4')).sort()).toEqual([id.villa]);
      expect((await ids('baths_min=2')).sort()).toEqual([id.flat, id.villa, id.otherFlat].sort());
      // Arabic-Indic digits in numbers are accepted.
      expect((await ids('beds_min=٤')).sort()).toEqual([id.villa]);
    });

    it('combines filters', async () => {
      const ramallah = await cityId(ctx.db, 'Ramallah');
      expect(await ids(`purpose=sale&type=apartment&city=${ramallah}&price_max=121000&beds_min=3&baths_min=2`)).toEqual([id.flat]);
      expect(await ids(`purpose=rent&city=${ramallah}&beds_min=3`)).toEqual([]);
    });

    it('orders by newest (default), price and area, both ways', async () => {
      expect(await ids('purpose=sale')).toEqual([id.otherFlat, id.villa, id.flat, id.land]);
      expect(await ids('purpose=sale&ordering=-created_at')).toEqual([id.otherFlat, id.villa, id.flat, id.land]);
      expect(await ids('purpose=sale&ordering=price')).toEqual([id.land, id.flat, id.otherFlat, id.villa]);
      expect(await ids('purpose=sale&ordering=-price')).toEqual([id.villa, id.otherFlat, id.flat, id.land]);
      expect(await ids('purpose=sale&ordering=area')).toEqual([id.flat, id.otherFlat, id.villa, id.land]);
      expect(await ids('purpose=sale&ordering=-area')).toEqual([id.land, id.villa, id.otherFlat, id.flat]);
    });

    it('pages with next and previous cursor links that keep the other parameters', async () => {
      const first = (await list('purpose=sale&ordering=price&page_size=3')).json();
      expect(first).toMatchObject({ count: 4, count_capped: false, previous: null });
      expect(first.results.map((r: { id: number }) => r.id)).toEqual([id.land, id.flat, id.otherFlat]);
      expect(first.next).toMatch(/^\/api\/v1\/realty\/properties\/\?purpose=sale&ordering=price&page_size=3&cursor=[\w-]+$/);
      const second = (await ctx.app.inject({ url: first.next })).json();
      expect(second.results.map((r: { id: number }) => r.id)).toEqual([id.villa]);
      expect(second.next).toBeNull();
      const back = (await ctx.app.inject({ url: second.previous })).json();
      expect(back.results.map((r: { id: number }) => r.id)).toEqual([id.land, id.flat, id.otherFlat]);
      expect(back.previous).toBeNull();
      // A numbered page still answers; its links are cursors too. Past the end: an empty page.
      const numbered = (await list('purpose=sale&ordering=price&page_size=3&page=2')).json();
      expect(numbered.results.map((r: { id: number }) => r.id)).toEqual([id.villa]);
      expect((await ctx.app.inject({ url: numbered.previous })).json().results.map((r: { id: number }) => r.id)).toEqual([
        id.land,
        id.flat,
        id.otherFlat,
      ]);
      expect((await list('purpose=sale&page_size=3&page=7')).json()).toMatchObject({ count: 4, results: [], next: null });
    });

    it('pages search results the same way, counting all matches', async () => {
      const q = `search=${encodeURIComponent('شقة')}&page_size=1`;
      const first = (await list(q)).json();
      expect(first).toMatchObject({ count: 2, previous: null });
      expect(first.results).toHaveLength(1);
      const second = (await ctx.app.inject({ url: first.next })).json();
      expect(second).toMatchObject({ count: 2, next: null });
      expect(second.results).toHaveLength(1);
      expect(second.results[0].id).not.toBe(first.results[0].id);
      expect((await ctx.app.inject({ url: second.previous })).json().results).toEqual(first.results);
      const beyond = (await list(`${q}&page=5`)).json();
      expect(beyond).toMatchObject({ count: 2, results: [], next: null });
      expect((await list(`search=nothing-matches-this&page=3`)).json()).toMatchObject({ count: 0, results: [] });
    });

    it('clamps a huge page size instead of refusing it', async () => {
      const res = await list('page_size=100000');
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toHaveLength(6);
      expect((await list('page_size=0')).statusCode).toBe(400);
    });
  });

  describe('bad filter values', () => {
    const cases: [string, string, string][] = [
      ['price_min=-1', 'price_min', 'too_small'],
      ['price_min=abc', 'price_min', 'invalid_number'],
      ['price_max=1e400', 'price_max', 'invalid_number'],
      ['price_max=99999999999999999', 'price_max', 'too_big'],
      ['area_min=-5', 'area_min', 'too_small'],
      ['area_max=NaN', 'area_max', 'invalid_number'],
      ['beds_min=1.5', 'beds_min', 'invalid_number'],
      ['beds_min=1000', 'beds_min', 'too_big'],
      ['baths_min=-1', 'baths_min', 'too_small'],
      ['city=0', 'city', 'too_small'],
      ['city=ramallah', 'city', 'invalid_number'],
      ['city=99999999999', 'city', 'too_big'],
      ['purpose=buy', 'purpose', 'invalid_choice'],
      ['type=castle', 'type', 'invalid_choice'],
      ['type=villa&type=land', 'type', 'invalid_choice'],
      ['ordering=-views_count', 'ordering', 'invalid_ordering'],
      ['ordering=price;drop table properties', 'ordering', 'invalid_ordering'],
      ['page=0', 'page', 'too_small'],
      ['page=1001', 'page', 'too_big'],
      ['page=two', 'page', 'invalid_number'],
      ['page_size=-3', 'page_size', 'too_small'],
      [`search=${'ب'.repeat(101)}`, 'search', 'too_long'],
      ['price_min=500&price_max=100', 'price_min', 'price_range_invalid'],
      ['area_min=500&area_max=100', 'area_min', 'area_range_invalid'],
    ];
    it.each(cases)('%s → 400 on %s (%s)', async (query, field, code) => {
      const res = await list(encodeURI(query).replace(/;/g, '%3B'));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('validation_error');
      expect(body.field_codes[field]).toContain(code);
      expect(body[field][0]).toMatch(/[\u0600-\u06FF]/);
    });

    it('answers in English when asked', async () => {
      const res = await list('price_min=500&price_max=100&ordering=nope', { 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json().price_min).toEqual(['Minimum price cannot exceed maximum price.']);
      expect(res.json().ordering).toEqual(['Unknown sort order.']);
      const ar = await list('price_min=-1');
      expect(ar.json().price_min).toEqual(['هذه القيمة صغيرة جدًا.']);
    });
  });

  describe('search', () => {
    const search = (q: string) => ids(`search=${encodeURIComponent(q)}`);

    it('matches Arabic regardless of letter variants, diacritics and digit systems', async () => {
      expect((await search('شقة')).sort()).toEqual([id.flat, id.otherFlat].sort());
      // ة/ه
      expect((await search('شقه')).sort()).toEqual([id.flat, id.otherFlat].sort());
      // diacritics and tatweel
      expect((await search('شَقّـة فاخِرَة')).sort()).toEqual([id.flat]);
      // أ/ا and إ/ا
      expect(await search('ارض')).toEqual([id.land]);
      expect(await search('الارسال')).toEqual([id.flat]);
      expect(await search('اطلالة')).toEqual([id.flat]);
      // ى/ي
      expect(await search('مبني')).toEqual([id.otherFlat]);
      // Arabic-Indic digits in the query and in the text
      expect(await search('١٢')).toEqual([id.flat]);
      expect(await search('45')).toEqual([id.otherFlat]);
    });

    it('matches English regardless of case, every word required', async () => {
      expect(await search('STONE villa')).toEqual([id.villa]);
      expect(await search('stone apartment')).toEqual([]);
      expect((await search('apartment')).sort()).toEqual([id.rentFlat]);
    });

    it('matches city and governorate names in both languages, and villages', async () => {
      expect(await search('bethlehem')).toEqual([id.villa]);
      expect(await search('بيت لحم')).toEqual([id.villa]);
      expect(await search('الخليل')).toEqual([id.land]);
      expect(await search('nablus')).toEqual([id.office]);
      expect(await search('artas')).toEqual([id.villa]);
      // The governorate "Ramallah & al-Bireh" finds the Ramallah listings.
      expect((await search('البيرة')).sort()).toEqual([id.flat, id.rentFlat, id.otherFlat].sort());
    });

    it('combines with filters and never shows hidden listings', async () => {
      expect(await search('pending')).toEqual([]);
      expect(await ids('search=%D8%B4%D9%82%D8%A9&purpose=sale&price_max=121000')).toEqual([id.flat]);
    });

    it('treats injection-shaped and wildcard input literally', async () => {
      for (const q of ["' OR 1=1 --", "'; drop table properties; --", '_', '\\', '%%', '" or ""="']) {
        const res = await list(`search=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(200);
        expect(res.json().count, q).toBe(0);
      }
      // '%' matches only a listing that really contains a percent sign.
      expect(await search('%')).toEqual([id.villa]);
      expect(await search('50%')).toEqual([id.villa]);
      // Blank input (tabs and line breaks included) is no search at all; NUL and other control
      // characters are refused, as in every search box (staff-search.test.ts).
      expect(await search('   ')).toHaveLength(6);
      expect(await search('\t\n')).toHaveLength(6);
      for (const q of ['zz\u0000zz', '\u0000']) {
        const res = await list(`search=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().field_codes).toEqual({ search: ['invalid_characters'] });
      }
    });
  });

  describe('detail', () => {
    const detail = (pid: number, headers: Record<string, string> = {}) =>
      ctx.app.inject({ url: `/api/v1/realty/properties/${pid}/`, headers: { 'user-agent': 'vitest', ...headers } });

    it('shows an active listing to anyone with every field', async () => {
      const res = await detail(id.flat);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id: id.flat,
        description: 'إطلالة رائعة، قريبة من دوار المنارة',
        amenities: ['parking', 'elevator'],
        postal_code: null,
        owner: { id: owner.id, name: 'Rami Haddad' },
        is_favorite: false,
        is_owner: false,
        rejection_reason: null,
      });
      expect(body.media_list).toHaveLength(2);
      expect(body.property_media).toHaveLength(3);
      expect(body.property_media[0]).toMatchObject({ media_type: 'image', width: 960, height: 600 });
      expect(body.property_media[0].file_url).toBe(body.media_list[0]);
      expect(body.property_media[0].srcset).toContain('1600w');
      expect(body.property_media[2]).toMatchObject({ media_type: 'video', srcset: null });
      expect(body.video_url).toBe(body.property_media[2].file_url);
      expect(body.video_url).toMatch(/^\/media\/properties\/test-\d+\.mp4$/);
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('hides non-active listings from everyone but their owner and staff', async () => {
      for (const pid of [id.pending, id.rejected]) {
        const anonymous = await detail(pid, { 'accept-language': 'en' });
        expect(anonymous.statusCode).toBe(404);
        expect(anonymous.json()).toEqual({ code: 'property_not_found', detail: 'Property not found.' });
        expect((await detail(pid, stranger.headers)).statusCode).toBe(404);
        expect((await detail(pid, otherOwner.headers)).statusCode).toBe(404);
        const mine = await detail(pid, owner.headers);
        expect(mine.statusCode).toBe(200);
        expect(mine.json().is_owner).toBe(true);
        expect((await detail(pid, staff.headers)).statusCode).toBe(200);
      }
      expect((await detail(id.rejected, owner.headers)).json().rejection_reason).toBe('Photos missing');
      expect((await detail(id.rejected, staff.headers)).json().rejection_reason).toBe('Photos missing');
    });

    it('answers 404 for a missing listing and 400 for a malformed id', async () => {
      expect((await detail(987654)).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: '/api/v1/realty/properties/abc/' })).statusCode).toBe(400);
      expect((await ctx.app.inject({ url: '/api/v1/realty/properties/99999999999/' })).statusCode).toBe(400);
    });

    it('counts a view once per visitor per day, and never the owner', async () => {
      const views = async () =>
        (await ctx.db.select({ v: properties.viewsCount }).from(properties).where(eq(properties.id, id.villa)))[0]!.v;
      const visitor = { 'user-agent': 'Browser A' };
      expect((await detail(id.villa, visitor)).json().views_count).toBe(1);
      expect((await detail(id.villa, visitor)).json().views_count).toBe(1);
      // Another browser on the same address is another visitor.
      expect((await detail(id.villa, { 'user-agent': 'Browser B' })).json().views_count).toBe(2);
      // Same browser, another address.
      const other = await ctx.app.inject({ url: `/api/v1/realty/properties/${id.villa}/`, headers: visitor, remoteAddress: '10.0.0.9' });
      expect(other.json().views_count).toBe(3);
      // A signed-in user is one visitor whatever the browser.
      expect((await detail(id.villa, { ...stranger.headers, 'user-agent': 'X' })).json().views_count).toBe(4);
      expect((await detail(id.villa, { ...stranger.headers, 'user-agent': 'Y' })).json().views_count).toBe(4);
      // The owner's own visits do not count.
      expect((await detail(id.villa, owner.headers)).json().views_count).toBe(4);
      expect(await views()).toBe(4);
      // Hidden listings collect no views (staff previewing).
      await detail(id.pending, staff.headers);
      expect((await ctx.db.select({ v: properties.viewsCount }).from(properties).where(eq(properties.id, id.pending)))[0]!.v).toBe(0);
    });
  });

  describe('similar', () => {
    const similar = (pid: number, headers: Record<string, string> = {}) =>
      ctx.app.inject({ url: `/api/v1/realty/properties/${pid}/similar/`, headers });

    it('lists active listings of the same purpose, same city and type first, never itself', async () => {
      const res = await similar(id.flat);
      expect(res.statusCode).toBe(200);
      const got = (res.json() as { id: number; purpose: string; status: string }[]).map((r) => r.id);
      expect(got[0]).toBe(id.otherFlat);
      expect(got).not.toContain(id.flat);
      expect(got).not.toContain(id.pending);
      expect(got).not.toContain(id.rentFlat);
      // Then, with nothing else of the type, the closest price.
      expect(got).toEqual([id.otherFlat, id.land, id.villa]);
      const rent = (await similar(id.rentFlat)).json().map((r: { id: number }) => r.id);
      expect(rent).toEqual([id.office]);
    });

    it('is hidden with its listing', async () => {
      expect((await similar(id.pending)).statusCode).toBe(404);
      expect((await similar(id.pending, owner.headers)).statusCode).toBe(200);
    });
  });
});
