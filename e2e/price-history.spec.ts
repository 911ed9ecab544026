import { expect, expectNoAxeViolations, publishListing, registerAccount, test } from './fixtures';
import { STAFF } from './global-setup';

/**
 * Issue 33, Build 1 (decision 060), in Arabic: an owner's live listing, a price cut the owner asks for
 * and staff approve; the listing page shows the history (the line and the list) and the card in the
 * list carries «انخفض السعر 10٪».
 */
test('a price cut approved by staff: the page shows the history and the card the mark', async ({ page, request }) => {
  const owner = await registerAccount(request, 'Maha Odeh', 'price-cut');
  const stamp = Date.now();
  const title = `شقة الكرمة ${stamp}`;
  const id = await publishListing(
    request,
    {
      title_ar: title,
      description_ar: 'شقة مشرقة قرب السوق.',
      type: 'apartment',
      price: 200000,
      currency: 'USD',
      area: 130,
      address: 'شارع الإرسال',
    },
    owner,
  );
  const login = async (who: { email: string; password: string }) =>
    ({
      authorization: `Bearer ${((await (await request.post('/api/v1/auth/login/', { data: who })).json()) as { access: string }).access}`,
    }) as const;

  // The owner lowers the price (held for review), staff approve it.
  const edit = await request.patch(`/api/v1/realty/properties/${id}/`, { headers: await login(owner), data: { price: 180000 } });
  expect(edit.status()).toBe(200);
  const approved = await request.post(`/api/v1/admin/listing-changes/${id}/approve/`, { headers: await login(STAFF) });
  expect(approved.status()).toBe(204);

  await page.goto(`/realty/property/${id}`);
  const history = page.getByRole('region', { name: 'تاريخ السعر' });
  await expect(history).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('من 200,000 دولار إلى 180,000 دولار');
  await expect(history.getByRole('listitem').first()).toContainText('انخفاض 10٪');
  await expect(history.getByText('انخفض السعر 10٪')).toBeVisible();
  await expectNoAxeViolations(page);

  // The list ordered by the latest cut: this listing's card, marked.
  await page.goto(`/realty/buy-sell?ordering=-price_cut_at&search=${encodeURIComponent(String(stamp))}`);
  const card = page.locator('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('price-reduced')).toHaveText('انخفض السعر 10٪');
  await expect(page.getByRole('combobox', { name: 'ترتيب حسب' })).toHaveValue('-price_cut_at');
  await expectNoAxeViolations(page);
});
