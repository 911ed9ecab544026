import { expect, expectNoAxeViolations, test, useLanguage } from './fixtures';

test.describe('app shell', () => {
  test('serves Arabic right-to-left by default, with the home hero from the server', async ({ page }) => {
    const response = await page.goto('/');
    expect(await response?.text()).toContain('<html lang="ar" dir="rtl">');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('منارة');
    await expect(page.getByRole('link', { name: 'العقارات' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('رام الله');
    await expect(page.getByRole('contentinfo')).toContainText('2025');
    await expectNoAxeViolations(page);
  });

  test('the language toggle switches everything to English and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'التبديل إلى الإنجليزية' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Manara');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('link', { name: 'Real Estate' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown path lands on the home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/dashboard sends visitors to the login page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  for (const language of ['ar', 'en'] as const) {
    test(`every hero-bearing page shows its server hero and passes axe (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      for (const path of ['/finance', '/legal', '/realty', '/realty/construction', '/realty/completed-projects']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expectNoAxeViolations(page);
      }
    });
  }

  test('on a phone the menu opens, navigates and closes', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'الخدمات المالية' }).click();
    await expect(page).toHaveURL(/\/finance$/);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('the API documentation is served', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Manara API/ })).toBeVisible();
    await expect(page.getByText('/api/v1/realty/properties/').first()).toBeVisible();
  });
});
