import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, publishListing, registerAccount, signIn, test } from './fixtures';
import { STAFF } from './global-setup';
import { bearer, licencePdf, login } from './provider-api';

/** A lawyer of this run's own, verified through the API as staff do it, serving `city`: their account and provider id. */
async function verifiedLawyer(request: APIRequestContext, name: string, city: number) {
  const email = `lawyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ps`;
  const password = 'olive-tree-2025';
  const registered = await request.post('/api/v1/auth/register/', {
    data: { email, password, password_confirm: password, name, role: 'provider', provider_type: 'lawyer' },
  });
  expect(registered.status()).toBe(201);
  const access = await login(request, { email, password });
  const profile = await request.put('/api/v1/providers/me/', {
    headers: bearer(access),
    data: { display_name: name, languages: ['ar'], city_ids: [city] },
  });
  expect(profile.status()).toBe(200);
  const licence = await request.post('/api/v1/providers/me/verification/', {
    headers: bearer(access),
    multipart: {
      licence_authority: 'نقابة المحامين الفلسطينيين',
      licence_number: `PBA-${Date.now()}`,
      document: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: licencePdf() },
    },
  });
  expect(licence.status()).toBe(201);
  const { id } = (await profile.json()) as { id: number };
  const verified = await request.post(`/api/v1/admin/provider-verifications/${id}/decision/`, {
    headers: bearer(await login(request, STAFF)),
    data: { decision: 'verify' },
  });
  expect(verified.status()).toBe(200);
  return { email, password, id };
}

/** Tomorrow's date in Palestine, as the form's date field takes it. */
const tomorrow = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hebron' }).format(new Date(Date.now() + 86_400_000));

test("from a land listing a buyer asks a verified lawyer of its city to check its papers; the lawyer's request view shows the listing (Arabic)", async ({
  page,
  browser,
  request,
}) => {
  const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const name = `المحامية رنا ${n}`;
  // The lawyer serves the listing's city (publishListing places it in the first city of the list).
  const cities = (await (await request.get('/api/v1/realty/cities/')).json()) as { id: number }[];
  const lawyer = await verifiedLawyer(request, name, cities[0]!.id);
  const title = `قطعة أرض للبيع ${n}`;
  const listing = await publishListing(request, {
    title_ar: title,
    description_ar: 'قطعة أرض سكنية مفروزة، الحوض 12 القطعة 40، طابو.',
    type: 'land',
    price: 90000,
    currency: 'JOD',
    area: 1200,
    address: 'بيرزيت، الحوض 12',
  });
  const buyer = await registerAccount(request, 'سامي مشتري', 'buyer');

  // The buyer opens the listing and asks a lawyer to check its papers, choosing the lawyer of its city.
  await signIn(page, buyer.email, buyer.password, 'ar');
  await page.goto(`/realty/property/${listing}`);
  await page.getByRole('link', { name: 'اطلب من محامٍ فحص أوراق هذا العقار' }).click();
  const chooser = page.getByRole('group', { name: 'من يفحص الأوراق؟' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('radio', { name }).check();
  await expect(chooser.getByRole('radio', { name: /المكتب القانوني لفريق منارة/ })).not.toBeChecked();
  await page.getByRole('textbox', { name: 'ما الذي تحتاجه؟' }).fill('أرجو فحص سند التسجيل وإخراج القيد لهذه القطعة قبل الشراء.');
  await page.locator('#request-date-0').fill(tomorrow());
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page).toHaveURL(/\/dashboard\/requests\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  // The lawyer's view of the request shows what it is about: the listing's link, title, city, type, area and place.
  const lawyerPage = await (await browser.newContext()).newPage();
  await signIn(lawyerPage, lawyer.email, lawyer.password, 'ar');
  await lawyerPage.goto(`/dashboard/requests/${id}`);
  const link = lawyerPage.getByRole('link', { name: title });
  await expect(link).toHaveAttribute('href', `/realty/property/${listing}`);
  await expect(lawyerPage.getByText('1200 m²', { exact: false })).toBeVisible();
  await expect(lawyerPage.getByText('أرض', { exact: true })).toBeVisible();
  await expect(lawyerPage.getByText('بيرزيت، الحوض 12')).toBeVisible();
  await expectNoAxeViolations(lawyerPage);
  await lawyerPage.context().close();
});
