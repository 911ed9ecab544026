import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser } from '../../../test/factories';
import { completedProjects, contactMessages, financeOfferings, projectMedia } from '../../db/schema';
import { PRERENDER_HEADER } from '../../plugins/web';
import { DEMO_OFFERINGS, DEMO_PROJECTS, seedDemoOfferings, seedDemoProjects } from '../../seed/demo/content';

describe('finance offerings, completed projects and contact messages', () => {
  let ctx: TestContext;
  let ip = 0;
  const nextIp = () => `10.2.${Math.floor(++ip / 250)}.${ip % 250}`;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers, remoteAddress: nextIp() });

  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT: 'true' } });
    await seedDemoOfferings(ctx.db);
    await seedDemoProjects(ctx.db, ctx.storage);
  }, 120_000);

  describe('GET /catalog/offerings/', () => {
    it('lists the active offerings in their order, with both languages, price, unit and currency', async () => {
      const [first] = await ctx.db.select().from(financeOfferings).orderBy(financeOfferings.sortOrder).limit(1);
      await ctx.db.update(financeOfferings).set({ isActive: false }).where(eq(financeOfferings.id, first!.id));
      const res = await get('/api/v1/catalog/offerings/?is_active=true');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.count).toBe(DEMO_OFFERINGS.length - 1);
      expect(body.results.map((o: { id: number }) => o.id)).not.toContain(first!.id);
      expect(body.results[0]).toMatchObject({
        title_ar: DEMO_OFFERINGS[1]!.title_ar,
        title_en: DEMO_OFFERINGS[1]!.title_en,
        category: DEMO_OFFERINGS[1]!.category,
        price: DEMO_OFFERINGS[1]!.price,
        price_unit: DEMO_OFFERINGS[1]!.price_unit,
        currency: 'USD',
        is_active: true,
      });
      const orders = body.results.map((o: { order: number }) => o.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      // Everything, inactive included, only when asked.
      expect((await get('/api/v1/catalog/offerings/?is_active=false')).json().count).toBe(DEMO_OFFERINGS.length);
      await ctx.db.update(financeOfferings).set({ isActive: true }).where(eq(financeOfferings.id, first!.id));
    });

    it('refuses a malformed filter with a translated field error', async () => {
      const res = await get('/api/v1/catalog/offerings/?is_active=maybe', { 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json().is_active).toEqual(['Select a valid choice.']);
    });
  });

  describe('completed projects', () => {
    it('lists projects newest completion first, each with its first photo', async () => {
      const res = await get('/api/v1/realty/completed-projects/');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.count).toBe(DEMO_PROJECTS.length);
      const dates = body.results.map((p: { completion_date: string }) => p.completion_date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const p of body.results) {
        expect(p.thumbnail_url).toMatch(/^\/media\/projects\/demo\/\d+-1-960\.webp$/);
        expect(p.thumbnail_srcset).toContain('1600w');
      }
    });

    it('pages the list, DRF-style', async () => {
      const body = (await get('/api/v1/realty/completed-projects/?page_size=4&page=2')).json();
      expect(body.results).toHaveLength(DEMO_PROJECTS.length - 4);
      expect(body.previous).toBe('/api/v1/realty/completed-projects/?page_size=4');
      expect(body.next).toBeNull();
    });

    it('lists only the featured ones under /featured/', async () => {
      const body = (await get('/api/v1/realty/completed-projects/featured/')).json();
      expect(body.count).toBe(DEMO_PROJECTS.filter((p) => p.is_featured).length);
      expect(body.results.every((p: { is_featured: boolean }) => p.is_featured)).toBe(true);
    });

    it("gives a project's every field and its media with captions in both languages", async () => {
      const [row] = await ctx.db.select().from(completedProjects).where(eq(completedProjects.titleEn, DEMO_PROJECTS[0]!.title_en));
      const res = await get(`/api/v1/realty/completed-projects/${row!.id}/`);
      expect(res.statusCode).toBe(200);
      const p = res.json();
      expect(p).toMatchObject({
        title_ar: DEMO_PROJECTS[0]!.title_ar,
        location_en: DEMO_PROJECTS[0]!.location_en,
        project_type: 'residential',
        completion_date: '2025-09-15',
        is_featured: true,
        area: 3600,
        budget: 2400000,
        currency: 'USD',
        duration_months: 22,
        client_name: DEMO_PROJECTS[0]!.client_name,
        work_done_ar: DEMO_PROJECTS[0]!.work_done_ar,
        finishing_en: DEMO_PROJECTS[0]!.finishing_en,
        features_ar: DEMO_PROJECTS[0]!.features_ar,
        features_en: DEMO_PROJECTS[0]!.features_en,
      });
      expect(p.project_media).toHaveLength(DEMO_PROJECTS[0]!.scenes.length);
      expect(p.project_media[0]).toMatchObject({
        media_type: 'image',
        caption_ar: DEMO_PROJECTS[0]!.captions_ar[0],
        caption_en: DEMO_PROJECTS[0]!.captions_en[0],
        width: 960,
        height: 640,
      });
      // The photos exist in storage.
      const photo = await ctx.app.inject({ url: p.project_media[0].file_url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
    });

    it('also gives `features`, the key features in the reader’s language, as the specification’s clients read them', async () => {
      const [row] = await ctx.db.select().from(completedProjects).where(eq(completedProjects.titleEn, DEMO_PROJECTS[0]!.title_en));
      const url = `/api/v1/realty/completed-projects/${row!.id}/`;
      const ar = (await ctx.app.inject({ url })).json();
      expect(ar.features).toEqual(DEMO_PROJECTS[0]!.features_ar);
      expect(ar.features_en).toEqual(DEMO_PROJECTS[0]!.features_en);
      const en = (await ctx.app.inject({ url, headers: { 'accept-language': 'en-GB,en;q=0.9' } })).json();
      expect(en.features).toEqual(DEMO_PROJECTS[0]!.features_en);
      expect(en.features.length).toBeGreaterThan(0);
      // Declared in the API description.
      const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
      const schema = doc.paths['/api/v1/realty/completed-projects/{id}/'].get.responses['200'].content['application/json'].schema;
      expect(schema.properties.features).toMatchObject({ type: 'array', items: { type: 'string' } });
      expect(schema.required).toContain('features');
    });

    it('also lists a video, with its captions', async () => {
      const [row] = await ctx.db.select().from(completedProjects).limit(1);
      await ctx.db.insert(projectMedia).values({
        projectId: row!.id,
        mediaType: 'video',
        storageKey: 'projects/test/walkthrough.mp4',
        captionAr: 'جولة في المشروع',
        captionEn: 'A walk through the project',
        position: 99,
      });
      const p = (await get(`/api/v1/realty/completed-projects/${row!.id}/`)).json();
      expect(p.project_media.at(-1)).toMatchObject({
        media_type: 'video',
        file_url: '/media/projects/test/walkthrough.mp4',
        srcset: null,
        caption_en: 'A walk through the project',
      });
    });

    it('answers 404 for a missing project, in the reader’s language', async () => {
      const res = await get('/api/v1/realty/completed-projects/999999/', { 'accept-language': 'en' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
      expect((await get('/api/v1/realty/completed-projects/abc/')).statusCode).toBe(400);
    });

    it('counts a visit once per visitor per day; the server’s own rendering counts nothing', async () => {
      const [row] = await ctx.db.select().from(completedProjects).limit(1);
      const views = async () => (await ctx.db.select().from(completedProjects).where(eq(completedProjects.id, row!.id)))[0]!.viewsCount;
      const before = await views();
      const visit = (headers: Record<string, string>, remoteAddress = '10.9.9.9') =>
        ctx.app.inject({ url: `/api/v1/realty/completed-projects/${row!.id}/`, headers, remoteAddress });
      await visit({ [PRERENDER_HEADER]: '1' });
      expect(await views()).toBe(before);
      const first = await visit({ 'user-agent': 'phone' });
      expect(first.json().views_count).toBe(before + 1);
      await visit({ 'user-agent': 'phone' });
      expect(await views()).toBe(before + 1);
      // The browser reports the visit to a page it got from the server.
      const reported = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/realty/completed-projects/${row!.id}/views/`,
        headers: { 'user-agent': 'laptop' },
        remoteAddress: '10.9.9.9',
      });
      expect(reported.json()).toEqual({ views_count: before + 2 });
      const again = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/realty/completed-projects/${row!.id}/views/`,
        headers: { 'user-agent': 'laptop' },
        remoteAddress: '10.9.9.9',
      });
      expect(again.json()).toEqual({ views_count: before + 2 });
      expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/realty/completed-projects/999999/views/' })).statusCode).toBe(404);
    });
  });

  describe('POST /common/contact-messages/', () => {
    const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/common/contact-messages/', payload: payload as object, headers, remoteAddress });

    it('stores a message for staff, with the sender’s language and account', async () => {
      const user = await createTestUser(ctx);
      const res = await send(
        { name: ' ليلى حداد ', email: 'Layla@Example.com', phone: '٠٥٩٩١٢٣٤٥٦', subject: 'استفسار', message: 'أريد استشارة حول شراء أرض.' },
        { 'accept-language': 'ar', ...user.headers },
      );
      expect(res.statusCode).toBe(201);
      const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
      expect(row).toMatchObject({
        name: 'ليلى حداد',
        email: 'layla@example.com',
        phone: '0599123456',
        subject: 'استفسار',
        language: 'ar',
        userId: user.id,
        readAt: null,
      });
    });

    it('refuses missing, malformed and over-long fields with translated field errors, storing nothing', async () => {
      const before = (await ctx.db.select().from(contactMessages)).length;
      const ar = await send({ name: '', email: 'not-an-email', message: '  ' }, { 'accept-language': 'ar' });
      expect(ar.statusCode).toBe(400);
      expect(ar.json()).toMatchObject({
        name: ['الاسم الكامل مطلوب.'],
        email: ['أدخل بريدًا إلكترونيًا صالحًا.'],
        message: ['الرسالة مطلوبة.'],
      });
      const en = await send(
        { name: 'Sami', email: 'sami@example.com', phone: 'call me', message: 'x'.repeat(5001) },
        { 'accept-language': 'en' },
      );
      expect(en.json()).toMatchObject({ phone: ['Enter a valid phone number.'], message: ['This value is too long.'] });
      expect((await ctx.db.select().from(contactMessages)).length).toBe(before);
    });

    it('drops control characters (NUL included) instead of failing', async () => {
      const res = await send({ name: 'Sa\u0000mi', email: 'sami@example.com', message: 'Hello\u0007 there' });
      expect(res.statusCode).toBe(201);
      const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
      expect(row).toMatchObject({ name: 'Sami', message: 'Hello there' });
    });

    it('limits each address to five messages in ten minutes, with a translated 429', async () => {
      const address = '10.3.3.3';
      const valid = { name: 'Sami', email: 'sami@example.com', message: 'Hello' };
      for (let i = 0; i < 5; i++) expect((await send(valid, {}, address)).statusCode).toBe(201);
      const refused = await send(valid, { 'accept-language': 'en' }, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('throttled');
    });
  });
});
