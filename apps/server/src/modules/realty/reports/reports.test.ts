import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../../test/factories';
import { listingReports } from '../../../db/schema';

/** Report this listing, the staff queue (hide or dismiss, audited), an owner's public page (decision 041). */
describe('reports and the staff queue', () => {
  let ctx: TestContext;
  let staff: TestUser;
  let owner: TestUser;
  let member: TestUser;
  let ip = 0;
  const nextIp = () => `10.8.${Math.floor(++ip / 250)}.${ip % 250}`;

  const report = (id: number, payload: unknown, opts: { headers?: Record<string, string>; ip?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/realty/properties/${id}/reports/`,
      payload: payload as object,
      headers: opts.headers,
      remoteAddress: opts.ip ?? nextIp(),
    });
  const asStaff = (method: 'GET' | 'POST', url: string, user: TestUser | null = staff) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: { 'accept-language': 'en', ...(user?.headers ?? {}) } });
  const auditOf = async (action: string) =>
    (
      (await asStaff('GET', '/admin/audit-log/?page_size=100')).json().results as { action: string; entity_id: string; details: unknown }[]
    ).filter((e) => e.action === action);

  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT: 'true' } });
    staff = await createTestUser(ctx, { isStaff: true, name: 'Moderator' });
    owner = await createTestUser(ctx, { name: 'Zaytouna Realty', role: 'provider', providerType: 'realtor', email: 'agency@example.ps' });
    member = await createTestUser(ctx, { name: 'Member' });
  });

  it('takes a report from a visitor and from a signed-in user, with a reason from the list', async () => {
    const listing = await createListing(ctx, { ownerId: owner.id, title: 'Too good to be true' });
    const visitor = await report(listing, { reason: 'fraud', details: '  Asked for a deposit by transfer before any visit.  ' });
    expect(visitor.statusCode, visitor.body).toBe(201);
    expect(visitor.json()).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
    const signed = await report(listing, { reason: 'unavailable' }, { headers: member.headers });
    expect(signed.statusCode).toBe(201);
    const rows = await ctx.db.select().from(listingReports).where(eq(listingReports.propertyId, listing));
    expect(rows.map((r) => [r.reason, r.details, r.reporterId, r.status])).toEqual(
      expect.arrayContaining([
        ['fraud', 'Asked for a deposit by transfer before any visit.', null, 'open'],
        ['unavailable', null, member.id, 'open'],
      ]),
    );
  });

  it('refuses a missing or unknown reason and "other" without words, with translated messages', async () => {
    const listing = await createListing(ctx, { ownerId: owner.id });
    const empty = await report(listing, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_codes).toEqual({ reason: ['report_reason_required'] });
    expect(empty.json().reason).toEqual(['اختر ما المشكلة في هذا الإعلان.']);
    const bad = await report(listing, { reason: 'ugly', details: 'x'.repeat(1001) }, { headers: { 'accept-language': 'en' } });
    expect(bad.json().field_codes).toEqual({ reason: ['invalid_choice'], details: ['too_long'] });
    const other = await report(listing, { reason: 'other', details: '   ' }, { headers: { 'accept-language': 'en' } });
    expect(other.json().field_codes).toEqual({ details: ['report_details_required'] });
    expect(other.json().details).toEqual(['Tell us in a few words what is wrong.']);
    expect((await report(listing, { reason: 'other', details: 'The photos are of another flat.' })).statusCode).toBe(201);
  });

  it('takes reports of active listings only', async () => {
    const pending = await createListing(ctx, { ownerId: owner.id, status: 'pending' });
    expect((await report(pending, { reason: 'fraud' })).json().code).toBe('property_not_found');
    expect((await report(pending, { reason: 'fraud' }, { headers: owner.headers })).statusCode).toBe(404);
    expect((await report(999_999, { reason: 'fraud' })).statusCode).toBe(404);
  });

  it('limits reports per address to five in ten minutes, with a translated 429', async () => {
    const listing = await createListing(ctx, { ownerId: owner.id });
    const address = '10.66.0.1';
    for (let i = 0; i < 5; i++) expect((await report(listing, { reason: 'duplicate' }, { ip: address })).statusCode).toBe(201);
    const ar = await report(listing, { reason: 'duplicate' }, { ip: address });
    expect(ar.statusCode).toBe(429);
    expect(ar.json()).toMatchObject({ code: 'throttled', detail: expect.stringMatching(/[\u0600-\u06FF]/) });
    const en = await report(listing, { reason: 'duplicate' }, { ip: address, headers: { 'accept-language': 'en' } });
    expect(en.json().detail).toMatch(/Too many requests/);
    expect((await report(listing, { reason: 'duplicate' })).statusCode).toBe(201);
  });

  it('keeps the queue and its actions to staff', async () => {
    for (const [method, url] of [
      ['GET', '/admin/reports/'],
      ['POST', '/admin/reports/1/hide/'],
      ['POST', '/admin/reports/1/dismiss/'],
    ] as const) {
      expect((await asStaff(method, url, null)).statusCode, url).toBe(401);
      expect((await asStaff(method, url, member)).statusCode, url).toBe(403);
      expect((await asStaff(method, url, owner)).statusCode, url).toBe(403);
    }
  });

  it('lists open reports newest first with the listing, reason, text, sender and date; hide takes the listing off and closes its reports', async () => {
    const listing = await createListing(ctx, { ownerId: owner.id, title: 'Reported villa' });
    const first = (await report(listing, { reason: 'wrong_info', details: 'It has two bedrooms, not four.' })).json().id;
    const second = (await report(listing, { reason: 'offensive' }, { headers: member.headers })).json().id;
    const queue = (await asStaff('GET', '/admin/reports/?page_size=100')).json();
    const mine = queue.results.filter((r: { property: { id: number } }) => r.property.id === listing);
    expect(mine).toEqual([
      {
        id: second,
        reason: 'offensive',
        details: null,
        status: 'open',
        created_at: expect.any(String),
        resolved_at: null,
        property: { id: listing, title: 'Reported villa', text_lang: 'en', title_ar: '', title_en: 'Reported villa', status: 'active' },
        reporter: { id: member.id, name: 'Member' },
      },
      expect.objectContaining({ id: first, reason: 'wrong_info', details: 'It has two bedrooms, not four.', reporter: null }),
    ]);

    expect((await asStaff('POST', `/admin/reports/${first}/hide/`)).statusCode).toBe(204);
    // Off the public pages, back to review (the listing's lifecycle: hide → pending).
    expect((await ctx.app.inject({ url: `/api/v1/realty/properties/${listing}/` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/v1/realty/properties/${listing}/`, headers: owner.headers })).json().status).toBe('pending');
    const open = (await asStaff('GET', '/admin/reports/?page_size=100')).json().results;
    expect(open.map((r: { id: number }) => r.id)).not.toContain(first);
    expect(open.map((r: { id: number }) => r.id)).not.toContain(second);
    const hidden = (await asStaff('GET', '/admin/reports/?status=hidden')).json().results;
    expect(hidden.map((r: { id: number; resolved_at: string | null }) => [r.id, r.resolved_at !== null])).toEqual(
      expect.arrayContaining([
        [first, true],
        [second, true],
      ]),
    );
    expect(await auditOf('report.hide')).toContainEqual(
      expect.objectContaining({
        entity_id: String(first),
        details: { property_id: listing, reason: 'wrong_info', closed_reports: [first, second] },
      }),
    );
    expect(await auditOf('property.hide')).toContainEqual(
      expect.objectContaining({ entity_id: String(listing), details: expect.objectContaining({ from: 'active', to: 'pending' }) }),
    );

    const again = await asStaff('POST', `/admin/reports/${second}/hide/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'report_closed', detail: 'This report has already been handled.' });
    expect((await asStaff('POST', '/admin/reports/999999/hide/')).json().code).toBe('report_not_found');
  });

  it('dismisses a report: the listing stays public, the report leaves the queue, the audit log has it', async () => {
    const listing = await createListing(ctx, { ownerId: owner.id, title: 'Fine flat' });
    const id = (await report(listing, { reason: 'duplicate' })).json().id;
    expect((await asStaff('POST', `/admin/reports/${id}/dismiss/`)).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `/api/v1/realty/properties/${listing}/` })).statusCode).toBe(200);
    expect((await asStaff('GET', '/admin/reports/?page_size=100')).json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await asStaff('GET', '/admin/reports/?status=dismissed')).json().results).toContainEqual(
      expect.objectContaining({
        id,
        status: 'dismissed',
        property: expect.objectContaining({ id: listing, title: 'Fine flat', status: 'active' }),
      }),
    );
    expect(await auditOf('report.dismiss')).toContainEqual(
      expect.objectContaining({ entity_id: String(id), details: { property_id: listing, reason: 'duplicate' } }),
    );
    expect((await asStaff('POST', `/admin/reports/${id}/dismiss/`)).statusCode).toBe(409);
    expect((await asStaff('GET', '/admin/reports/?status=closed')).json().field_codes).toEqual({ status: ['invalid_choice'] });
  });
});

describe("an owner's public page", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  const page = (id: number, query = '') => ctx.app.inject({ url: `/api/v1/realty/owners/${id}/properties/${query}` });

  it('shows the owner’s name and provider type and only their active listings, newest first, paged; never the e-mail', async () => {
    const owner = await createTestUser(ctx, {
      name: 'Zaytouna Realty',
      role: 'provider',
      providerType: 'lawyer',
      email: 'secret-agency@example.ps',
    });
    const other = await createTestUser(ctx);
    const older = await createListing(ctx, { ownerId: owner.id, title: 'Older', createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await createListing(ctx, { ownerId: owner.id, title: 'Newer', createdAt: new Date('2026-02-01T00:00:00Z') });
    for (const status of ['pending', 'rejected', 'sold'] as const) await createListing(ctx, { ownerId: owner.id, status, title: status });
    await createListing(ctx, { ownerId: other.id, title: 'Someone else’s' });

    const res = await page(owner.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.owner).toEqual({
      id: owner.id,
      name: 'Zaytouna Realty',
      display_name_ar: null,
      display_name_en: null,
      provider_type: 'lawyer',
    });
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([newer, older]);
    expect(body.count).toBe(2);
    expect(res.body).not.toContain('secret-agency');

    const first = (await page(owner.id, '?page_size=1')).json();
    expect(first.results.map((r: { title: string }) => r.title)).toEqual(['Newer']);
    expect(first.next).toMatch(new RegExp(`^/api/v1/realty/owners/${owner.id}/properties/\\?page_size=1&cursor=`));
    expect((await ctx.app.inject({ url: first.next })).json().results.map((r: { title: string }) => r.title)).toEqual(['Older']);
  });

  it('is not found for an owner without an active listing, an inactive account, or no such user', async () => {
    const waiting = await createTestUser(ctx);
    await createListing(ctx, { ownerId: waiting.id, status: 'pending' });
    const gone = await createTestUser(ctx, { isActive: false });
    await createListing(ctx, { ownerId: gone.id });
    for (const id of [waiting.id, gone.id, 999_999]) {
      const res = await page(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('owner_not_found');
    }
  });
});
