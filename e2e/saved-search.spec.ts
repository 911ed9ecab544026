import { expect, registerAccount, signIn, test } from './fixtures';

test.describe('saved searches', () => {
  test('a visitor is asked to sign in; a user saves a search from buy-sell, finds it on the dashboard and changes its alerts (en)', async ({
    page,
    request,
  }) => {
    await page.goto('/en/realty/buy-sell?type=apartment');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page.getByText('Sign in to save this search and be told of new listings.')).toBeVisible();

    const user = await registerAccount(request, 'Rana Khalil', 'saver');
    await signIn(page, user.email, user.password, 'en');
    await page.goto('/en/realty/buy-sell?type=apartment');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page.getByText('Search saved: new matches will be e-mailed to you daily.')).toBeVisible();

    await page.goto('/en/dashboard');
    const saved = page.getByRole('region', { name: 'Saved searches' });
    const item = saved.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(/\d+ listings? now/);
    const alerts = item.getByRole('combobox', { name: 'E-mail alerts' });
    await expect(alerts).toHaveValue('daily');
    await alerts.selectOption('instant');
    // Kept by the server: still "At once" after a reload.
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByRole('region', { name: 'Saved searches' }).getByRole('combobox', { name: 'E-mail alerts' }).inputValue();
      })
      .toBe('instant');

    // Its link opens the list with the saved filters.
    await page.getByRole('region', { name: 'Saved searches' }).getByRole('listitem').getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/realty\/buy-sell\?.*type=apartment/);
  });
});
