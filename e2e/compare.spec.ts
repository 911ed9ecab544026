import { expect, expectNoAxeViolations, publishListing, test as base } from './fixtures';

/**
 * Compare, recently viewed and the printed brochure (issue 33, items 4 and 5), on the test's own
 * listings created through the API.
 */
const test = base.extend<{ listings: { id: number; en: string; ar: string }[] }>({
  listings: async ({ request }, use) => {
    const n = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const specs = [
      {
        en: `Garden flat ${n}`,
        ar: `شقة بحديقة ${n}`,
        type: 'apartment',
        price: 120000,
        area: 140,
        beds: 3,
        baths: 2,
        amenities: ['parking', 'garden'],
      },
      { en: `Olive plot ${n}`, ar: `قطعة أرض زيتون ${n}`, type: 'land', price: 90000, currency: 'JOD', area: 2000, amenities: [] },
      {
        en: `Town house ${n}`,
        ar: `بيت في البلدة ${n}`,
        type: 'house',
        price: 250000,
        currency: 'ILS',
        area: 210,
        beds: 4,
        baths: 3,
        amenities: ['parking'],
      },
    ];
    const listings = [];
    for (const { en, ar, ...rest } of specs) {
      const id = await publishListing(request, {
        title_en: en,
        title_ar: ar,
        description_en: `${en}: bright rooms, a quiet street and a view of the hills.`,
        description_ar: `${ar}: غرف مشرقة وشارع هادئ وإطلالة على التلال.`,
        address: 'Al-Irsal Street',
        ...rest,
      });
      listings.push({ id, en, ar });
    }
    await use(listings);
  },
});

test.describe('compare, recently viewed, brochure', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('three listings compared side by side on a phone, chosen on their pages, in English and Arabic', async ({ page, listings }) => {
    for (const listing of listings) {
      await page.goto(`/en/realty/property/${listing.id}`);
      const toggle = page.getByRole('button', { name: 'Compare', exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('link', { name: 'Compare (3)' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/realty/compare\\?ids=${listings.map((l) => l.id).join(',')}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Compare listings' })).toBeVisible();

    const table = page.getByRole('table');
    for (const listing of listings) await expect(table.getByRole('columnheader', { name: new RegExp(listing.en) })).toBeVisible();
    const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    await expect(row('Price per m² / dunam')).toContainText(/45,000.* per dunam/);
    await expect(row('Area')).toContainText('2 dunams');
    await expect(row('Garden')).toContainText('Yes');
    // A phone scrolls the table sideways under its sticky row labels, not four squeezed columns.
    const region = page.getByRole('region', { name: /3 listings compared side by side/ });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(
      await table
        .getByRole('rowheader')
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).toBe('sticky');
    await page.screenshot({ path: test.info().outputPath('compare-en-390.png'), fullPage: true });
    await expectNoAxeViolations(page);

    await page.goto(page.url().replace('/en/realty/compare', '/realty/compare'));
    await expect(page.getByRole('heading', { level: 1, name: 'مقارنة العقارات' })).toBeVisible();
    for (const listing of listings) await expect(page.getByRole('columnheader', { name: new RegExp(listing.ar) })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('compare-ar-390.png'), fullPage: true });
    await expectNoAxeViolations(page);
    // On a wide screen the four columns fit; the sticky labels stay put.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: test.info().outputPath('compare-ar-1366.png'), fullPage: true });
    await page.goto(page.url().replace('/realty/compare', '/en/realty/compare'));
    await expect(page.getByRole('heading', { level: 1, name: 'Compare listings' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('compare-en-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });

    // Five listings are refused with the server's reason, and the first four offered.
    await page.goto(`/en/realty/compare?ids=${[...listings.map((l) => l.id), 1, 2].join(',')}`);
    await expect(page.getByRole('alert')).toContainText('A comparison holds at most 4 listings.');
  });

  test('recently viewed on the home page after viewing two listings, newest first', async ({ page, listings }) => {
    const [first, second] = listings as [(typeof listings)[0], (typeof listings)[0]];
    await page.goto('/en');
    await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
    await page.goto(`/en/realty/property/${first.id}`);
    await page.goto(`/en/realty/property/${second.id}`);
    // On a listing's page: the others viewed, not the one being read.
    const onListing = page.getByRole('region', { name: 'Recently viewed' });
    await expect(onListing.getByRole('link', { name: new RegExp(first.en) })).toBeVisible();
    await expect(onListing.getByRole('link', { name: new RegExp(second.en) })).toHaveCount(0);

    await page.goto('/en');
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('article')).toHaveCount(2);
    await expect(recent.getByRole('article').first()).toContainText(second.en);
    await expect(recent.getByRole('article').nth(1)).toContainText(first.en);
    await expectNoAxeViolations(page);
    await recent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('recent-en-390.png') });

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'شاهدتها مؤخرًا' }).getByRole('article').first()).toContainText(second.ar);
  });

  for (const language of ['en', 'ar'] as const) {
    test(`a listing prints as an A4 brochure with its facts and a QR code of its address (${language})`, async ({ page, listings }) => {
      const listing = listings[0]!;
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.goto(`${language === 'en' ? '/en' : ''}/realty/property/${listing.id}`);
      await expect(page.getByRole('button', { name: language === 'en' ? 'Print brochure' : 'اطبع الكتيّب' })).toBeVisible();
      const brochure = page.getByTestId('print-brochure');
      await expect(brochure).toBeHidden();
      await expectNoAxeViolations(page);

      await page.emulateMedia({ media: 'print' });
      await expect(brochure).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(brochure.getByRole('heading', { level: 1 })).toHaveText(listing[language]);
      const facts = brochure.getByTestId('brochure-facts');
      await expect(facts).toBeVisible();
      await expect(facts).toContainText(language === 'en' ? 'Bedrooms' : 'غرف النوم');
      await expect(brochure).toContainText(language === 'en' ? '$120,000' : '120,000');
      const qr = brochure.getByTestId('brochure-qr');
      await expect(qr).toBeVisible();
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await qr.getAttribute('src')).toBe(`/api/v1/realty/properties/${listing.id}/qr/?lang=${language}`);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.screenshot({ path: test.info().outputPath(`brochure-${language}.png`), fullPage: true });
    });
  }
});
