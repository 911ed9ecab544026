import { expect, expectNoAxeViolations, registerAccount, signIn, test } from './fixtures';
import { STAFF } from './global-setup';

/**
 * Decision 045: an owner writes a listing in English only; the Arabic page shows the English text
 * marked with its language and direction and a small note, the English page shows it plainly, and a
 * search in either language finds it. Decision 072: the owner's name typed in Arabic is shown on the
 * English page marked the same way, until they give an English display name in their profile.
 */
test('an English-only listing: written through the form, shown on the Arabic page in English with a note', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const owner = await registerAccount(request, 'لينا صالح', 'bilingual');
  const stamp = Date.now();
  const title = `Olive press loft ${stamp}`;

  await signIn(page, owner.email, owner.password, 'en');
  await page.goto('/en/realty/buy-sell');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  // Both languages offered, English first on the English page; each field written in its direction.
  await expect(dialog.getByRole('group', { name: 'English' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title in Arabic' })).toHaveAttribute('dir', 'rtl');
  await dialog.getByRole('textbox', { name: 'Title in English' }).fill(title);
  await dialog.getByRole('button', { name: 'Submit Property' }).click();
  // A title needs its description.
  await expect(dialog.getByRole('textbox', { name: 'Description in English' })).toHaveAccessibleDescription('Description is required');
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Description in English' }).fill('A converted olive press with stone arches.');
  await dialog.getByRole('combobox', { name: /Property type/ }).selectOption('house');
  await dialog.getByRole('combobox', { name: /Purpose/ }).selectOption('sale');
  await dialog.getByRole('textbox', { name: /^Price/ }).fill('240000');
  await dialog.getByRole('textbox', { name: /^Area/ }).fill('210');
  const country = dialog.getByRole('combobox', { name: /Country/ });
  await expect(country).toBeEnabled();
  await country.selectOption({ index: 1 });
  const city = dialog.getByRole('combobox', { name: /City/ });
  await expect(city).toBeEnabled();
  await city.selectOption({ label: 'Nablus' });
  await dialog.getByRole('textbox', { name: /^Full address/ }).fill('Old City');
  await dialog.getByRole('button', { name: 'Submit Property' }).click();
  await expect(dialog).toHaveCount(0);

  const { access } = (await (await request.post('/api/v1/auth/login/', { data: STAFF })).json()) as { access: string };
  const auth = { authorization: `Bearer ${access}` };
  const pending = (await (await request.get(`/api/v1/admin/properties/?status=pending&search=${stamp}`, { headers: auth })).json()) as {
    results: { id: number }[];
  };
  const id = pending.results[0]!.id;
  expect((await request.post(`/api/v1/admin/properties/${id}/approve/`, { headers: auth })).status()).toBe(204);

  // The Arabic page: the English text, marked as English, and the note.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/realty/property/${id}`);
  const heading = visitor.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading.locator('[lang="en"][dir="ltr"]')).toHaveText(title);
  await expect(visitor.getByText('مكتوب بالإنجليزية').first()).toBeVisible();
  await expect(visitor.getByText('A converted olive press with stone arches.')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(visitor);

  // A search in Arabic pages finds it by its English words; its card says it is in English.
  await visitor.goto(`/realty/buy-sell?search=${encodeURIComponent(`olive press loft ${stamp}`)}`);
  const card = visitor.locator('article').filter({ hasText: title });
  await expect(card).toContainText('مكتوب بالإنجليزية');
  await expect(card.locator('a [lang="en"]')).toHaveText(title);
  await expectNoAxeViolations(visitor);

  // The English page shows it plainly; the owner's Arabic name is marked as Arabic, isolated, with the note.
  await visitor.goto(`/en/realty/property/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const arabicName = visitor.getByText('لينا صالح', { exact: true });
  await expect(arabicName).toHaveAttribute('lang', 'ar');
  await expect(arabicName).toHaveAttribute('dir', 'rtl');
  await expect(arabicName).toHaveJSProperty('tagName', 'BDI');
  await expect(visitor.getByText('Written in', { exact: false })).toHaveText(['Written in Arabic']);
  await expectNoAxeViolations(visitor);

  // The owner gives their name in English in the profile: the English page shows it plainly.
  await page.goto('/en/dashboard/profile');
  await page.getByRole('textbox', { name: 'Public name in English' }).fill('Lina Saleh');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('Lina Saleh', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Written in', { exact: false })).toHaveCount(0);
  // The Arabic page keeps the name as typed, in Arabic.
  await visitor.goto(`/realty/property/${id}`);
  await expect(visitor.getByText('لينا صالح', { exact: true })).toBeVisible();
});
