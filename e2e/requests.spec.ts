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

test('a client requests a consultation from a verified lawyer with two times; the lawyer proposes another; the client confirms; after the time it is marked done and rated, and the rating shows on the lawyer’s page (Arabic)', async ({
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

  // The client rates it (the keyboard way: focus the fifth star, Space); the rating shows on the lawyer's page.
  const fiveStars = page.getByRole('radio', { name: '5 من 5 نجوم' });
  await fiveStars.focus();
  await fiveStars.press('Space');
  await expect(fiveStars).toBeChecked();
  await page.getByLabel('تعليق (اختياري)').fill('شرح واضح ومراجعة دقيقة للعقد قبل التوقيع.');
  await page.getByRole('button', { name: 'أرسل التقييم' }).click();
  await expect(page.getByText('شرح واضح ومراجعة دقيقة للعقد قبل التوقيع.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'أرسل التقييم' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto(`/providers/${lawyer.id}`);
  await expect(page.getByTitle('التقييم 5 من 5، عدد التقييمات: 1').first()).toBeVisible();
  await expect(page.getByText('شرح واضح ومراجعة دقيقة للعقد قبل التوقيع.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the key steps on an English phone: the client requests a consultation, the lawyer accepts with a time, the client confirms', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const lawyer = await verifiedLawyer(request, `Lawyer Rana ${Date.now().toString(36)}`, ['ar', 'en']);
  const client = await registerAccount(request, 'Omar Client', 'client');
  const phone = { viewport: { width: 390, height: 844 } };

  const page = await (await browser.newContext(phone)).newPage();
  await signIn(page, client.email, client.password, 'en');
  await page.goto(`/en/providers/${lawyer.id}`);
  await page.getByRole('link', { name: 'Request a consultation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request a consultation' })).toBeVisible();
  await page.getByRole('textbox', { name: 'What do you need?' }).fill('I need a rent contract for a shop in Nablus reviewed.');
  await page.locator('#request-date-0').fill(hebronIn(24 * 60).date);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/requests\/\d+$/);
  const address = new URL(page.url()).pathname;
  await expect(page.getByText('Waiting for an answer', { exact: true })).toBeVisible();

  // The lawyer accepts with a time the day after tomorrow.
  const lawyerPage = await (await browser.newContext(phone)).newPage();
  await signIn(lawyerPage, lawyer.email, lawyer.password, 'en');
  await lawyerPage.goto(address);
  await lawyerPage.getByRole('button', { name: 'Accept with a time' }).click();
  await lawyerPage.getByLabel('Date').fill(hebronIn(48 * 60).date);
  await lawyerPage.getByLabel('Time (Palestine time)').fill('10:30');
  await lawyerPage.locator('form').getByRole('button', { name: 'Accept with a time' }).click();
  await expect(lawyerPage.getByText('Accepted — awaiting their confirmation', { exact: true })).toBeVisible();
  await expectNoAxeViolations(lawyerPage);

  // The client confirms it.
  await page.reload();
  await page.getByRole('button', { name: 'Confirm the time' }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
