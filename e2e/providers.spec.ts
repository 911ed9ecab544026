import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { STAFF } from './global-setup';
import { bearer, licencePdf, login } from './provider-api';

/** Screenshots of a screen at a phone's and a laptop's width, when PROVIDER_SHOTS names a folder (for review). */
async function shots(page: Page, name: string) {
  const dir = process.env.PROVIDER_SHOTS;
  if (!dir) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a lawyer registers, fills the profile and sends a licence PDF; staff verify it; the page shows «موثّق» (Arabic)', async ({
  page,
  browser,
  request,
}) => {
  const name = `المحامية سلمى ${Date.now().toString(36)}`;
  const email = `lawyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ps`;
  const password = 'olive-tree-2025';
  const registered = await request.post('/api/v1/auth/register/', {
    data: { email, password, password_confirm: password, name, role: 'provider', provider_type: 'lawyer' },
  });
  expect(registered.status()).toBe(201);

  await signIn(page, email, password, 'ar');
  const card = page.getByRole('region', { name: 'ملفي المهني' });
  await expect(card).toContainText('غير موثّق');
  await card.getByRole('link', { name: 'تعديل ملفي المهني' }).click();
  await expect(page).toHaveURL(/\/dashboard\/provider-profile$/);

  const form = page.getByRole('form', { name: 'ملفي المهني' });
  await form.getByRole('textbox', { name: 'نبذة عنك (بالعربية)' }).fill('محامية في عقود الأراضي وتسجيلها، وفي قضايا الميراث.');
  await form.getByRole('listbox', { name: 'المدن التي تخدمها' }).selectOption({ label: 'رام الله' });
  await form.getByRole('checkbox', { name: 'العربية' }).check();
  await form.getByRole('checkbox', { name: 'الإنجليزية' }).check();
  await form.getByRole('textbox', { name: 'الهاتف' }).fill('02 295 0000');
  await form.getByRole('checkbox', { name: 'اعرض هاتفي في صفحتي' }).check();
  await form.getByRole('checkbox', { name: /اعرض زر واتساب/ }).check();
  await form.getByRole('button', { name: 'حفظ الملف' }).click();
  // A landline cannot take WhatsApp: the server says so on the field, what was typed stays.
  await expect(form.getByText('يحتاج واتساب إلى رقم جوال')).toBeVisible();
  await form.getByRole('textbox', { name: 'الهاتف' }).fill('0599 123 456');
  await form.getByRole('button', { name: 'حفظ الملف' }).click();
  await expect(page.getByText('حُفظ ملفك.')).toBeVisible();

  const licence = page.getByRole('form', { name: 'الترخيص والتوثيق' });
  await licence.getByRole('textbox', { name: /جهة الترخيص/ }).fill('نقابة المحامين الفلسطينيين');
  await licence.getByRole('textbox', { name: 'رقم الترخيص أو العضوية' }).fill(`PBA-${Date.now()}`);
  await licence.getByLabel('وثيقة الترخيص').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: licencePdf(2) });
  await licence.getByRole('button', { name: 'إرسال للتوثيق' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ترخيصك بانتظار مراجعة فريق منارة' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, 'profile-ar');

  // Not verified yet: the public page has no badge, but shows the phone and WhatsApp as chosen.
  const access = await login(request, { email, password });
  const own = (await (await request.get('/api/v1/providers/me/', { headers: bearer(access) })).json()) as { id: number };
  await page.goto(`/providers/${own.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('محامٍ', { exact: true })).toBeVisible();
  await expect(page.getByText('موثّق', { exact: true })).toHaveCount(0);
  await expect(page.getByText('غير موثّق بعد')).toBeVisible();
  await expect(page.getByRole('link', { name: 'واتساب' })).toHaveAttribute('href', /^https:\/\/wa\.me\/970599123456/);

  // Staff open the queue in /admin, download the document through its route, and verify.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, STAFF.email, STAFF.password, 'ar');
  await staffPage.goto('/admin');
  await staffPage.getByRole('tab', { name: 'توثيق مزوّدي الخدمات' }).click();
  const row = staffPage.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('نقابة المحامين الفلسطينيين');
  const download = staffPage.waitForEvent('download');
  await row.getByRole('button', { name: 'فتح الوثيقة' }).click();
  expect((await download).suggestedFilename()).toBe(`licence-${own.id}.pdf`);
  await expectNoAxeViolations(staffPage);
  await shots(staffPage, 'admin-ar');
  await row.getByRole('button', { name: 'توثيق', exact: true }).click();
  await expect(staffPage.getByText('وُثّق مزوّد الخدمة وأُبلغ بالبريد الإلكتروني.')).toBeVisible();
  await staffContext.close();

  await page.reload();
  await expect(page.getByText('موثّق', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('تحقّقت منارة من الترخيص: نقابة المحامين الفلسطينيين')).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"LegalService"'))).toBe(true);
  await expectNoAxeViolations(page);
  await shots(page, 'page-ar');
  await page.goto(`/en/providers/${own.id}`);
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();
  await shots(page, 'page-en');
  await page.goto('/en/dashboard/provider-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My provider profile' })).toBeVisible();
  await shots(page, 'profile-en');
});
