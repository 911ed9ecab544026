import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerAccount, signIn, test, useLanguage } from './fixtures';
import { E2E_REFRESH_GRACE_SECONDS } from './global-setup';

const PASSWORD = 'a long pass 2025';
let counter = 0;
const newEmail = (who: string) => `${who}-${Date.now()}-${counter++}@example.ps`;

/** Clicks the visible card of a radio drawn as a card (the input itself is visually hidden). */
const pickCard = (page: Page, name: string) => page.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).click();

test.describe('accounts', () => {
  test('a provider registers in Arabic, signs in, stays signed in across a reload and signs out', async ({ page, context }) => {
    const email = newEmail('realtor');
    await page.goto('/auth/register');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeVisible();

    // The provider type is asked for providers only.
    await expect(page.getByRole('group', { name: 'نوع مزود الخدمة' })).toHaveCount(0);
    await pickCard(page, 'مزود خدمة');
    await expect(page.getByRole('group', { name: 'نوع مزود الخدمة' })).toBeVisible();

    // Mismatched passwords and a missing provider type are caught before anything is sent.
    await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'تأكيد كلمة المرور', exact: true }).fill('something else');
    await page.getByRole('textbox', { name: 'الاسم الكامل', exact: true }).fill('لينا حداد');
    await page.getByRole('textbox', { name: 'رقم الهاتف', exact: true }).fill('٠٥٩ ١٢٣ ٤٥٦٧');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page.getByText('كلمتا المرور غير متطابقتين')).toBeVisible();
    await expect(page.getByText('نوع مزود الخدمة مطلوب لمزودي الخدمات.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'تأكيد كلمة المرور', exact: true }).fill(PASSWORD);
    await pickCard(page, 'وسيط عقاري');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

    // On to the login page with a confirmation and the e-mail filled in.
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'تم إنشاء الحساب. يمكنك الآن تسجيل الدخول.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true })).toHaveValue(email);

    // A wrong password: the server's message, in Arabic.
    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' })).toBeVisible();

    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    const profile = page.getByRole('region', { name: 'حسابك' });
    await expect(profile).toContainText('مزود خدمة · وسيط عقاري');
    await expect(profile).toContainText('059 123 4567');
    await expect(page.getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Tokens: the refresh token only in an HttpOnly cookie, no token in local storage.
    const cookie = (await context.cookies()).find((c) => c.name === 'manara_refresh');
    expect(cookie?.httpOnly).toBe(true);
    const storage = await page.evaluate(() => JSON.stringify(localStorage));
    expect(storage).toContain('auth-storage');
    expect(storage).not.toMatch(/access_token|refresh_token|accessToken|eyJ/);

    // A reload keeps the session: the access token is renewed through the cookie.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'حسابك' })).toContainText('لينا حداد');

    // Sign out: home page, signed-out links, and the session is gone for good.
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'تسجيل الدخول' }).first()).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'manara_refresh')).toBeUndefined();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a client registers and signs in in English, and a signed-out session does not come back', async ({ page }) => {
    await useLanguage(page, 'en');
    const email = newEmail('client');
    await page.goto('/auth/register');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email.toUpperCase());
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Omar Khalil');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account created. You can now sign in.' })).toBeVisible();

    // The same e-mail again, in other capitals: refused on the e-mail field.
    await page.goto('/auth/register');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Omar Again');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAccessibleDescription(
      'A user with this e-mail already exists.',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'A user with this e-mail already exists.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('Omar Again');

    // Asked to sign in on the way to the dashboard, and taken there afterwards.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Welcome back, ${email.toLowerCase()}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Client');

    // Signed in, the login page goes straight to the dashboard.
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });

  for (const language of ['ar', 'en'] as const) {
    test(`the login and register pages pass axe, empty and with errors (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      for (const path of ['/auth/login', '/auth/register']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.locator('button[type="submit"]').click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }

  test('the register page works on a phone', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const page = await context.newPage();
    await page.goto('/auth/register');
    await pickCard(page, 'مزود خدمة');
    await expect(page.getByRole('radio', { name: 'محامٍ', exact: true })).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test.describe('a session restore cut off by leaving the page', () => {
  /**
   * Opens a public page whose session restore reaches the server (which rotates the refresh token) but
   * whose answer, with the new cookie, never reaches the page: the reader leaves it first.
   */
  async function leaveWhileRestoring(page: Page, baseURL: string) {
    let rotated!: () => void;
    const reached = new Promise<void>((resolve) => (rotated = resolve));
    await page.route('**/api/v1/auth/refresh/', async (route) => {
      const sent = route.request();
      const { cookie = '' } = await sent.allHeaders();
      const res = await fetch(new URL('/api/v1/auth/refresh/', baseURL), {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: sent.postData() ?? '{}',
      });
      expect(res.status).toBe(200);
      rotated(); // the answer is held: the page is left before it arrives
    });
    await page.goto('/en/realty/completed-projects', { waitUntil: 'commit' });
    await reached;
    await page.unroute('**/api/v1/auth/refresh/');
    await page.goto('about:blank');
  }

  test('does not sign the reader out, then or later', async ({ page, request, baseURL }) => {
    // The journey waits past the server's grace for a spent refresh token (11 s here: global-setup.ts).
    test.setTimeout(90_000);
    const account = await registerAccount(request, 'Rana Saleh', 'restore');
    await signIn(page, account.email, account.password);

    // Straight back: the cut-off restore did not sign the reader out in this browser.
    await leaveWhileRestoring(page, baseURL!);
    await page.goto('/en/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Welcome back, ${account.email}`)).toBeVisible();

    // Back long after (past the grace period): the spent token the browser still holds is not taken
    // for a stolen one, since the token it was replaced by was never used.
    await leaveWhileRestoring(page, baseURL!);
    await page.waitForTimeout((E2E_REFRESH_GRACE_SECONDS + 1) * 1000);
    await page.goto('/en/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Welcome back, ${account.email}`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Client');
  });
});
