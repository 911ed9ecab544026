import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock';
import { createTestContext, type TestContext } from '../../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../../../test/smtp';
import { startTestWorker } from '../../../../test/worker';
import { properties, users } from '../../../db/schema';
import { signAccessToken } from '../../../lib/tokens';
import { renewalToken } from './renewal-token';

/**
 * Listings that stay true (issue 33 item 7, decision 061), through the HTTP layer with the app's clock
 * moved: a listing expires 90 days (sale) or 60 days (rent) after its publication or renewal and not
 * before; its owner is mailed once a week before (real SMTP) with a one-click link whose GET changes
 * nothing; an expired listing leaves the list, search, the map and the sitemap, its API page is 410
 * with similar listings still readable; a renewal (by the link or the dashboard) brings it back without
 * a new review, its held changes still waiting.
 */
const ORIGIN = 'https://manara.example';
const DAY = 86_400_000;
const START = new Date('2026-12-01T08:00:00Z');

describe('listing expiry and renewal', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let clock: ReturnType<typeof createTestClock>;
  let owner: TestUser;
  let staff: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    clock = createTestClock(START);
    ctx = await createTestContext({
      clock,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Manara <no-reply@manara.example>', PUBLIC_ORIGIN: ORIGIN, RATE_LIMIT: 'false' },
    });
    await startTestWorker(ctx);
    owner = await createTestUser(ctx, { name: 'Lina Owner' });
    await ctx.db.update(users).set({ language: 'en', emailVerifiedAt: START }).where(eq(users.id, owner.id));
    staff = await createTestUser(ctx, { isStaff: true, name: 'Moderator' });
    stranger = await createTestUser(ctx);
  });

  /** The user's headers with an access token signed now (the clock moves by months here). */
  const as = async (user: TestUser) => ({
    authorization: `Bearer ${await signAccessToken(user.user, ctx.config.jwtSecret, ctx.config.accessTokenTtlSeconds, clock.now())}`,
  });
  const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, user?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, ...(user && { headers: await as(user) }), ...(payload && { payload }) });
  const run = () => ctx.app.services.listingExpiry.run();
  const row = async (id: number) => (await ctx.db.select().from(properties).where(eq(properties.id, id)))[0]!;
  const mine = async () => (await api('GET', '/realty/properties/my_properties/?page_size=50', owner)).json();
  const dashboardEntry = async (id: number) => (await mine()).results.find((p: { id: number }) => p.id === id);
  /** A listing submitted by the owner and approved by staff now (its period starts with the publication). */
  const published = async (input: {
    purpose?: 'sale' | 'rent';
    title: string;
    city?: string;
    type?: 'apartment' | 'villa';
    ownerId?: number;
  }) => {
    const id = await createListing(ctx, {
      ownerId: owner.id,
      status: 'pending',
      latitude: 31.9,
      longitude: 35.2,
      ...input,
    });
    expect((await api('POST', `/admin/properties/${id}/approve/`, staff)).statusCode).toBe(204);
    return id;
  };
  const listed = async (query: string) =>
    ((await api('GET', `/realty/properties/?${query}&page_size=100`)).json().results as { id: number }[]).map((r) => r.id);
  const pinned = async () => ((await api('GET', '/realty/properties/map/')).json().points as { id: number }[]).map((p) => p.id);
  const inSitemap = async (id: number) => (await ctx.app.inject({ url: '/sitemap.xml' })).body.includes(`/realty/property/${id}<`);

  it('a sale listing expires 90 days after its publication, a rent listing 60, not a moment before', async () => {
    clock.advance(DAY);
    const publishedAt = clock.now().getTime();
    const sale = await published({ title: 'Expiry sale villa', purpose: 'sale' });
    const rent = await published({ title: 'Expiry rent flat', purpose: 'rent' });
    expect(new Date((await dashboardEntry(sale)).expires_at).getTime()).toBe(publishedAt + 90 * DAY);
    expect(new Date((await dashboardEntry(rent)).expires_at).getTime()).toBe(publishedAt + 60 * DAY);

    clock.advance(60 * DAY - 1000);
    await run();
    expect((await row(rent)).status).toBe('active');
    clock.advance(1000);
    expect((await run()).expired).toBeGreaterThanOrEqual(1);
    expect((await row(rent)).status).toBe('expired');
    expect((await row(sale)).status).toBe('active');

    clock.advance(30 * DAY - 1000);
    await run();
    expect((await row(sale)).status).toBe('active');
    clock.advance(1000);
    await run();
    expect((await row(sale)).status).toBe('expired');
    // Run again (or by a second instance): nothing left to do.
    expect((await run()).expired).toBe(0);
    expect((await row(sale)).status).toBe('expired');
  });

  it('an expired listing leaves the list, search, the map and the sitemap; its page is 410 with similar listings; its owner still sees it', async () => {
    const gone = await published({ title: 'Olive grove house expiring', city: 'Nablus', type: 'villa' });
    expect(await listed('purpose=sale')).toContain(gone);
    expect(await listed('search=grove')).toContain(gone);
    expect(await pinned()).toContain(gone);
    expect(await inSitemap(gone)).toBe(true);

    clock.advance(90 * DAY);
    await run();
    expect((await row(gone)).status).toBe('expired');

    expect(await listed('purpose=sale')).not.toContain(gone);
    expect(await listed('search=grove')).not.toContain(gone);
    expect(await pinned()).not.toContain(gone);
    expect(await inSitemap(gone)).toBe(false);

    const page = await api('GET', `/realty/properties/${gone}/`);
    expect(page.statusCode).toBe(410);
    expect(page.json().code).toBe('property_expired');
    expect((await api('GET', `/realty/properties/${gone}/`, stranger)).statusCode).toBe(410);
    // Its owner and staff still open it (expired, with its date).
    expect((await api('GET', `/realty/properties/${gone}/`, owner)).json().status).toBe('expired');
    expect((await api('GET', `/realty/properties/${gone}/`, staff)).statusCode).toBe(200);
    const other = await published({ title: 'Another Nablus villa', city: 'Nablus', type: 'villa' });
    const similar = await api('GET', `/realty/properties/${gone}/similar/`);
    expect(similar.statusCode).toBe(200);
    expect((similar.json() as { id: number }[]).map((c) => c.id)).toContain(other);

    // The dashboard lists it with its status and counts it.
    const dashboard = await mine();
    expect(dashboard.results.find((p: { id: number }) => p.id === gone).status).toBe('expired');
    expect(dashboard.counts.expired).toBeGreaterThanOrEqual(1);
  });

  it('renewal from the dashboard brings it back at once, without a new review, for a new period; only its owner renews', async () => {
    const id = await published({ title: 'Dashboard renewal flat', purpose: 'rent' });
    clock.advance(60 * DAY);
    await run();
    expect((await row(id)).status).toBe('expired');

    expect((await api('POST', `/realty/properties/${id}/renew/`, stranger)).statusCode).toBe(404);
    expect((await api('POST', `/realty/properties/${id}/renew/`, staff)).statusCode).toBe(403);
    expect((await api('POST', `/realty/properties/${id}/renew/`)).statusCode).toBe(401);

    const renewed = await api('POST', `/realty/properties/${id}/renew/`, owner);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ id, status: 'active', title: 'Dashboard renewal flat' });
    expect(new Date(renewed.json().expires_at).getTime()).toBe(clock.now().getTime() + 60 * DAY);
    expect((await row(id)).status).toBe('active');
    expect((await api('GET', `/realty/properties/${id}/`)).statusCode).toBe(200);
    expect(await listed('purpose=rent')).toContain(id);
    expect(await pinned()).toContain(id);
    expect(await inSitemap(id)).toBe(true);

    // An active listing may be renewed before its time (from the reminder, say); a sold one may not.
    clock.advance(55 * DAY);
    expect((await api('POST', `/realty/properties/${id}/renew/`, owner)).statusCode).toBe(200);
    expect((await row(id)).expiresAt!.getTime()).toBe(clock.now().getTime() + 60 * DAY);
    expect((await api('POST', `/realty/properties/${id}/status/`, owner, { status: 'rented' })).statusCode).toBe(200);
    const closed = await api('POST', `/realty/properties/${id}/renew/`, owner);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().field_codes.status).toEqual(['status_change_invalid']);
  });

  it('edits of an expired listing wait for review: a renewal returns the approved version, the changes still held', async () => {
    const id = await published({ title: 'Approved title before expiry' });
    clock.advance(90 * DAY);
    await run();
    const edit = await api('PATCH', `/realty/properties/${id}/`, owner, { title: 'An unreviewed new title' });
    expect(edit.statusCode).toBe(200);
    expect((await row(id)).status).toBe('expired');

    expect((await api('POST', `/realty/properties/${id}/renew/`, owner)).statusCode).toBe(200);
    const page = (await api('GET', `/realty/properties/${id}/`)).json();
    expect(page.title).toBe('Approved title before expiry');
    expect((await dashboardEntry(id)).changes).toEqual({ status: 'pending', rejection_reason: null });
  });

  it('mails the owner once a week before, in their language, with a link whose GET changes nothing and whose POST renews once', async () => {
    // An owner of their own, so that every message to them is about this listing.
    const reminded = await createTestUser(ctx, { name: 'Sami Owner' });
    await ctx.db.update(users).set({ language: 'en', emailVerifiedAt: clock.now() }).where(eq(users.id, reminded.id));
    const id = await published({ title: 'Reminded hillside house', ownerId: reminded.id });
    // The approval's message first, so that later waits see only later messages.
    expect((await smtp.next(reminded.user.email)).subject).toBe('Your listing is live: Reminded hillside house');
    const expiresAt = (await row(id)).expiresAt!;
    clock.advance(83 * DAY - 1000);
    await run();
    expect((await row(id)).expiryRemindedAt).toBeNull();

    clock.advance(1000);
    const since = smtp.messages.length;
    expect((await run()).reminded).toBeGreaterThanOrEqual(1);
    expect((await row(id)).expiryRemindedAt).toEqual(clock.now());
    const mail = await smtp.next(reminded.user.email, { since });
    expect(mail.subject).toBe('Your listing expires soon: Reminded hillside house');
    expect(mail.text).toContain('Renew the listing');
    const link = mail.text!.match(/https:\/\/manara\.example\/en\/renew\?token=([\w.%-]+)/);
    expect(link, 'the renewal link').not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    // Once: another run (or instance) sends nothing more in this period.
    expect((await run()).reminded).toBe(0);
    expect(await ctx.app.services.listingExpiry.sendReminders()).toBe(0);
    expect(smtp.messages.filter((m) => m.subject === 'Your listing expires soon: Reminded hillside house')).toHaveLength(1);

    // A mail scanner's GET of the page or the API changes nothing.
    const preview = await api('GET', `/realty/properties/renewal/?token=${encodeURIComponent(token)}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ id, status: 'active', expires_at: expiresAt.toISOString() });
    expect((await row(id)).expiresAt!.getTime()).toBe(expiresAt.getTime());

    // Tampered or made up: refused.
    for (const bad of [
      `${token}x`,
      token.replace(/^\d+/, String(id + 1)),
      'nonsense',
      renewalToken('another-secret-of-32-characters!!', id, expiresAt),
    ]) {
      const refused = await api('POST', `/realty/properties/renewal/?token=${encodeURIComponent(bad)}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().field_codes.token).toEqual(['renewal_link_invalid']);
    }

    const renewed = await api('POST', `/realty/properties/renewal/?token=${encodeURIComponent(token)}`);
    expect(renewed.statusCode).toBe(200);
    expect(new Date(renewed.json().expires_at).getTime()).toBe(clock.now().getTime() + 90 * DAY);
    // Spent: the listing no longer has the date the link was sent for.
    expect((await api('POST', `/realty/properties/renewal/?token=${encodeURIComponent(token)}`)).statusCode).toBe(400);
    expect((await api('GET', `/realty/properties/renewal/?token=${encodeURIComponent(token)}`)).statusCode).toBe(400);

    // The new period has its own reminder; its link also renews a listing that expired meanwhile.
    clock.advance(83 * DAY);
    const again = smtp.messages.length;
    expect((await run()).reminded).toBeGreaterThanOrEqual(1);
    const second = await smtp.next(reminded.user.email, { since: again });
    const secondToken = decodeURIComponent(second.text!.match(/\/en\/renew\?token=([\w.%-]+)/)![1]!);
    clock.advance(8 * DAY);
    await run();
    expect((await row(id)).status).toBe('expired');
    const back = await api('POST', `/realty/properties/renewal/?token=${encodeURIComponent(secondToken)}`);
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('active');
    expect((await row(id)).status).toBe('active');

    // A link runs out 30 days after the expiry it was sent for.
    const late = renewalToken(ctx.config.jwtSecret, id, new Date(clock.now().getTime() - 31 * DAY));
    expect((await api('GET', `/realty/properties/renewal/?token=${encodeURIComponent(late)}`)).statusCode).toBe(400);
  });

  it('dates listings that were live before expiry existed no sooner than two weeks ahead, so their owners hear first', async () => {
    const old = await createListing(ctx, {
      ownerId: owner.id,
      title: 'Listed long ago',
      createdAt: new Date(clock.now().getTime() - 400 * DAY),
    });
    expect((await row(old)).expiresAt).toBeNull();
    await run();
    const dated = await row(old);
    expect(dated.status).toBe('active');
    expect(dated.expiresAt!.getTime()).toBe(clock.now().getTime() + 14 * DAY);
  });

  it('two instances expiring at once each take different listings (no listing counted twice)', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => published({ title: `Batch listing ${i}` })));
    clock.advance(90 * DAY);
    const expiry = ctx.app.services.listingExpiry;
    const due = (
      await ctx.db.select({ id: properties.id, status: properties.status, expiresAt: properties.expiresAt }).from(properties)
    ).filter((p) => p.status === 'active' && p.expiresAt && p.expiresAt <= clock.now()).length;
    expect(due).toBeGreaterThanOrEqual(ids.length);
    const [a, b] = await Promise.all([expiry.run(), expiry.run()]);
    expect(a.expired + b.expired).toBe(due);
    for (const id of ids) expect((await row(id)).status).toBe('expired');
  });
});
