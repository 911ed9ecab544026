import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { STAFF } from './global-setup';
import { bearer, login } from './provider-api';

/** A completed project of this run's own, added by staff through the API and completed today; its id. */
async function ownProject(
  request: APIRequestContext,
  staff: { authorization: string },
  { title, titleAr, featured = false }: { title: string; titleAr: string; featured?: boolean },
): Promise<number> {
  const created = await request.post('/api/v1/admin/projects/', {
    headers: staff,
    data: {
      title_ar: titleAr,
      title_en: title,
      project_type: 'commercial',
      location_ar: 'القدس',
      location_en: 'Jerusalem',
      completion_date: new Date().toISOString().slice(0, 10),
      is_featured: featured,
      area: 2200,
      duration_months: 16,
      features_ar: ['مواقف سيارات تحت الأرض'],
      features_en: ['Underground parking'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const prefix = (language: 'ar' | 'en', path: string) => (language === 'en' ? `/en${path === '/' ? '' : path}` : path);

test.describe('content pages', () => {
  for (const language of ['ar', 'en'] as const) {
    for (const [device, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 900 }],
    ] as const) {
      test(`every content page renders from the server and passes axe (${language}, ${device})`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({ viewport, baseURL });
        const page = await context.newPage();
        const pages = ['/', '/finance', '/legal', '/realty/construction', '/realty/completed-projects', '/about', '/contact'];
        for (const path of pages) {
          const response = await page.goto(prefix(language, path));
          expect(response?.status(), path).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
          await expectNoAxeViolations(page);
        }
        await context.close();
      });
    }
  }

  test('finance shows an offering staff added, from the server; construction shows the newest project', async ({ page, request }) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const staff = bearer(await login(request, STAFF));
    const offering = await request.post('/api/v1/admin/offerings/', {
      headers: staff,
      data: {
        title_ar: `استشارة مالية فردية ${stamp}`,
        title_en: `One-to-one consultation ${stamp}`,
        category: 'consultation',
        price: 40,
        price_unit: 'session',
      },
    });
    expect(offering.status()).toBe(201);
    const project = await ownProject(request, staff, { title: `Olive terraces ${stamp}`, titleAr: `مدرجات الزيتون ${stamp}` });
    try {
      await page.goto('/en/finance');
      const offerings = page.getByRole('region', { name: 'Our offerings' });
      const card = offerings.getByRole('article').filter({ hasText: `One-to-one consultation ${stamp}` });
      await expect(card).toContainText('per session');
      await page.goto('/realty/construction');
      const projects = page.getByRole('region', { name: 'مشاريعنا المنجزة' });
      // The newest completions, at most six: this run's project, completed today, among them.
      await expect(projects.getByRole('link', { name: `مدرجات الزيتون ${stamp}` })).toBeVisible();
      expect(await projects.getByRole('article').count()).toBeLessThanOrEqual(6);
    } finally {
      await request.delete(`/api/v1/admin/offerings/${((await offering.json()) as { id: number }).id}/`, { headers: staff });
      await request.delete(`/api/v1/admin/projects/${project}/`, { headers: staff });
    }
  });

  test('a visitor switches to featured projects, opens one, sees its details and reaches the contact page', async ({ page, request }) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const staff = bearer(await login(request, STAFF));
    const featured = await ownProject(request, staff, {
      title: `Al-Quds trade centre ${stamp}`,
      titleAr: `مجمع القدس التجاري ${stamp}`,
      featured: true,
    });
    const plain = await ownProject(request, staff, { title: `Jenin family villa ${stamp}`, titleAr: `فيلا عائلية في جنين ${stamp}` });
    try {
      await page.goto('/realty/completed-projects');
      await page.getByRole('tab', { name: 'المشاريع المميزة' }).click();
      await expect(page).toHaveURL(/\?filter=featured$/);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('link', { name: `مجمع القدس التجاري ${stamp}` })).toBeVisible();
      await expect(panel.getByRole('link', { name: `فيلا عائلية في جنين ${stamp}` })).toHaveCount(0);
      await panel.getByRole('link', { name: `مجمع القدس التجاري ${stamp}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `مجمع القدس التجاري ${stamp}` })).toBeVisible();
      const facts = page.getByRole('complementary', { name: 'تفاصيل المشروع' });
      await expect(facts).toContainText('16 شهرًا');
      await expect(facts).toContainText('2,200 م²');
      await expect(page.getByRole('heading', { name: 'أبرز المميزات' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'تواصل معنا' }).first().click();
      await expect(page).toHaveURL(/\/contact$/);
    } finally {
      for (const id of [featured, plain]) await request.delete(`/api/v1/admin/projects/${id}/`, { headers: staff });
    }
  });

  test('a missing project is a 404 with the not-found page and a way back', async ({ page }) => {
    const response = await page.goto('/en/realty/completed-projects/99999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to projects' }).click();
    await expect(page).toHaveURL(/\/en\/realty\/completed-projects$/);
  });

  test('the contact form shows translated errors, keeps what was typed, and sends the message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByText('الاسم الكامل مطلوب.')).toBeVisible();
    await expect(page.getByText('الرسالة مطلوبة.')).toBeVisible();
    await page.getByRole('textbox', { name: 'الاسم الكامل' }).fill('ليلى حداد');
    await expect(page.getByText('الاسم الكامل مطلوب.')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('layla@example.ps');
    await page.getByRole('textbox', { name: 'الرسالة' }).fill('أريد استشارة حول بناء بيت في جنين.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'وصلت رسالتك' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'الرسالة' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'الاسم الكامل' })).toHaveValue('ليلى حداد');
  });
});
