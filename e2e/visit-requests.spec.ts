import { expect, expectNoAxeViolations, publishListing, registerAccount, signIn, test } from './fixtures';

/** The wall clock in Palestine `days` from now: the date a form takes. */
function hebronDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hebron', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/**
 * Issue 33 item 6 (decision 067), in Arabic: a signed-out buyer fills in "request a visit" with two
 * times, signs in (what they typed is kept) and sends it; the listing's owner — an ordinary account —
 * accepts the second time from their requests; the buyer confirms.
 */
test('a buyer requests a visit with two times, the owner accepts one, the buyer confirms (Arabic)', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const owner = await registerAccount(request, 'مها عودة', 'visit-owner');
  const title = `شقة البيرة ${Date.now().toString(36)}`;
  const id = await publishListing(
    request,
    {
      title_ar: title,
      description_ar: 'شقة مشرقة قرب الدوار.',
      type: 'apartment',
      price: 150000,
      currency: 'USD',
      area: 120,
      address: 'شارع القدس',
    },
    owner,
  );
  const buyer = await registerAccount(request, 'سامي الزائر', 'visit-buyer');
  const first = hebronDate(2);
  const second = hebronDate(3);

  // Signed out: the form says an account is needed; sending goes to sign in, keeping the text and times.
  await page.goto(`/realty/property/${id}`);
  await page.getByRole('button', { name: 'حجز موعد زيارة' }).click();
  const dialog = page.getByRole('dialog', { name: 'طلب زيارة' });
  await expect(dialog.getByText('تحتاج إلى حساب لحجز زيارة.', { exact: false })).toBeVisible();
  await dialog.locator('#visit-date-0').fill(first);
  await dialog.getByRole('button', { name: 'إضافة موعد' }).click();
  await dialog.locator('#visit-date-1').fill(second);
  await dialog.locator('#visit-from-1').fill('16:00');
  await dialog.locator('#visit-to-1').fill('18:00');
  await dialog.getByLabel('رسالة إلى المالك').fill('هل الموقف مشمول؟');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'سجّل الدخول للإرسال' }).click();
  await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(buyer.email);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();

  // Back on the listing, the form is open again with what was typed; the buyer sends it.
  await expect(page).toHaveURL(new RegExp(`/realty/property/${id}\\?visit=1$`));
  const again = page.getByRole('dialog', { name: 'طلب زيارة' });
  await expect(again.getByLabel('رسالة إلى المالك')).toHaveValue('هل الموقف مشمول؟');
  await expect(again.locator('#visit-date-1')).toHaveValue(second);
  await expect(again.locator('#visit-from-1')).toHaveValue('16:00');
  await again.getByRole('button', { name: 'أرسل طلب الزيارة' }).click();
  await expect(again.getByText('أُرسل طلب زيارتك.', { exact: false })).toBeVisible();
  await again.getByRole('link', { name: 'فتح الطلب' }).click();
  await expect(page).toHaveURL(/\/dashboard\/requests\/\d+$/);
  const requestPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('طلب زيارة');
  await expect(page.getByText('بانتظار الرد')).toBeVisible();

  // The owner finds it among the requests received and accepts the second time.
  const ownerPage = await (await browser.newContext()).newPage();
  await signIn(ownerPage, owner.email, owner.password, 'ar');
  await ownerPage.getByRole('link', { name: /طلبات الاستشارة والزيارة/ }).click();
  await expect(ownerPage.getByRole('button', { name: 'طلبات واردة' })).toHaveAttribute('aria-pressed', 'true');
  const row = ownerPage.getByRole('link').filter({ hasText: title });
  await expect(row).toContainText('سامي الزائر');
  await row.click();
  await expect(ownerPage.getByRole('heading', { level: 1 })).toContainText('طلب زيارة');
  await ownerPage.getByRole('button', { name: 'قبول بموعد' }).click();
  const requested = ownerPage.getByRole('group', { name: 'المواعيد المطلوبة' });
  await expect(requested.getByRole('radio')).toHaveCount(2);
  await requested.getByRole('radio').nth(1).check();
  await expect(ownerPage.getByLabel('التاريخ')).toHaveValue(second);
  await expect(ownerPage.getByLabel('الوقت (بتوقيت فلسطين)')).toHaveValue('16:00');
  await expectNoAxeViolations(ownerPage);
  await ownerPage.locator('form').getByRole('button', { name: 'قبول بموعد' }).click();
  await expect(ownerPage.getByText('مقبول — بانتظار تأكيد صاحب الطلب', { exact: true })).toBeVisible();

  // The buyer confirms the accepted time.
  await page.goto(requestPath);
  await page.getByRole('button', { name: 'تأكيد الموعد' }).click();
  await expect(page.getByText('مؤكَّد', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await ownerPage.reload();
  await expect(ownerPage.getByText('مؤكَّد', { exact: true })).toBeVisible();
});
