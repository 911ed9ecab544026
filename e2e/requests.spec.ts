import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerAccount, signIn, test } from './fixtures';
import { verifiedLawyer } from './provider-api';

/** The wall clock in Palestine `minutes` from now: the date and HH:MM a form takes. */
function hebronIn(minutes: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Hebron',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

async function openRequest(page: Page, id: number) {
  await page.goto(`/dashboard/requests/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('استشارة قانونية');
}

test('a client requests a consultation from a verified lawyer with two times; the lawyer proposes another; the client confirms; after the time it is marked done (Arabic)', async ({
  page,
  browser,
  request,
}) => {
  // The lawyer proposes a time about three minutes ahead and, once it has come, marks the consultation
  // done: the test waits for that minute as the lawyer does (the server's clock is the real one here).
  test.setTimeout(360_000);
  const name = `المحامي سامر ${Date.now().toString(36)}`;
  const lawyer = await verifiedLawyer(request, name, ['ar']);
  const client = await registerAccount(request, 'ليلى عميلة', 'client');

  // The client opens the lawyer's page and asks for a consultation with two preferred times.
  await signIn(page, client.email, client.password, 'ar');
  await page.goto(`/providers/${lawyer.id}`);
  await page.getByRole('link', { name: 'طلب استشارة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'طلب استشارة' })).toBeVisible();
  await page.getByRole('textbox', { name: 'ما الذي تحتاجه؟' }).fill('أحتاج مراجعة عقد بيع شقة في رام الله قبل التوقيع.');
  const tomorrow = hebronIn(24 * 60).date;
  const after = hebronIn(48 * 60).date;
  await page.locator('#request-date-0').fill(tomorrow);
  await page.getByRole('button', { name: 'إضافة موعد' }).click();
  await page.locator('#request-date-1').fill(after);
  await page.locator('#request-from-1').fill('16:00');
  await page.locator('#request-to-1').fill('18:00');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page).toHaveURL(/\/dashboard\/requests\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByText('بانتظار الرد')).toBeVisible();

  // The lawyer sees it unread on their list and proposes a time a minute from now.
  const lawyerPage = await (await browser.newContext()).newPage();
  await signIn(lawyerPage, lawyer.email, lawyer.password, 'ar');
  await lawyerPage.getByRole('link', { name: /طلبات الاستشارة/ }).click();
  const row = lawyerPage.getByRole('link').filter({ hasText: 'ليلى عميلة' });
  await expect(row).toContainText('1 غير مقروءة');
  await row.click();
  await expect(lawyerPage.getByRole('term').filter({ hasText: 'المواعيد المفضلة' })).toBeVisible();
  await expectNoAxeViolations(lawyerPage);
  await lawyerPage.getByRole('button', { name: 'اقتراح موعد آخر' }).click();
  // Three minutes ahead (two to three once truncated to the minute): room for the client to confirm
  // before it comes even on a loaded machine — confirming after the time is refused.
  const soon = hebronIn(3);
  await lawyerPage.getByLabel('التاريخ').fill(soon.date);
  await lawyerPage.getByLabel('الوقت (بتوقيت فلسطين)').fill(soon.time);
  await lawyerPage.locator('form').getByRole('button', { name: 'اقتراح موعد آخر' }).click();
  await expect(lawyerPage.getByText('موعد مقترح', { exact: true })).toBeVisible();

  // The client confirms the proposed time.
  await openRequest(page, id);
  await page.getByRole('button', { name: 'تأكيد الموعد' }).click();
  // The status badge itself ("مؤكَّد" alone: other text on the page may contain the word).
  await expect(page.getByText('مؤكَّد', { exact: true })).toBeVisible();

  // Once its time has come, the lawyer marks it done: what the lawyer waits for, reloading the request.
  await expect(async () => {
    await lawyerPage.reload();
    await expect(lawyerPage.getByRole('button', { name: 'تمّت الاستشارة' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 240_000, intervals: [5_000] });
  await lawyerPage.getByRole('button', { name: 'تمّت الاستشارة' }).click();
  await expect(lawyerPage.getByText('تمّت', { exact: true })).toBeVisible();
  await openRequest(page, id);
  await expect(page.getByText('تمّت', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
