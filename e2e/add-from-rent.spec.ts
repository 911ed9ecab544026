import { expect, registerAccount, signIn, test } from './fixtures';

test('the add-property dialog opened from the rent page starts as a listing for rent (ar), from buy-sell for sale (en)', async ({
  page,
  request,
}) => {
  const { email, password } = await registerAccount(request, 'Rent Owner', 'rent');
  await signIn(page, email, password, 'ar');
  await page.goto('/realty/rent');
  await page.getByRole('button', { name: 'أضف عقارًا' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'إضافة عقار' });
  await expect(dialog.getByRole('combobox', { name: /الغرض/ })).toHaveValue('rent');
  await dialog.getByRole('button', { name: 'إلغاء' }).click();

  await page.goto('/en/realty/buy-sell');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add Property' }).getByRole('combobox', { name: /Purpose/ })).toHaveValue('sale');
});
