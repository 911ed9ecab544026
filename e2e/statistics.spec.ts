import { expect, expectNoAxeViolations, publishListing, registerAccount, signIn, test } from './fixtures';
import { STAFF } from './global-setup';

/**
 * Issue 33, Build 3 (decision 068): an owner's 30-day chart. Three visitors view the listing (one of them
 * twice: counted once), one writes, the price is cut and approved; the owner opens Statistics from the
 * dashboard and sees the chart drawn, today's row in the table, the change marked; axe clean, in Arabic
 * and on an English phone.
 */
test("the owner's 30-day statistics: chart, table and the price change marked", async ({ page, request, browser }) => {
  const owner = await registerAccount(request, 'Rami Haddad', 'stats');
  const title = `Statistics flat ${Date.now()}`;
  const id = await publishListing(
    request,
    {
      title_en: title,
      description_en: 'A bright flat.',
      type: 'apartment',
      price: 150000,
      currency: 'USD',
      area: 110,
      address: 'Main Street',
    },
    owner,
  );
  for (const agent of ['Visitor-A', 'Visitor-A', 'Visitor-B', 'Visitor-C'])
    expect((await request.get(`/api/v1/realty/properties/${id}/`, { headers: { 'user-agent': agent } })).status()).toBe(200);
  const inquiry = await request.post(`/api/v1/realty/properties/${id}/inquiries/`, {
    headers: { 'user-agent': 'Visitor-B' },
    data: { name: 'Sami Odeh', email: 'sami@example.ps', message: 'Is it still available?', kind: 'contact' },
  });
  expect(inquiry.status()).toBe(201);
  const token = async (who: { email: string; password: string }) =>
    `Bearer ${((await (await request.post('/api/v1/auth/login/', { data: who })).json()) as { access: string }).access}`;
  expect(
    (
      await request.patch(`/api/v1/realty/properties/${id}/`, { headers: { authorization: await token(owner) }, data: { price: 135000 } })
    ).status(),
  ).toBe(200);
  expect(
    (await request.post(`/api/v1/admin/listing-changes/${id}/approve/`, { headers: { authorization: await token(STAFF) } })).status(),
  ).toBe(204);

  await signIn(page, owner.email, owner.password, 'ar');
  await page.getByRole('link', { name: 'الإحصاءات' }).click();
  await expect(page).toHaveURL(/\/dashboard\/statistics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'إحصاءات إعلاناتك' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'آخر 30 يومًا' })).toHaveAttribute('aria-pressed', 'true');
  // The chart is drawn (uPlot's canvas, loaded with this page only) and the table holds today's numbers.
  await expect(page.getByTestId('statistics-chart').locator('canvas')).toBeVisible();
  const table = page.getByRole('table', { name: /يومًا بيوم/ });
  await expect(table.getByRole('row')).toHaveCount(32); // the header, 30 days, the total
  const today = table.getByRole('row').nth(1);
  await expect(today).toContainText('تغيّر السعر');
  await expect(today.getByRole('cell').nth(0)).toHaveText('3'); // views: three visitors
  await expect(today.getByRole('cell').nth(1)).toHaveText('1'); // one message
  await expect(page.getByText('150,000 دولار ← 135,000 دولار')).toBeVisible();
  await expectNoAxeViolations(page);

  // One listing chosen, on an English phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const mobile = await phone.newPage();
  await signIn(mobile, owner.email, owner.password, 'en');
  await mobile.goto(`/en/dashboard/statistics?days=30&listing=${id}`);
  await expect(mobile.getByRole('combobox', { name: 'Listing' })).toHaveValue(String(id));
  await expect(mobile.getByTestId('statistics-chart').locator('canvas')).toBeVisible();
  await expect(
    mobile
      .getByRole('table', { name: /Per day/ })
      .getByRole('row')
      .nth(1),
  ).toContainText('Price changed');
  await expectNoAxeViolations(mobile);
  await phone.close();
});

/** Staff's overview (decision 068) in the staff area: the chart, the per-day table and active listings; axe clean. */
test("staff's statistics overview", async ({ page, request }) => {
  await publishListing(request, {
    title_en: `Overview flat ${Date.now()}`,
    description_en: 'A flat.',
    type: 'apartment',
    price: 90000,
    currency: 'USD',
    area: 90,
    address: 'Main Street',
  });
  await signIn(page, STAFF.email, STAFF.password, 'en');
  await page.goto('/en/admin');
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('statistics-chart').locator('canvas')).toBeVisible();
  const perDay = page.getByRole('table', { name: /Per day/ });
  await expect(perDay.getByRole('row')).toHaveCount(31); // the header and 30 days
  // Today: at least this test's listing was submitted and approved.
  await expect(perDay.getByRole('row').nth(1).getByRole('cell').nth(0)).not.toHaveText('0');
  await expect(perDay.getByRole('row').nth(1).getByRole('cell').nth(1)).not.toHaveText('0');
  await expect(page.getByRole('table', { name: 'Active listings by city and type' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(perDay.getByRole('row')).toHaveCount(8);
});
