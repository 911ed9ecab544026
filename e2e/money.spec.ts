import { STAFF } from './global-setup';
import { expect, expectNoAxeViolations, publishListing, signIn, test as base } from './fixtures';

// Each journey's own plot, priced 150,000 JOD and measuring 1,500 m² (1.5 dunams); the starting rates
// are 0.709 JOD and 3.7 ₪ per US dollar (decision 040).
const test = base.extend<{ plot: { en: string; ar: string } }>({
  plot: async ({ request }, use) => {
    const n = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const plot = { en: `Residential plot with valley view ${n}`, ar: `قطعة أرض سكنية بإطلالة على الوادي ${n}` };
    await publishListing(request, {
      title_en: plot.en,
      title_ar: plot.ar,
      description_en: 'A plot with a valley view.',
      description_ar: 'قطعة أرض بإطلالة على الوادي.',
      type: 'land',
      price: 150000,
      currency: 'JOD',
      area: 1500,
      address: 'Birzeit',
    });
    await use(plot);
  },
});

test.describe('money and land', () => {
  test('a JOD land listing read in US dollars and in shekels, with its dunams, in English', async ({ page, plot }) => {
    const PLOT = plot.en;
    await page.goto('/en/realty/buy-sell?type=land');
    const card = page.getByRole('article').filter({ hasText: PLOT });
    await expect(card).toContainText('≈ $212,000');
    await expect(card).toContainText('1.5 dunams');

    await page.getByRole('combobox', { name: 'Currency' }).first().selectOption('ILS');
    await expect(page).toHaveURL(/currency=ILS/);
    await expect(card).toContainText('≈ ₪783,000');

    // The currency goes with the links: the listing's page leads with the price as listed, the shekels after it (decision 063).
    await card.getByRole('link', { name: PLOT }).click();
    await expect(page).toHaveURL(/\/en\/realty\/property\/\d+\?currency=ILS$/);
    const price = page.getByRole('complementary', { name: 'Sale price' });
    await expect(price).toContainText('JOD 150,000');
    await expect(price.getByTestId('price-converted')).toContainText('≈ ₪783,000');
    await expect(price).toContainText('JOD 100,000 per dunam');
    await expect(page.getByText('1.5 dunams (1,500 m²)')).toBeVisible();
    await expectNoAxeViolations(page);

    // Price bounds are in the shown currency: 800,000 ₪ keeps the plot, 700,000 ₪ leaves it out.
    await page.goto('/en/realty/buy-sell?type=land&currency=ILS&price_max=800000');
    await expect(page.getByRole('article').filter({ hasText: PLOT })).toBeVisible();
    await page.goto('/en/realty/buy-sell?type=land&currency=ILS&price_max=700000');
    await expect(page.getByText(/^\d+ propert(y|ies)$/)).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: PLOT })).toHaveCount(0);

    // In the filter panel the bounds say their units: shekels, and dunams for land (1.5 dunams keeps the plot, 1.6 does not).
    await page.goto('/en/realty/buy-sell?type=land&currency=ILS');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('textbox', { name: 'Max price (ILS)' })).toBeVisible();
    const minArea = page.getByRole('textbox', { name: 'Min area (dunams)' });
    await minArea.fill('1.5');
    await expect(page).toHaveURL(/area_min=1500/);
    await expect(page.getByRole('article').filter({ hasText: PLOT })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter: From 1.5 dunams' })).toBeVisible();
    await minArea.fill('1.6');
    await expect(page).toHaveURL(/area_min=1600/);
    await expect(page.getByRole('article').filter({ hasText: PLOT })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the same plot in Arabic: dollars by default, its own dinars exactly, and the choice kept on the next visit', async ({
    page,
    plot,
  }) => {
    const PLOT_AR = plot.ar;
    await page.goto('/realty/buy-sell?type=land');
    const card = page.getByRole('article').filter({ hasText: PLOT_AR });
    await expect(card).toContainText('≈ 212,000 دولار');
    await expect(card).toContainText('1.5 دونم');

    await page.getByRole('combobox', { name: 'العملة' }).first().selectOption('JOD');
    await expect(card).toContainText('150,000 دينار');
    await expect(card).not.toContainText('≈');

    // Remembered: a plain address is sent on with the chosen currency.
    await page.goto('/realty/buy-sell?type=land');
    await expect(page).toHaveURL(/currency=JOD/);
    await card.getByRole('link').first().click();
    const price = page.getByRole('complementary', { name: 'سعر البيع' });
    await expect(price).toContainText('150,000 دينار');
    await expect(price).toContainText('100,000 دينار للدونم');
    await expect(page.getByText('1.5 دونم (1,500 م²)')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('staff see the exchange rates with their date and set one (audited); the page is accessible', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const staff = await context.newPage();
    await signIn(staff, STAFF.email, STAFF.password);
    await staff.goto('/en/admin');
    await staff.getByRole('tab', { name: 'Exchange rates' }).click();
    const rates = staff.getByRole('list', { name: 'Exchange rates' });
    await expect(rates.locator(':scope > li')).toHaveCount(2);
    await expect(rates).toContainText('1 USD = 0.709 JOD');
    await expectNoAxeViolations(staff);

    // The same JOD rate set again (other journeys read prices at it): now dated and signed.
    const dinar = rates.locator(':scope > li').filter({ hasText: 'Jordanian dinar' });
    await dinar.getByRole('textbox', { name: /Jordanian dinar per US dollar/ }).fill('0.709');
    await dinar.getByRole('button', { name: 'Save rate' }).click();
    await expect(dinar).toContainText(/Set .* by /);
    await staff.getByRole('tab', { name: 'Audit log' }).click();
    await expect(staff.getByText('Exchange rate set').first()).toBeVisible();

    await staff.goto('/admin');
    await staff.getByRole('tab', { name: 'أسعار الصرف' }).click();
    await expect(staff.getByRole('list', { name: 'أسعار الصرف' })).toContainText('دينار أردني');
    await expectNoAxeViolations(staff);
    await context.close();
  });
});
