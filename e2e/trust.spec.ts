import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, publishListing, registerAccount, signIn, submitListing, test } from './fixtures';
import { STAFF } from './global-setup';

/** A listing of a new owner of its own, approved through the API by staff: public, and this test's alone to hide. */
async function publicListing(request: APIRequestContext, title: string) {
  const owner = await registerAccount(request, 'Salma Odeh', 'trust');
  const id = await submitListing(request, owner, {
    title,
    description: 'A flat to report.',
    type: 'apartment',
    price: 90000,
    area: 110,
    address: 'Irsal Street',
  });
  const { access } = (await (await request.post('/api/v1/auth/login/', { data: STAFF })).json()) as { access: string };
  expect((await request.post(`/api/v1/admin/properties/${id}/approve/`, { headers: { authorization: `Bearer ${access}` } })).status()).toBe(
    204,
  );
  return id;
}

test('a visitor reports a listing in Arabic; staff find it in the queue and hide it (English)', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const title = `Reported flat ${Date.now()}`;
  const id = await publicListing(request, title);

  await page.goto(`/realty/property/${id}`);
  await expect(page.getByRole('region', { name: 'احمِ نفسك' })).toContainText('لا تدفع عربونًا أو أي مبلغ قبل أن ترى العقار وأوراقه');
  await page.getByRole('button', { name: 'الإبلاغ عن هذا الإعلان' }).click();
  const dialog = page.getByRole('dialog', { name: 'الإبلاغ عن هذا الإعلان' });
  await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
  await expect(dialog.getByText('اختر ما المشكلة في هذا الإعلان.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: 'احتيال أو نصب' }).check();
  await dialog.getByRole('textbox', { name: 'التفاصيل' }).fill('طلب مني تحويل عربون قبل الزيارة.');
  await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
  await expect(page.getByText('شكرًا لك. سيراجع فريقنا هذا الإعلان.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF.email, STAFF.password);
  await staff.getByRole('link', { name: 'Moderation' }).click();
  await staff.getByRole('tab', { name: 'Reports', exact: true }).click();
  const item = staff.getByRole('list', { name: 'Reports', exact: true }).locator(':scope > li').filter({ hasText: title });
  await expect(item).toContainText('Fraud or scam');
  await expect(item).toContainText('طلب مني تحويل عربون قبل الزيارة.');
  await expect(item).toContainText('A visitor');
  await expectNoAxeViolations(staff);
  await item.getByRole('button', { name: 'Hide the listing' }).click();
  await expect(staff.getByText('The listing is hidden and its reports are closed.')).toBeVisible();
  await expect(item).toHaveCount(0);
  await staff.getByRole('tab', { name: 'Listing hidden' }).click();
  await expect(staff.getByRole('list', { name: 'Reports', exact: true }).locator(':scope > li').filter({ hasText: title })).toContainText(
    'Under review',
  );
  await staff.getByRole('tab', { name: 'Audit log' }).click();
  // This listing's own entry (it names the listing: #id), not the log's first row, which other journeys reach meanwhile.
  const ours = staff
    .getByRole('list', { name: 'Audit log' })
    .locator(':scope > li')
    .filter({ hasText: new RegExp(`#${id}(?!\\d)`) });
  await expect(ours.filter({ hasText: 'Listing hidden from a report' })).toHaveCount(1);
  await staffContext.close();

  // Off the public pages.
  expect((await request.get(`/api/v1/realty/properties/${id}/`)).status()).toBe(404);
});

for (const language of ['ar', 'en'] as const) {
  test(`the owner card of a realtor leads to their provider page with their active listings (${language})`, async ({ page, request }) => {
    // A realtor of this test's own with two live listings: no other journey changes them.
    const email = `realtor-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ps`;
    const realtor = { email, password: 'olive-tree-2025' };
    const registered = await request.post('/api/v1/auth/register/', {
      data: {
        ...realtor,
        password_confirm: realtor.password,
        name: `Al-Rayhan Realty ${Math.random().toString(36).slice(2, 8)}`,
        role: 'provider',
        provider_type: 'realtor',
      },
    });
    expect(registered.status()).toBe(201);
    const listing = { description: 'A bright flat near the market.', type: 'apartment', price: 120000, area: 120, address: 'Main Street' };
    const first = await publishListing(request, { ...listing, title: 'Flat with a balcony' }, realtor);
    await publishListing(request, { ...listing, title: 'Flat with a garden' }, realtor);
    const agency = (await (await request.get(`/api/v1/realty/properties/${first}/`)).json()) as {
      id: number;
      owner: { id: number; name: string; provider_type: string | null };
    };
    expect(agency.owner.provider_type).toBe('realtor');
    const prefix = language === 'en' ? '/en' : '';
    await page.goto(`${prefix}/realty/property/${agency.id}`);
    await page.getByRole('link', { name: language === 'en' ? 'All listings by this owner' : 'كل إعلانات هذا المعلن' }).click();
    // A provider's owner page is their provider page (decision 056): old owner links keep working.
    await expect(page).toHaveURL(new RegExp(`${prefix}/providers/${agency.owner.id}$`));
    const type = language === 'en' ? 'Real estate agent' : 'وسيط عقاري';
    // The name as written, hyphens possibly shown non-breaking (lib/bidi keepHyphenatedWords).
    const name = agency.owner.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/-/g, '[-\u2011]');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${name}$`));
    await expect(page.getByText(type, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${type} \\| ${language === 'en' ? 'Manara' : 'منارة'}$`));
    const page1 = (await (await request.get(`/api/v1/realty/owners/${agency.owner.id}/properties/?page_size=12`)).json()) as {
      results: unknown[];
    };
    expect(page1.results).toHaveLength(2);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expectNoAxeViolations(page);
    // The report dialog, in this language, passes axe too.
    await page.goto(`${prefix}/realty/property/${agency.id}`);
    await page.getByRole('button', { name: language === 'en' ? 'Report this listing' : 'الإبلاغ عن هذا الإعلان' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
