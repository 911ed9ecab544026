import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, type TestUser } from '../../../test/factories';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('financing profiles (decision 062): staff keep them in /admin, visitors read the active ones', () => {
  let ctx: TestContext;
  let staff: TestUser;
  let member: TestUser;
  const call = (method: Method, url: string, user?: TestUser | null, payload?: object, language = 'en') =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: { 'accept-language': language, ...(user?.headers ?? {}) } });
  const profile = {
    name_ar: 'تمويل مرابحة تجريبي',
    name_en: 'Example murabaha',
    kind: 'murabaha',
    currency: 'JOD',
    annual_rate: '٥٫٥',
    max_years: 25,
    min_down_payment_percent: 20,
    checked_on: '2026-11-20',
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await createTestUser(ctx, { isStaff: true, name: 'Finance desk' });
    member = await createTestUser(ctx);
  });

  it('only staff list, add, change or delete: 401 signed out, 403 for others', async () => {
    for (const [method, url] of [
      ['GET', '/admin/financing-profiles/'],
      ['POST', '/admin/financing-profiles/'],
      ['PATCH', '/admin/financing-profiles/1/'],
      ['DELETE', '/admin/financing-profiles/1/'],
    ] as const) {
      expect((await call(method, url, null, profile)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, member, profile)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses values out of range with translated messages, field by field', async () => {
    const res = await call(
      'POST',
      '/admin/financing-profiles/',
      staff,
      {
        ...profile,
        name_en: ' ',
        kind: 'lease',
        currency: 'EUR',
        annual_rate: 51,
        max_years: 2.5,
        min_down_payment_percent: 96,
        checked_on: '2026-02-30',
      },
      'ar',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      name_en: ['أدخل الاسم بهذه اللغة.'],
      kind: ['اختر قيمة صالحة.'],
      currency: ['اختر قيمة صالحة.'],
      annual_rate: ['أدخل نسبة سنوية من 0 إلى 50%.'],
      max_years: ['أدخل رقمًا صالحًا.'],
      min_down_payment_percent: ['أدخل دفعة أولى من 0 إلى 95% من السعر.'],
      checked_on: ['أدخل تاريخًا صالحًا.'],
    });
    const years = await call('POST', '/admin/financing-profiles/', staff, { ...profile, max_years: 41 });
    expect(years.json()).toMatchObject({ max_years: ['Enter a whole number of years from 1 to 40.'] });
    const missing = await call('POST', '/admin/financing-profiles/', staff, { name_ar: 'x' });
    expect(missing.statusCode).toBe(400);
    expect((await call('PATCH', '/admin/financing-profiles/999999/', staff, { annual_rate: 4 })).statusCode).toBe(404);
    expect((await call('PATCH', '/admin/financing-profiles/abc/', staff, { annual_rate: 4 })).statusCode).toBe(400);
  });

  it('staff add, change and deactivate a profile, each audited; the public list shows active ones only', async () => {
    const created = await call('POST', '/admin/financing-profiles/', staff, profile);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toEqual({
      id,
      name_ar: 'تمويل مرابحة تجريبي',
      name_en: 'Example murabaha',
      kind: 'murabaha',
      currency: 'JOD',
      annual_rate: 5.5,
      max_years: 25,
      min_down_payment_percent: 20,
      checked_on: '2026-11-20',
      is_active: true,
    });
    const other = await call('POST', '/admin/financing-profiles/', staff, {
      ...profile,
      name_en: 'Example loan',
      kind: 'conventional',
      currency: 'USD',
      annual_rate: 6.25,
      is_active: false,
    });
    expect(other.statusCode).toBe(201);

    const pub = await call('GET', '/financing-profiles/');
    expect(pub.statusCode).toBe(200);
    expect(pub.json().map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await call('GET', '/admin/financing-profiles/', staff)).json()).toHaveLength(2);

    const changed = await call('PATCH', `/admin/financing-profiles/${id}/`, staff, { annual_rate: 4.75, checked_on: '2026-11-27' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ annual_rate: 4.75, checked_on: '2026-11-27', max_years: 25 });

    const off = await call('PATCH', `/admin/financing-profiles/${id}/`, staff, { is_active: false });
    expect(off.json().is_active).toBe(false);
    expect((await call('GET', '/financing-profiles/')).json()).toEqual([]);

    const log = (await call('GET', '/admin/audit-log/', staff)).json();
    const mine = log.results.filter((e: { entity: string }) => e.entity === 'financing_profile');
    expect(mine.map((e: { action: string }) => e.action).slice(0, 3)).toEqual([
      'financing_profile.update',
      'financing_profile.update',
      'financing_profile.create',
    ]);
    expect(mine[1]).toMatchObject({
      entity_id: String(id),
      actor: { id: staff.id, name: 'Finance desk' },
      details: { before: { annual_rate: 5.5 }, after: { annual_rate: 4.75 } },
    });

    expect((await call('DELETE', `/admin/financing-profiles/${id}/`, staff)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin/financing-profiles/${id}/`, staff)).statusCode).toBe(404);
    expect((await call('GET', '/admin/audit-log/', staff)).json().results[0]).toMatchObject({ action: 'financing_profile.delete' });
  });
});
