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

  test('the site can be installed as an app in both languages: Chromium reads its manifest and finds nothing missing', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    for (const [address, name, language] of [
      ['/', 'منارة', 'ar'],
      ['/en/', 'Manara', 'en'],
    ] as const) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
      expect(url).toMatch(language === 'en' ? /\/en\/manifest\.webmanifest$/ : /\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
      // Playwright's contexts are incognito, where Chromium never offers installation; every other check applies.
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
      expect(await page.evaluate(async (href) => (await (await fetch(href)).json()).short_name, url)).toBe(name);
    }
  });

  test('the language link switches everything to English in place, at the English address, and the choice is kept', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('typed@example.ps');
    // Its accessible name is what it shows (WCAG 2.5.3).
    await page.getByRole('link', { name: 'English', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // Switched without a reload: what was typed is still there.
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('typed@example.ps');
    await expect(page).toHaveTitle('Sign in | Manara');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // A plain (Arabic) address now opens in English too…
    await page.goto('/realty');
    await expect(page).toHaveURL(/\/en\/realty$/);
    await expect(page.getByRole('link', { name: 'Real Estate' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // …until Arabic is chosen again.
    await page.getByRole('link', { name: 'العربية', exact: true }).first().click();
    await expect(page).toHaveURL(/\/realty$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/finance');
    await expect(page).toHaveURL(/\/finance$/);
  });

  test('the English address renders English without any saved choice (as crawlers see it)', async ({ page }) => {
    const response = await page.goto('/en/realty/buy-sell');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Properties for Sale');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
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

  test.describe('API documentation', () => {
    // swagger-ui sets one inline style that its hashed CSP does not cover; the page works without it.
    test.use({ consoleAllowed: [/violates the following Content Security Policy directive 'style-src/] });
    test('is served', async ({ page }) => {
      await page.goto('/api/docs');
      await expect(page.getByRole('heading', { name: /Manara API/ })).toBeVisible();
      await expect(page.getByText('/api/v1/realty/properties/').first()).toBeVisible();
    });
  });
});
