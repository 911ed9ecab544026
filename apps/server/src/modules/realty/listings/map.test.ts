import { MAP_COUNT_LIMIT, MAP_POINTS_LIMIT } from '@manara/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { cityId, createListing, createTestUser, type TestUser } from '../../../../test/factories';
import { multipart } from '../../../../test/media';
import { SEARCH_WALK } from './listing-queries';

/** Pins on listings, the map view's pins and its visible-area filter, and the maps' style. */
describe('listing pins and the map view', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let ramallah: number;
  // Al-Manara square, Ramallah; the Church of the Nativity, Bethlehem; the port of Gaza.
  const manara = { latitude: 31.9038, longitude: 35.2034 };
  const nativity = { latitude: 31.7043, longitude: 35.2075 };
  const gazaPort = { latitude: 31.5245, longitude: 34.4292 };

  const fields = (extra: Record<string, string> = {}) => ({
    title: 'شقة قرب دوار المنارة',
    description: 'شقة للبيع',
    type: 'apartment',
    purpose: 'sale',
    price: '150000',
    area: '120',
    city_id: String(ramallah),
    address: 'دوار المنارة',
    ...extra,
  });
  const send = async (method: 'POST' | 'PATCH', url: string, body: Record<string, string>, lang = 'en') => {
    const form = await multipart(body);
    return ctx.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...owner.headers, 'accept-language': lang } });
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx);
    ramallah = await cityId(ctx.db, 'Ramallah');
  }, 60_000);

  it('keeps the pin an owner drops, and shows the city centre (not a point) without one', async () => {
    const pinned = await send(
      'POST',
      '/api/v1/realty/properties/',
      fields({ latitude: '٣١٫٩٠٣٨'.replace('٫', '.'), longitude: '35.2034' }),
    );
    expect(pinned.statusCode).toBe(201);
    expect(pinned.json().location).toEqual({ ...manara, exact: true });

    const unpinned = await send('POST', '/api/v1/realty/properties/', fields());
    expect(unpinned.statusCode).toBe(201);
    const area = unpinned.json().location;
    expect(area.exact).toBe(false);
    // Ramallah's centre from the seeded locations.
    expect(area.latitude).toBeCloseTo(31.9, 1);
    expect(area.longitude).toBeCloseTo(35.2, 1);

    // An edit moves the pin; both fields empty remove it.
    const id = pinned.json().id;
    const moved = await send('PATCH', `/api/v1/realty/properties/${id}/`, { latitude: '31.91', longitude: '35.21' });
    expect(moved.json().location).toEqual({ latitude: 31.91, longitude: 35.21, exact: true });
    const removed = await send('PATCH', `/api/v1/realty/properties/${id}/`, { latitude: '', longitude: '' });
    expect(removed.json().location.exact).toBe(false);
  });

  it('refuses a pin outside Palestine or half a pin, on the field, in the reader’s language', async () => {
    const amman = await send('POST', '/api/v1/realty/properties/', fields({ latitude: '31.95', longitude: '35.93' }), 'ar');
    expect(amman.statusCode).toBe(400);
    expect(amman.json().longitude).toEqual(['ضع الدبوس داخل فلسطين.']);

    const half = await send('POST', '/api/v1/realty/properties/', fields({ latitude: '31.9' }));
    expect(half.statusCode).toBe(400);
    expect(half.json().longitude).toEqual(['Send both the latitude and the longitude, or neither.']);

    const words = await send('POST', '/api/v1/realty/properties/', fields({ latitude: 'north', longitude: '35.2' }));
    expect(words.statusCode).toBe(400);
    expect(words.json().latitude).toEqual(['Enter a valid number.']);
  });

  it("gives the map view the active listings with a pin that match the list's filters, and the list follows the visible area", async () => {
    const inRamallah = await createListing(ctx, { ownerId: owner.id, title: 'Near the Manara', ...manara });
    const inBethlehem = await createListing(ctx, { ownerId: owner.id, title: 'Near the Nativity', city: 'Bethlehem', ...nativity });
    const inGaza = await createListing(ctx, { ownerId: owner.id, title: 'By the port', purpose: 'rent', ...gazaPort });
    const pending = await createListing(ctx, { ownerId: owner.id, status: 'pending', ...manara });
    const withoutPin = await createListing(ctx, { ownerId: owner.id });

    const all = await ctx.app.inject({ url: '/api/v1/realty/properties/map/?purpose=sale' });
    expect(all.statusCode).toBe(200);
    const ids = all.json().points.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([inRamallah, inBethlehem]));
    expect(ids).not.toContain(inGaza); // rent
    expect(ids).not.toContain(pending);
    expect(ids).not.toContain(withoutPin);
    expect(all.json().count).toBe(ids.length);
    expect(all.json().points.find((p: { id: number }) => p.id === inRamallah)).toMatchObject({
      ...manara,
      title: 'Near the Manara',
      type: 'apartment',
      price: 100_000,
      currency: 'USD',
    });

    // Ramallah only: a box around the city, west,south,east,north.
    const box = '35.15,31.85,35.25,31.95';
    const map = await ctx.app.inject({ url: `/api/v1/realty/properties/map/?purpose=sale&bbox=${box}` });
    expect(map.json().points.map((p: { id: number }) => p.id)).toEqual([inRamallah]);
    const list = await ctx.app.inject({ url: `/api/v1/realty/properties/?purpose=sale&bbox=${box}` });
    expect(list.json().results.map((r: { id: number }) => r.id)).toEqual([inRamallah]);
    expect(list.json().count).toBe(1);
  });

  it('shows the newest pins of many, counts them up to a bound, and finds a rare word among old ones', async () => {
    const jericho = await cityId(ctx.db, 'Jericho');
    const box = '35.40,31.82,35.50,31.90';
    const map = async (query = '') =>
      (await ctx.app.inject({ url: `/api/v1/realty/properties/map/?purpose=rent&bbox=${box}${query}` })).json() as {
        count: number;
        count_capped: boolean;
        points: { id: number; title: string }[];
      };
    const old = await createListing(ctx, {
      ownerId: owner.id,
      purpose: 'rent',
      city: 'Jericho',
      title: 'Olive press loft',
      latitude: 31.857,
      longitude: 35.444,
      createdAt: new Date(Date.now() - 400 * 86_400_000),
    });
    expect(await map()).toMatchObject({ count: 1, count_capped: false, points: [{ id: old, title: 'Olive press loft' }] });
    // More newer pinned rentals around Jericho than the map counts or a search looks through first,
    // none with the word; the last one newest.
    const newer = Math.max(MAP_COUNT_LIMIT, SEARCH_WALK) + 1;
    await ctx.db.execute(sql`
      insert into properties (owner_id, title_en, description_en, type, purpose, price, price_usd, area, country_id, city_id, address, status,
        search_text, search_title, latitude, longitude, created_at)
      select ${owner.id}, 'Newer ' || i, 'Newer listing', 'apartment', 'rent', 500, 500, 90, c.country_id, c.id, 'Main Street', 'active',
        'newer ' || i, 'newer ' || i, 31.85 + (i % 40) * 0.001, 35.44 + (i % 50) * 0.001, now() - (${newer} - i) * interval '1 minute'
      from generate_series(1, ${newer}) i, cities c where c.id = ${jericho}`);

    const many = await map();
    expect(many).toMatchObject({ count: MAP_COUNT_LIMIT, count_capped: true });
    expect(many.points).toHaveLength(MAP_POINTS_LIMIT);
    expect(many.points.slice(0, 2).map((p) => p.title)).toEqual([`Newer ${newer}`, `Newer ${newer - 1}`]);
    expect(many.points.map((p) => p.id)).not.toContain(old);

    // A word only the old listing has, behind more newer pins than a search looks through first.
    expect(await map('&search=olive')).toMatchObject({ count: 1, count_capped: false, points: [{ id: old }] });
    // A search's count stops at the pins shown.
    const common = await map('&search=newer');
    expect(common).toMatchObject({ count: MAP_POINTS_LIMIT, count_capped: true });
    expect(common.points[0]!.title).toBe(`Newer ${newer}`);
  });

  it('refuses a malformed visible area with a translated field error', async () => {
    for (const bbox of ['1,2,3', '35.3,31.8,35.1,31.9', 'a,b,c,d', '35,31,36,NaN', ',,,']) {
      const res = await ctx.app.inject({
        url: `/api/v1/realty/properties/map/?bbox=${encodeURIComponent(bbox)}`,
        headers: { 'accept-language': 'ar' },
      });
      expect(res.statusCode, bbox).toBe(400);
      expect(res.json().bbox).toEqual(['يجب أن تكون منطقة الخريطة أربعة أرقام: الغرب، الجنوب، الشرق، الشمال.']);
    }
  });

  it('serves the configured map style, or a blank one', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/map/style/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://tiles.openfreemap.org/styles/liberty');
    // The pages may load the style's tiles, fonts and sprites, and start the map's worker.
    const csp = String((await ctx.app.inject({ url: '/api/v1/realty/properties/map/' })).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://tiles.openfreemap.org");
    expect(csp).toContain("worker-src 'self' blob:");

    const blank = await createTestContext({ env: { MAP_STYLE_URL: 'blank' } });
    const style = await blank.app.inject({ url: '/api/v1/map/style/' });
    expect(style.statusCode).toBe(200);
    expect(style.json()).toMatchObject({ version: 8, layers: [{ type: 'background' }] });
    expect(String(style.headers['content-security-policy'])).toContain("connect-src 'self';");
  });

  it('counts the matches without a pin per city, at the city’s centre, in the reader’s language (issue 33)', async () => {
    const filter = 'purpose=rent&type=warehouse';
    for (let i = 0; i < 3; i++)
      await createListing(ctx, { ownerId: owner.id, title: `Store ${i}`, purpose: 'rent', type: 'warehouse', city: 'Hebron' });
    await createListing(ctx, { ownerId: owner.id, title: 'Nablus store', purpose: 'rent', type: 'warehouse', city: 'Nablus' });
    await createListing(ctx, { ownerId: owner.id, title: 'Pinned store', purpose: 'rent', type: 'warehouse', ...manara });
    await createListing(ctx, {
      ownerId: owner.id,
      title: 'Waiting store',
      purpose: 'rent',
      type: 'warehouse',
      status: 'pending',
      city: 'Hebron',
    });
    await createListing(ctx, { ownerId: owner.id, title: 'Store for sale', purpose: 'sale', type: 'warehouse', city: 'Hebron' });

    const en = (await ctx.app.inject({ url: `/api/v1/realty/properties/map/?${filter}`, headers: { 'accept-language': 'en' } })).json();
    expect(en.count).toBe(1);
    expect(en.unpinned).toEqual([
      expect.objectContaining({ city: 'Hebron', count: 3 }),
      expect.objectContaining({ city: 'Nablus', count: 1 }),
    ]);
    expect(en.unpinned[0].latitude).toBeCloseTo(31.5, 0);
    expect(en.unpinned[0].longitude).toBeCloseTo(35.1, 0);

    const ar = (await ctx.app.inject({ url: `/api/v1/realty/properties/map/?${filter}`, headers: { 'accept-language': 'ar' } })).json();
    expect(ar.unpinned.map((c: { city: string }) => c.city)).toEqual(['الخليل', 'نابلس']);
    const searched = (
      await ctx.app.inject({ url: `/api/v1/realty/properties/map/?${filter}&search=Nablus`, headers: { 'accept-language': 'en' } })
    ).json();
    expect(searched.unpinned).toEqual([expect.objectContaining({ city: 'Nablus', count: 1 })]);
  });
});
