import { expect, expectNoAxeViolations, publishListing, test } from './fixtures';

/** The walk's defects of issue 33 (item 8), as a phone and a desktop reader meet them. */
test.describe('the walk’s defects', () => {
  test('the map view comes first on a phone: the map is in the first screen, the unpinned listings counted', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/realty/buy-sell?view=map');
    await expect(page.getByRole('heading', { level: 1, name: 'عقارات للبيع على الخريطة' })).toBeVisible();
    const map = page.getByRole('region', { name: 'خريطة النتائج' });
    await expect(map).toBeVisible();
    const box = (await map.boundingBox())!;
    // In the first screen, and most of it.
    expect(box.y).toBeLessThan(844 / 2);
    expect(box.height).toBeGreaterThan(844 / 3);
    await expectNoAxeViolations(page);
  });

  test('an English address is shown marked as English on an Arabic page', async ({ page, request }) => {
    const n = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const address = `12 Olive Tree Street ${n}`;
    const id = await publishListing(request, {
      title_ar: `شقة قرب شارع الزيتون ${n}`,
      title_en: `Flat near Olive Tree Street ${n}`,
      description_ar: 'شقة مشمسة.',
      description_en: 'A sunny flat.',
      type: 'apartment',
      price: 120000,
      area: 110,
      address,
    });
    await page.goto(`/realty/property/${id}`);
    // The one on screen (the printed brochure repeats it, hidden until printing).
    const shown = page.getByText(address, { exact: true }).filter({ visible: true });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('lang', 'en');
    await expect(shown).toHaveAttribute('dir', 'ltr');
    await expectNoAxeViolations(page);
  });
});
