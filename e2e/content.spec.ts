import { expect, expectNoAxeViolations, test } from './fixtures';

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

  test('finance shows the offerings from the server; construction shows the completed projects', async ({ page }) => {
    await page.goto('/en/finance');
    const offerings = page.getByRole('region', { name: 'Our offerings' });
    await expect(offerings).toContainText('One-to-one financial consultation');
    await expect(offerings).toContainText('per session');
    // The six seeded offerings (moderation.spec.ts adds one as staff while other journeys run).
    expect(await offerings.getByRole('article').count()).toBeGreaterThanOrEqual(6);
    await page.goto('/realty/construction');
    const projects = page.getByRole('region', { name: 'مشاريعنا المنجزة' });
    await expect(projects.getByRole('article')).toHaveCount(6);
    await expect(projects.getByRole('link', { name: 'عمارة الياسمين السكنية' })).toBeVisible();
  });

  test('a visitor switches to featured projects, opens one, sees its details and reaches the contact page', async ({ page }) => {
    await page.goto('/realty/completed-projects');
    await page.getByRole('tab', { name: 'المشاريع المميزة' }).click();
    await expect(page).toHaveURL(/\?filter=featured$/);
    // The two seeded featured projects (staff may add more while other journeys run: admin-projects.spec.ts).
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'مجمع القدس التجاري' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'عمارة الياسمين السكنية' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'فيلا عائلية في جنين' })).toHaveCount(0);
    await page.getByRole('link', { name: 'مجمع القدس التجاري' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'مجمع القدس التجاري' })).toBeVisible();
    const facts = page.getByRole('complementary', { name: 'تفاصيل المشروع' });
    await expect(facts).toContainText('16 شهرًا');
    await expect(facts).toContainText('2,200 م²');
    await expect(page.getByRole('heading', { name: 'أبرز المميزات' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'تواصل معنا' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
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
