import { expect, expectNoAxeViolations, registerAccount, signIn, test } from './fixtures';
import { mailTo } from './mailbox';

/**
 * The address (path and query) of the link to `page` in the newest message to `email`, read from the
 * mailbox the app delivers to (e2e/mailbox.ts): staff never see such links (decision 036).
 */
async function linkFromMail(email: string, page: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const pattern = new RegExp(`https?://[^/\\s]+((?:/en)?${page}\\?token=[\\w-]+)`);
      link =
        mailTo(email)
          .map((mail) => pattern.exec(mail.text)?.[1])
          .find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test.describe('account recovery and the profile page', () => {
  test('forgot password in Arabic: the link from the e-mail sets a new password once; a reused link is refused in English', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'سلمى عودة', 'forgot');
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور؟' })).toBeVisible();
    await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'إرسال الرابط' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'إن كان لهذا العنوان حساب فستصله رسالة' })).toBeVisible();
    await expectNoAxeViolations(page);

    const link = await linkFromMail(account.email, '/auth/reset-password');
    expect(link.startsWith('/auth/reset-password?token=')).toBe(true);
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('textbox', { name: 'كلمة المرور الجديدة', exact: true }).fill('sea breeze 2031');
    await page.getByRole('textbox', { name: 'تأكيد كلمة المرور', exact: true }).fill('sea breeze 2031');
    await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم تغيير كلمة المرور. سجّل الدخول بها.' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/en${link}`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another breeze 2031');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('another breeze 2031');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This reset link is invalid, already used or expired.' })).toBeVisible();

    await signIn(page, account.email, 'sea breeze 2031', 'ar');
  });

  test('the profile page in English and Arabic: details, language and notifications saved; a wrong current password refused', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'Nadia Khoury', 'profile');
    await signIn(page, account.email, account.password, 'en');
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/en\/dashboard\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText('Not confirmed yet')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.screenshot({ path: 'test-results/profile-en-1280.png', fullPage: true });
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Nadia K. Khoury');
    await page.getByRole('combobox', { name: 'Language of e-mail' }).selectOption('ar');
    await page.getByRole('checkbox', { name: 'New listings matching my saved searches' }).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your changes are saved.' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Current password', exact: true }).last().fill('not my password');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('harbour lights 77');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('harbour lights 77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not correct.')).toBeVisible();

    // Arabic, after a reload: what was saved is shown.
    await page.goto('/dashboard/profile');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'الاسم الكامل', exact: true })).toHaveValue('Nadia K. Khoury');
    await expect(page.getByRole('combobox', { name: 'لغة الرسائل' })).toHaveValue('ar');
    await expect(page.getByRole('checkbox', { name: 'عقارات جديدة تطابق عمليات البحث المحفوظة' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'الموافقة على عقاري' })).toBeChecked();
    await page.screenshot({ path: 'test-results/profile-ar-390.png', fullPage: true });
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'كلمة المرور الحالية', exact: true }).last().fill(account.password);
    await page.getByRole('textbox', { name: 'كلمة المرور الجديدة', exact: true }).fill('harbour lights 77');
    await page.getByRole('textbox', { name: 'تأكيد كلمة المرور', exact: true }).fill('harbour lights 77');
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم تغيير كلمة المرور' })).toBeVisible();
    // Still signed in with the new session.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeVisible();
  });
});
