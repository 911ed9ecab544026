import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { cityId, contractReview, createTestUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/media';
import { pdf } from '../../../test/private-files';
import { rawHeader, startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { startTestWorker } from '../../../test/worker';

const ORIGIN = 'https://manara.example';

/** A profile for `user` with a verification status (what providers' staff verification writes). */
async function profile(
  ctx: TestContext,
  user: TestUser,
  status: string,
  fields: { name?: string; languages?: string[]; cities?: number[] } = {},
) {
  const cities = `{${(fields.cities ?? []).join(',')}}`;
  const languages = `{${(fields.languages ?? ['ar']).join(',')}}`;
  await ctx.db.execute(sql`
    insert into provider_profiles (user_id, display_name, verification_status, languages, city_ids)
    values (${user.id}, ${fields.name ?? user.user.name}, ${status}, ${languages}::text[], ${cities}::int[])
    on conflict (user_id) do update set verification_status = excluded.verification_status`);
}

describe('services, directories and the legal waitlist', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestContext({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Manara <no-reply@manara.example>', PUBLIC_ORIGIN: ORIGIN } });
    await startTestWorker(ctx);
  });
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: { ...user?.headers, 'accept-language': 'en' } });
  const lawyer = (name: string) => createTestUser(ctx, { role: 'provider', providerType: 'lawyer', name });

  it('a provider drafts services while unverified; they are public once verified and hidden again when it is withdrawn', async () => {
    const ramallah = await cityId(ctx.db, 'Ramallah');
    const provider = await lawyer('Samir Haddad');
    await profile(ctx, provider, 'pending', { cities: [ramallah] });
    const created = await api('POST', '/services/mine/', provider, { ...contractReview, city_ids: [ramallah] });
    expect(created.statusCode).toBe(201);
    const service = created.json();
    expect(service).toMatchObject({
      visibility: 'draft',
      price: 50,
      currency: 'JOD',
      unit: 'session',
      cities: [{ id: ramallah, name_en: 'Ramallah' }],
    });
    const directory = () => api('GET', '/services/directory/legal/?search=Haddad').then((r) => r.json());
    expect((await directory()).results).toHaveLength(0);
    expect((await api('GET', `/services/directory/legal/`)).json().open).toBe(false);

    await profile(ctx, provider, 'verified');
    expect((await api('GET', '/services/mine/', provider)).json()).toMatchObject({
      verified: true,
      results: [{ id: service.id, visibility: 'public' }],
    });
    const page = await directory();
    expect(page.open).toBe(true);
    expect(page.results).toMatchObject([
      { provider: { id: provider.id, name: 'Samir Haddad' }, services: [{ id: service.id, title_en: 'Contract review' }] },
    ]);

    await profile(ctx, provider, 'withdrawn');
    expect((await directory()).results).toHaveLength(0);
    expect((await api('GET', '/services/mine/', provider)).json().results[0].visibility).toBe('draft');
  });

  it('checks texts by decision 045, the price or "on request", the category of the provider type, cities and the limit', async () => {
    const provider = await lawyer('Limits');
    const bad = await api('POST', '/services/mine/', provider, { title_ar: 'عنوان', category: 'brokerage', delivery: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_codes).toMatchObject({
      description_ar: ['description_required'],
      delivery: ['delivery_required'],
      price: ['price_required'],
      currency: ['currency_required'],
      unit: ['unit_required'],
    });
    const otherType = await api('POST', '/services/mine/', provider, { ...contractReview, category: 'brokerage' });
    expect(otherType.json().field_codes).toEqual({ category: ['category_not_yours'] });
    const noCity = await api('POST', '/services/mine/', provider, { ...contractReview, city_ids: [2_000_000] });
    expect(noCity.json().field_codes).toEqual({ city_ids: ['city_not_found'] });
    const onRequest = await api('POST', '/services/mine/', provider, {
      title_en: 'Court representation',
      description_en: 'Before the courts',
      category: 'legal_representation',
      price_on_request: true,
      price: 10,
      delivery: ['office'],
    });
    expect(onRequest.json()).toMatchObject({ price_on_request: true, price: null, currency: null, title_ar: '' });
    for (let i = 1; i < 20; i++) expect((await api('POST', '/services/mine/', provider, contractReview)).statusCode).toBe(201);
    const over = await api('POST', '/services/mine/', provider, contractReview);
    expect(over.json().field_codes).toEqual({ title_ar: ['too_many_services'] });
    const archived = await api('POST', `/services/mine/${onRequest.json().id}/archive/`, provider);
    expect(archived.json().visibility).toBe('archived');
    expect((await api('POST', '/services/mine/', provider, contractReview)).statusCode).toBe(201);
    expect((await api('POST', `/services/mine/${onRequest.json().id}/restore/`, provider)).json().field_codes).toEqual({
      title_ar: ['too_many_services'],
    });
  });

  it('every route refuses what is not the caller’s: anonymous, a client, another provider, staff', async () => {
    const owner = await lawyer('Owner');
    const id = (await api('POST', '/services/mine/', owner, contractReview)).json().id;
    const client = await createTestUser(ctx);
    const other = await lawyer('Other');
    const staff = await createTestUser(ctx, { isStaff: true });
    for (const [method, url] of [
      ['GET', '/services/mine/'],
      ['POST', '/services/mine/'],
      ['PUT', `/services/mine/${id}/`],
      ['POST', `/services/mine/${id}/archive/`],
      ['POST', `/services/mine/${id}/restore/`],
    ] as const) {
      const body = method === 'GET' || url.endsWith('archive/') || url.endsWith('restore/') ? undefined : contractReview;
      expect((await api(method, url, undefined, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await api(method, url, client, body)).statusCode, `${method} ${url} client`).toBe(403);
      expect((await api(method, url, staff, body)).statusCode, `${method} ${url} staff`).toBe(403);
    }
    expect((await api('PUT', `/services/mine/${id}/`, other, contractReview)).statusCode).toBe(404);
    expect((await api('POST', `/services/mine/${id}/archive/`, other)).statusCode).toBe(404);
    expect((await api('GET', '/services/mine/', other)).json().results).toHaveLength(0);
    const edited = await api('PUT', `/services/mine/${id}/`, owner, { ...contractReview, price: 60 });
    expect(edited.json()).toMatchObject({ price: 60, visibility: 'draft' });
    expect((await api('GET', '/services/directory/nowhere/')).statusCode).toBe(400);
  });

  it('filters by city, category, language and price (across currencies), searches with Arabic normalisation, pages by cursor', async () => {
    const [ramallah, nablus] = [await cityId(ctx.db, 'Ramallah'), await cityId(ctx.db, 'Nablus')];
    const experts: TestUser[] = [];
    for (let i = 0; i < 5; i++) {
      const u = await createTestUser(ctx, { role: 'provider', providerType: 'financial_expert', name: `Expert ${i}` });
      await profile(ctx, u, 'verified', { languages: i % 2 ? ['ar', 'en'] : ['ar'], cities: [i < 3 ? ramallah : nablus] });
      experts.push(u);
    }
    const write = (u: TestUser, fields: object) =>
      api('POST', '/services/mine/', u, { ...contractReview, title_ar: '', description_ar: '', category: 'financial_planning', ...fields });
    await write(experts[0]!, { title_ar: 'تخطيط مالي للأسرة', description_ar: 'خطة ادخار', price: 100, currency: 'USD' });
    await write(experts[1]!, { category: 'risk_management', price: 1000, currency: 'ILS', unit: 'hour' });
    await write(experts[2]!, { price: 20, currency: 'JOD' });
    await write(experts[3]!, { category: 'market_analysis', price_on_request: true });
    await write(experts[4]!, { price: 500, currency: 'USD', city_ids: [ramallah] });
    const ids = async (query: string) =>
      (await api('GET', `/services/directory/finance/?${query}`)).json().results.map((c: { provider: { id: number } }) => c.provider.id);
    const [e0, e1, e2, e3, e4] = experts.map((e) => e.id);

    expect(await ids('')).toEqual([e4, e3, e2, e1, e0]);
    expect(await ids(`city=${ramallah}`)).toEqual([e4, e2, e1, e0]);
    expect(await ids(`city=${nablus}`)).toEqual([e4, e3]);
    expect(await ids('category=financial_planning')).toEqual([e4, e2, e0]);
    expect(await ids('language=en')).toEqual([e3, e1]);
    // 20 JOD ≈ 28 USD, 1000 ILS ≈ 270 USD at the seeded rates; bounds in USD.
    expect(await ids('price_min=50&price_max=300')).toEqual([e1, e0]);
    expect(await ids('price_max=30')).toEqual([e2]);
    // «تخطيط مالي للأسرة» found by «ماليّ للأسره» (a shadda, ة typed as ه); a category label and a provider's name too.
    expect(await ids(`search=${encodeURIComponent('ماليّ للأسره')}`)).toEqual([e0]);
    expect(await ids(`search=${encodeURIComponent('إدارة المخاطر')}`)).toEqual([e1]);
    expect(await ids('search=expert%203')).toEqual([e3]);
    expect((await api('GET', '/services/directory/finance/?search=%00')).statusCode).toBe(400);

    const first = (await api('GET', '/services/directory/finance/?page_size=2')).json();
    expect(first).toMatchObject({ count: 5, count_capped: false, previous: null });
    const second = (await api('GET', first.next.replace('/api/v1', ''))).json();
    const third = (await api('GET', second.next.replace('/api/v1', ''))).json();
    expect([...first.results, ...second.results, ...third.results].map((c: { provider: { id: number } }) => c.provider.id)).toEqual([
      e4,
      e3,
      e2,
      e1,
      e0,
    ]);
    expect(third.next).toBeNull();
    const back = (await api('GET', third.previous.replace('/api/v1', ''))).json();
    expect(back.results.map((c: { provider: { id: number } }) => c.provider.id)).toEqual([e2, e1]);
    expect((await api('GET', '/services/directory/finance/?cursor=bad')).statusCode).toBe(400);
    // A name and a service word together; a verified provider without a service, by the name their profile gives.
    expect(await ids(`search=${encodeURIComponent('expert 1 المخاطر')}`)).toEqual([e1]);
    const quiet = await createTestUser(ctx, { role: 'provider', providerType: 'financial_expert', name: 'Quiet' });
    await profile(ctx, quiet, 'verified');
    expect((await api('PUT', '/providers/me/', quiet, { display_name: 'نادية صالح' })).statusCode).toBe(200);
    expect(await ids(`search=${encodeURIComponent('ناديه')}`)).toEqual([quiet.id]);
  });

  it('the legal waitlist is mailed once, on the real SMTP server, when the first lawyer is verified; its link takes an address off', async () => {
    await ctx.db.execute(sql`update provider_profiles set verification_status = 'withdrawn' where verification_status = 'verified'
      and user_id in (select id from users where provider_type = 'lawyer')`);
    expect((await api('POST', '/services/legal-waitlist/', undefined, { email: 'Waiting@Example.com', language: 'ar' })).statusCode).toBe(
      202,
    );
    expect((await api('POST', '/services/legal-waitlist/', undefined, { email: 'waiting@example.com', language: 'en' })).statusCode).toBe(
      202,
    );
    expect((await api('POST', '/services/legal-waitlist/', undefined, { email: 'leaving@example.com' })).statusCode).toBe(202);
    expect((await api('POST', '/services/legal-waitlist/', undefined, { email: 'nope' })).json().field_codes).toEqual({
      email: ['email_invalid'],
    });
    expect(await ctx.app.services.services.mailWaitlist()).toBe(0); // nobody verified yet

    const since = smtp.messages.length;
    // The first lawyer verified as staff do it: the licence sent with a PDF, then the staff's decision.
    const first = await lawyer('First Lawyer');
    const staff = await createTestUser(ctx, { isStaff: true });
    expect((await api('PUT', '/providers/me/', first, { display_name: 'First Lawyer' })).statusCode).toBe(200);
    const form = await multipart(
      { licence_authority: 'نقابة المحامين الفلسطينيين', licence_number: 'PBA-1' },
      { document: { data: pdf(1), type: 'application/pdf', name: 'licence.pdf' } },
    );
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/providers/me/verification/',
      payload: form.payload,
      headers: { ...form.headers, ...first.headers },
    });
    expect(sent.statusCode).toBe(201);
    expect((await api('POST', `/admin/provider-verifications/${first.id}/decision/`, staff, { decision: 'verify' })).statusCode).toBe(200);
    const mail = await smtp.next('waiting@example.com', { since });
    expect(mail.subject).toBe('الخدمات القانونية متاحة الآن في منارة');
    expect(mail.text).toContain(`${ORIGIN}/legal`);
    const leave = await smtp.next('leaving@example.com', { since });
    expect(leave.text).toContain(`${ORIGIN}/legal/leave?token=`);
    const oneClick = rawHeader(leave, 'List-Unsubscribe')!.slice(1, -1);
    expect(oneClick.startsWith(`${ORIGIN}/api/v1/services/legal-waitlist/leave/?token=`)).toBe(true);
    const path = oneClick.slice(ORIGIN.length);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: path,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await ctx.app.inject({ method: 'POST', url: path })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: `${path.slice(0, -3)}abc` })).statusCode).toBe(400);

    // Verified again, or a second lawyer: nobody is mailed twice.
    await ctx.db.transaction((tx) => ctx.app.services.services.providerVerified(tx, 'lawyer'));
    expect(await ctx.app.services.services.mailWaitlist()).toBe(0);
    const late = smtp.messages.length;
    expect((await api('POST', '/services/legal-waitlist/', undefined, { email: 'late@example.com' })).statusCode).toBe(202);
    await smtp.next('late@example.com', { since: late });
    const to = smtp.messages.slice(since).flatMap((m) => (Array.isArray(m.to) ? m.to : [m.to]).map((a) => a?.text));
    expect(to.filter((t) => t === 'waiting@example.com')).toHaveLength(1);
  });
});
