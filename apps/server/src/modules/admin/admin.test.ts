import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../test/factories';
import { multipart, photo, preparePhotos } from '../../../test/media';
import { contactMessages, properties, refreshTokens, users } from '../../db/schema';
import { signAccessToken } from '../../lib/tokens';

describe('staff moderation (/admin)', () => {
  let ctx: TestContext;
  let staff: TestUser;
  let client: TestUser;
  let owner: TestUser;
  let provider: TestUser;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, user: TestUser | null, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: { 'accept-language': 'en', ...(user?.headers ?? {}) } });

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await createTestUser(ctx, { isStaff: true, name: 'Moderator' });
    client = await createTestUser(ctx);
    owner = await createTestUser(ctx, { name: 'Owner' });
    provider = await createTestUser(ctx, { role: 'provider', name: 'Agent' });
  });

  it('answers 401 to visitors and 403 to clients, owners and providers on every route; staff get through', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'pending' });
    const routes: ['GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', string, object?][] = [
      ['GET', '/admin/heroes/'],
      ['PUT', '/admin/heroes/finance/', { title_ar: 'ع', title_en: 'T' }],
      ['GET', '/admin/offerings/'],
      ['POST', '/admin/offerings/', { title_ar: 'ع', title_en: 'T', category: 'consultation' }],
      ['PATCH', '/admin/offerings/1/', { is_active: false }],
      ['DELETE', '/admin/offerings/1/'],
      ['PATCH', `/admin/users/${client.id}/`, { is_staff: true }],
      ['GET', '/admin/properties/'],
      ['POST', `/admin/properties/${id}/approve/`],
      ['POST', `/admin/properties/${id}/reject/`, { reason: 'x' }],
      ['POST', `/admin/properties/${id}/hide/`],
      ['GET', '/admin/audit-log/'],
      ['GET', '/admin/users/'],
      ['GET', '/admin/contact-messages/'],
      ['PATCH', '/admin/contact-messages/1/', { read: true }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(method, url, client, body)).statusCode, url).toBe(403);
      expect((await call(method, url, owner, body)).statusCode, url).toBe(403);
      expect((await call(method, url, provider, body)).statusCode, url).toBe(403);
    }
    for (const [method, url] of routes.filter(([method]) => method === 'GET')) {
      expect((await call(method, url, staff)).statusCode, url).toBe(200);
    }
  });

  it('keeps every route under /admin/ staff only, whichever file declares it (the scope of admin/index.ts)', async () => {
    // The route table as Fastify prints it: one segment per line, indented by depth, methods in brackets.
    const routes: [string, string][] = [];
    const trail: string[] = [];
    for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
      if (!m) continue;
      const depth = m[1]!.length / 4;
      trail.splice(depth, trail.length, m[2]!);
      for (const method of m[3]?.split(', ') ?? []) routes.push([method, trail.join('')]);
    }
    const admin = routes.filter(([method, url]) => url.startsWith('/api/v1/admin/') && method !== 'HEAD');
    expect(admin.length).toBeGreaterThanOrEqual(20);
    for (const [method, url] of admin) {
      const path = url.replace('/api/v1', '').replace(/:\w+/g, '1');
      expect((await call(method as 'GET', path, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method as 'GET', path, client)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('approves a pending listing: public at once, publication time set, recorded in the audit log', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'pending', title: 'Waiting flat' });
    const queue = (await call('GET', '/admin/properties/?status=pending&search=waiting', staff)).json();
    expect(queue.results.map((p: { id: number }) => p.id)).toContain(id);
    expect(queue.results.find((p: { id: number }) => p.id === id).owner).toMatchObject({ id: owner.id, name: 'Owner' });
    expect((await call('GET', `/realty/properties/${id}/`, null)).statusCode).toBe(404);

    expect((await call('POST', `/admin/properties/${id}/approve/`, staff)).statusCode).toBe(204);
    expect((await call('GET', `/realty/properties/${id}/`, null)).statusCode).toBe(200);
    const list = (await call('GET', '/realty/properties/?search=waiting', null)).json();
    expect(list.results.map((p: { id: number }) => p.id)).toContain(id);
    const [row] = await ctx.db.select().from(properties).where(eq(properties.id, id));
    expect(row!.publishedAt).toBeInstanceOf(Date);

    const log = (await call('GET', '/admin/audit-log/', staff)).json();
    expect(log.results[0]).toMatchObject({
      action: 'property.approve',
      entity: 'property',
      entity_id: String(id),
      actor: { id: staff.id, name: 'Moderator' },
      details: { from: 'pending', to: 'active', title: 'Waiting flat' },
    });
  });

  it('rejects with a required reason the owner sees on their dashboard; hide takes a live listing back to review', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, status: 'pending' });
    const missing = await call('POST', `/admin/properties/${id}/reject/`, staff, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().reason).toEqual(['Give the owner a reason.']);
    expect((await call('POST', `/admin/properties/${id}/reject/`, staff, { reason: 'The photos show another building.' })).statusCode).toBe(
      204,
    );
    const mine = (await call('GET', '/realty/properties/my_properties/?status=rejected', owner)).json();
    expect(mine.results.find((p: { id: number }) => p.id === id).rejection_reason).toBe('The photos show another building.');

    const live = await createListing(ctx, { ownerId: owner.id, status: 'active' });
    expect((await call('POST', `/admin/properties/${live}/hide/`, staff)).statusCode).toBe(204);
    expect((await call('GET', `/realty/properties/${live}/`, null)).statusCode).toBe(404);
    expect((await call('POST', '/admin/properties/999999/approve/', staff)).statusCode).toBe(404);
  });

  it('takes staff rights away on the next request when the account is unmade (not after the token expires)', async () => {
    const former = await createTestUser(ctx, { isStaff: true });
    expect((await call('GET', '/admin/properties/', former)).statusCode).toBe(200);
    await ctx.db.update(users).set({ isStaff: false }).where(eq(users.id, former.id));
    expect((await call('GET', '/admin/properties/', former)).statusCode).toBe(403);
  });

  it('records staff edits and deletions made through the owner routes', async () => {
    const id = await createListing(ctx, { ownerId: owner.id, title: 'Needs a fix' });
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/realty/properties/${id}/`,
      payload: { title: 'Fixed by staff' },
      headers: staff.headers,
    });
    expect(edit.statusCode).toBe(200);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/realty/properties/${id}/`, headers: staff.headers });
    expect(del.statusCode).toBe(204);
    const log = (await call('GET', '/admin/audit-log/', staff)).json();
    expect(log.results.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'property.delete',
        entity_id: String(id),
        details: expect.objectContaining({ title: 'Fixed by staff', owner_id: owner.id }),
      }),
      expect.objectContaining({ action: 'property.edit', entity_id: String(id), details: expect.objectContaining({ fields: ['title'] }) }),
    ]);
  });

  it('makes and unmakes staff, deactivates (ending sessions at once), keeps the last staff account, and logs it', async () => {
    const target = await createTestUser(ctx, { name: 'Target Person' });
    const found = (await call('GET', '/admin/users/?search=target person', staff)).json();
    expect(found.results).toEqual([expect.objectContaining({ id: target.id, is_staff: false, is_active: true })]);
    const made = await call('PATCH', `/admin/users/${target.id}/`, staff, { is_staff: true });
    expect(made.json()).toMatchObject({ is_staff: true });
    // A token issued since opens the staff area (tokens from before the promotion stop counting: decision 037, recovery.test.ts).
    const fresh = await signAccessToken(
      { id: target.id, isStaff: true },
      ctx.config.jwtSecret,
      ctx.config.accessTokenTtlSeconds,
      ctx.clock.now(),
    );
    expect((await call('GET', '/admin/properties/', { ...target, headers: { authorization: `Bearer ${fresh}` } })).statusCode).toBe(200);

    await ctx.db.insert(refreshTokens).values({
      userId: target.id,
      tokenHash: `hash-${target.id}`,
      familyId: crypto.randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
      familyStartedAt: new Date(),
    });
    const off = await call('PATCH', `/admin/users/${target.id}/`, staff, { is_active: false });
    expect(off.json()).toMatchObject({ is_active: false });
    expect((await call('GET', '/realty/properties/my_properties/', target)).statusCode).toBe(401);
    const [session] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, target.id));
    expect(session!.revokedAt).toBeInstanceOf(Date);

    // Only active staff left: the last one cannot be unmade or deactivated.
    await ctx.db.update(users).set({ isStaff: false }).where(eq(users.isStaff, true));
    await ctx.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id));
    const last = await call('PATCH', `/admin/users/${staff.id}/`, staff, { is_staff: false });
    expect(last.statusCode).toBe(400);
    expect(last.json().is_staff).toEqual(['The last staff account cannot lose its access.']);

    const log = (await call('GET', '/admin/audit-log/', staff)).json();
    expect(log.results[0]).toMatchObject({
      action: 'user.update',
      entity_id: String(target.id),
      details: { before: { is_active: true }, after: { is_active: false } },
    });
  });

  it('lists contact messages for staff, unread first, and marks them read', async () => {
    const [older, newer] = await ctx.db
      .insert(contactMessages)
      .values([
        { name: 'Sami', email: 'sami@example.com', message: 'Hello', language: 'en' },
        { name: 'ليلى', email: 'layla@example.com', message: 'مرحبا', language: 'ar' },
      ])
      .returning({ id: contactMessages.id });
    expect((await call('PATCH', `/admin/contact-messages/${newer!.id}/`, staff, { read: true })).statusCode).toBe(204);
    const list = (await call('GET', '/admin/contact-messages/', staff)).json();
    expect(list.results.map((m: { id: number }) => m.id)).toEqual([older!.id, newer!.id]);
    expect(list.results[1].read_at).not.toBeNull();
  });

  it('creates, edits, deactivates and deletes finance offerings, visible on the public list at once, with audit entries', async () => {
    const bad = await call('POST', '/admin/offerings/', staff, { title_ar: '', category: 'astrology' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      title_ar: ['Title is required'],
      title_en: ['Title is required'],
      category: ['Select a valid choice.'],
    });
    const created = await call('POST', '/admin/offerings/', staff, {
      title_ar: 'استشارة ضريبية',
      title_en: 'Tax consultation',
      category: 'consultation',
      price: 50,
      price_unit: 'hour',
      order: 5,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const publicList = async () =>
      (await call('GET', '/catalog/offerings/?is_active=true', null)).json().results.map((o: { id: number }) => o.id);
    expect(await publicList()).toContain(id);
    const off = await call('PATCH', `/admin/offerings/${id}/`, staff, { is_active: false, price: 60 });
    expect(off.json()).toMatchObject({ is_active: false, price: 60 });
    expect(await publicList()).not.toContain(id);
    expect((await call('GET', '/admin/offerings/', staff)).json().map((o: { id: number }) => o.id)).toContain(id);
    expect((await call('DELETE', `/admin/offerings/${id}/`, staff)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin/offerings/${id}/`, staff)).statusCode).toBe(404);
    const log = (await call('GET', '/admin/audit-log/', staff)).json();
    expect(log.results.slice(0, 3).map((e: { action: string }) => e.action)).toEqual([
      'offering.delete',
      'offering.update',
      'offering.create',
    ]);
    expect(log.results[1].details).toMatchObject({ before: { is_active: true, price: 50 }, after: { is_active: false, price: 60 } });
  });

  it('creates and edits page heroes (texts, home call to action, a new picture under a new key), shown publicly at once', async () => {
    const empty = (await call('GET', '/admin/heroes/', staff)).json();
    expect(empty).toHaveLength(7);
    expect(empty.find((h: { page: string }) => h.page === 'rent').hero).toBeNull();
    const bad = await call('PUT', '/admin/heroes/home/', staff, { title_ar: '', title_en: 'Home', cta_link: 'https://evil.example' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ title_ar: ['Title is required'], cta_link: ['Enter a path on this site, such as /auth/register.'] });
    // Links a browser would follow off the site, however they are spelled, are refused as well.
    for (const link of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await call('PUT', '/admin/heroes/home/', staff, { title_ar: 'ع', title_en: 'Home', cta_link: link });
      expect(res.statusCode, JSON.stringify(link)).toBe(400);
      expect(res.json().field_codes, JSON.stringify(link)).toEqual({ cta_link: ['cta_link_invalid'] });
    }
    const saved = await call('PUT', '/admin/heroes/home/', staff, {
      title_ar: 'أهلًا بك في منارة',
      title_en: 'Welcome to Manara',
      cta_text_ar: 'سجّل',
      cta_text_en: 'Sign up',
      cta_link: '/auth/register',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/common/hero/', null)).json()).toMatchObject({ title_en: 'Welcome to Manara', cta_link: '/auth/register' });

    const body = await multipart(
      { title_ar: 'عقارات للإيجار', title_en: 'Homes for rent' },
      { background_image: { data: await photo({ width: 1800, height: 900, color: '#7a2e3b' }), type: 'image/jpeg', name: 'rent.jpg' } },
    );
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/heroes/rent/',
      payload: body.payload,
      headers: { ...body.headers, ...staff.headers },
    });
    expect(res.statusCode).toBe(200);
    // The picture's sizes are made by a job: until then the hero says so and shows none (it had none).
    expect(res.json()).toMatchObject({ background_image_url: null, background_image_pending: true });
    const log = (await call('GET', '/admin/audit-log/', staff)).json();
    expect(log.results[0]).toMatchObject({ action: 'hero.save', entity_id: 'rent', details: { before: null } });
    await preparePhotos(ctx.app.services);
    const ready = (await call('GET', '/realty/rent-hero/', null)).json();
    expect(ready).toMatchObject({ background_image_pending: false });
    const url = ready.background_image_url as string;
    expect(url).toMatch(/^\/media\/heroes\/[0-9a-f-]+-1600\.webp$/);
    expect((await ctx.app.inject({ url })).statusCode).toBe(200);

    // A new picture: the hero shows the previous one until the new one is ready, then the previous files go.
    const next = await multipart(
      { title_ar: 'عقارات للإيجار', title_en: 'Homes for rent' },
      { background_image: { data: await photo({ width: 1800, height: 900, color: '#2e7a3b' }), type: 'image/jpeg', name: 'rent2.jpg' } },
    );
    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/heroes/rent/',
      payload: next.payload,
      headers: { ...next.headers, ...staff.headers },
    });
    expect(replaced.json()).toMatchObject({ background_image_url: url, background_image_pending: true });
    await preparePhotos(ctx.app.services);
    const after = (await call('GET', '/realty/rent-hero/', null)).json();
    expect(after.background_image_url).not.toBe(url);
    expect((await ctx.app.inject({ url: after.background_image_url })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url })).statusCode).toBe(404);
  });
});
