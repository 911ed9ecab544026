import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_LIMIT } from '../../http/paging';
import { createTestContext, type TestContext } from '../../../test/context';
import { cityId, createListing, createTestUser, type TestUser } from '../../../test/factories';
import { startTestWorker } from '../../../test/worker';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';

const ORIGIN = 'https://manara.example';

describe('saved searches and alerts (real SMTP)', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let staff: TestUser;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestContext({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Manara <no-reply@manara.example>', PUBLIC_ORIGIN: ORIGIN } });
    await startTestWorker(ctx);
    staff = await createTestUser(ctx, { isStaff: true });
  });
  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user?: TestUser, payload?: object, lang = 'en') =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: { ...user?.headers, 'accept-language': lang } });

  it('saves a list page’s filters, named in both languages, with its result count; rename, frequency and delete are the owner’s', async () => {
    const user = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    expect((await api('POST', '/saved-searches/', undefined, { filters: { purpose: 'sale' } })).statusCode).toBe(401);
    const ramallah = await cityId(ctx.db, 'Ramallah');
    await createListing(ctx, { ownerId: other.id, status: 'active', type: 'apartment', purpose: 'sale', price: 120000, city: 'Ramallah' });
    await createListing(ctx, { ownerId: other.id, status: 'active', type: 'apartment', purpose: 'sale', price: 900000, city: 'Ramallah' });
    const created = await api('POST', '/saved-searches/', user, {
      filters: { purpose: 'sale', type: 'apartment', city: String(ramallah), price_max: '200000', beds_min: 2, bbox: '35,31,35.5,32' },
    });
    expect(created.statusCode).toBe(201);
    const search = created.json();
    expect(search).toMatchObject({
      name: null,
      frequency: 'daily',
      result_count: 1,
      result_count_capped: false,
      filters: { purpose: 'sale', type: 'apartment', city: ramallah, price_max: 200000, beds_min: 2 },
    });
    expect(search.filters.bbox).toBeUndefined();
    expect(search.auto_name.en).toBe('Apartments for sale in Ramallah, up to $200,000, 2+ bedrooms');
    expect(search.auto_name.ar).toContain('شقق للبيع في رام الله');

    const renamed = await api('PATCH', `/saved-searches/${search.id}/`, user, { name: 'Family flat', frequency: 'instant' });
    expect(renamed.json()).toMatchObject({ name: 'Family flat', frequency: 'instant' });
    expect((await api('PATCH', `/saved-searches/${search.id}/`, other, { frequency: 'off' })).statusCode).toBe(404);
    expect((await api('DELETE', `/saved-searches/${search.id}/`, other)).statusCode).toBe(404);
    const bad = await api('POST', '/saved-searches/', user, { filters: { price_min: 10, price_max: 5 }, frequency: 'hourly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_codes).toMatchObject({ frequency: ['invalid_choice'] });
    expect((await api('GET', '/saved-searches/', user)).json()).toHaveLength(1);
    expect((await api('DELETE', `/saved-searches/${search.id}/`, user)).statusCode).toBe(204);
    expect((await api('GET', '/saved-searches/', user)).json()).toHaveLength(0);
  });

  it('an approved listing alerts matching searches once: instant at once, daily in the digest; approved again later, nobody hears twice', async () => {
    const instant = await createTestUser(ctx, { name: 'Instant Ines' });
    const daily = await createTestUser(ctx, { name: 'Daily Dina' });
    const elsewhere = await createTestUser(ctx, { name: 'Other Omar' });
    const owner = await createTestUser(ctx);
    const ramallah = String(await cityId(ctx.db, 'Ramallah'));
    await api('PATCH', '/users/me/', instant, { language: 'en' });
    const save = (user: TestUser, filters: object, frequency: string) => api('POST', '/saved-searches/', user, { filters, frequency });
    await save(instant, { purpose: 'rent', city: ramallah, search: 'balcony' }, 'instant');
    await save(daily, { purpose: 'rent', beds_min: 3 }, 'daily');
    await save(elsewhere, { purpose: 'rent', price_max: 100 }, 'instant');
    await save(owner, { purpose: 'rent' }, 'instant'); // the owner is not told of their own listing

    const listing = await createListing(ctx, {
      ownerId: owner.id,
      status: 'pending',
      purpose: 'rent',
      price: 700,
      beds: 3,
      city: 'Ramallah',
      title: 'Flat with a balcony',
      description: 'Sunny flat with a large balcony',
    });
    const since = smtp.messages.length;
    expect((await api('POST', `/admin/properties/${listing}/approve/`, staff)).statusCode).toBe(204);
    const alert = await smtp.next(instant.user.email, { since });
    expect(alert.subject).toBe('New listings match your search: Properties for rent in Ramallah, “balcony”');
    expect(alert.text).toContain(`${ORIGIN}/en/realty/property/${listing}`);
    expect(alert.text).toContain(`${ORIGIN}/en/realty/rent?search=balcony&city=${ramallah}`);

    expect(await ctx.app.services.savedSearches.sendDigests()).toBe(1);
    const digest = await smtp.next(daily.user.email, { since });
    expect(digest.subject).toContain('عقارات جديدة تطابق بحثك');
    expect(digest.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(digest.text).toContain('Flat with a balcony');
    expect(await ctx.app.services.savedSearches.sendDigests()).toBe(0);

    // Hidden, edited and approved again: already told, nobody is e-mailed twice.
    await api('POST', `/admin/properties/${listing}/hide/`, staff);
    const again = smtp.messages.length;
    await api('POST', `/admin/properties/${listing}/approve/`, staff);
    expect(await ctx.app.services.savedSearches.matchListing(listing)).toBe(0);
    expect(await ctx.app.services.savedSearches.sendDigests()).toBe(0);
    const approvedMail = await smtp.next(owner.user.email, { since: again });
    expect(approvedMail.subject).toContain('Flat with a balcony');
    const recipients = smtp.messages.slice(since).flatMap((m) => (Array.isArray(m.to) ? m.to : [m.to]).map((a) => a?.text));
    expect(recipients.filter((r) => r === instant.user.email)).toHaveLength(1);
    expect(recipients.filter((r) => r === daily.user.email)).toHaveLength(1);
    expect(recipients).not.toContain(elsewhere.user.email);
    expect(
      smtp.messages
        .slice(since)
        .filter((m) => m.subject?.startsWith('عقارات جديدة') && m.to && !Array.isArray(m.to) && m.to.text === owner.user.email),
    ).toHaveLength(0);
  });
  it('counts a saved search’s listings up to a bound, as lists do', async () => {
    const user = await createTestUser(ctx);
    const tubas = await cityId(ctx.db, 'Tubas');
    await ctx.db.execute(sql`
      insert into properties (owner_id, title_en, description_en, type, purpose, price, price_usd, area, country_id, city_id, address, status, search_text, search_title)
      select ${user.id}, 'Store ' || i, 'Store', 'warehouse', 'rent', 500, 500, 90, c.country_id, c.id, 'Main Street', 'active', 'store ' || i, 'store ' || i
      from generate_series(1, ${COUNT_LIMIT + 1}) i, cities c where c.id = ${tubas}`);
    const created = await api('POST', '/saved-searches/', user, { filters: { purpose: 'rent', type: 'warehouse', city: String(tubas) } });
    expect(created.json()).toMatchObject({ result_count: COUNT_LIMIT, result_count_capped: true });
  });
});
