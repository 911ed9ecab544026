import { choosePlace, expect, expectNoAxeViolations, registerAccount, signIn, test } from './fixtures';

// The maps run on the blank style (MAP_STYLE_URL=blank in global-setup): no tile server, the pins are
// the page's own elements.

test.describe('maps', () => {
  test('the buy-sell map view shows the pins, and zooming into a cluster narrows the list to the area (en)', async ({ page }) => {
    await page.goto('/en/realty/buy-sell');
    const count = page.getByText(/^\d+ propert(y|ies)$/);
    await expect(count).toBeVisible();
    const before = Number((await count.textContent())!.match(/\d+/)![0]);

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map.locator('.map-cluster, .map-price').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Ramallah's listings crowd into one cluster at this zoom: choosing it zooms in and filters the list.
    const cluster = map.getByRole('button', { name: /listings here: zoom in/ }).first();
    await cluster.click();
    await expect(page).toHaveURL(/bbox=/);
    await expect
      .poll(async () => Number(((await count.textContent()) ?? '').match(/\d+/)?.[0] ?? NaN), { timeout: 15_000 })
      .toBeLessThan(before);

    // A price pin opens its listing, which shows where it is.
    const pin = map.locator('a.map-price').first();
    await expect(pin).toBeVisible();
    await pin.click();
    await expect(page).toHaveURL(/\/en\/realty\/property\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The location is far down the page and loads when the reader scrolls near it (decision 054).
    await page.getByRole('heading', { name: 'Description' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: /Map showing the (property's location|area of the property's city)/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      /google\.com\/maps\/search\/\?api=1&query=3[12]\.\d+,3[45]\.\d+/,
    );

    // Back to the list: the area filter goes with the map.
    await page.goto('/en/realty/buy-sell?view=map&bbox=35.1,31.8,35.3,32.0');
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page).not.toHaveURL(/bbox=|view=/);
  });

  test('an owner on a phone, in Arabic, drops a pin in the add form and the listing page shows it', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const owner = await registerAccount(request, 'ليلى حداد', 'pin');
    await signIn(page, owner.email, owner.password, 'ar');
    await page.goto('/realty/buy-sell');
    await page.getByRole('button', { name: 'أضف عقارًا' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'إضافة عقار' });
    await dialog.getByRole('textbox', { name: 'العنوان بالعربية' }).fill('أرض في بيت لحم');
    await dialog.getByRole('textbox', { name: 'الوصف بالعربية' }).fill('أرض مطلة على الوادي.');
    await dialog.getByRole('combobox', { name: /نوع العقار/ }).selectOption('land');
    await dialog.getByRole('combobox', { name: /الغرض/ }).selectOption('sale');
    await dialog.getByRole('textbox', { name: /^السعر/ }).fill('90000');
    await dialog.getByRole('textbox', { name: /^المساحة/ }).fill('1000');
    await choosePlace(dialog, 'بيت لحم');
    await dialog.getByRole('textbox', { name: /^العنوان الكامل/ }).fill('شارع المهد');

    await expect(dialog.getByText('لا دبوس بعد: سيظهر العقار في منطقة مدينته.')).toBeVisible();
    await dialog.getByRole('button', { name: 'ضع الدبوس في وسط الخريطة' }).click();
    await expect(dialog.getByText('الدبوس عند')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'أزل الدبوس' })).toBeVisible();
    await dialog.getByRole('button', { name: 'إرسال العقار' }).click();
    await expect(page.getByText('تم إرسال العقار بنجاح! ستتم مراجعته من قبل الإدارة قريبًا.')).toBeVisible();

    const { access } = (await (await request.post('/api/v1/auth/login/', { data: owner })).json()) as { access: string };
    const mine = (await (
      await request.get('/api/v1/realty/properties/my_properties/', { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { results: { id: number }[] };
    const id = mine.results[0]!.id;
    const detail = (await (
      await request.get(`/api/v1/realty/properties/${id}/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as {
      location: { latitude: number; longitude: number; exact: boolean };
    };
    // Bethlehem's centre, where the map opened once the city was chosen.
    expect(detail.location.exact).toBe(true);
    expect(detail.location.latitude).toBeCloseTo(31.7, 1);
    expect(detail.location.longitude).toBeCloseTo(35.2, 1);

    await page.goto(`/realty/property/${id}`);
    // The location and its map, below the fold, load only when they come near the viewport (issue 35; the
    // owner's own listing under review is rendered in the browser, so nothing of it is there before).
    await page.getByRole('heading', { name: 'الوصف' }).scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: 'خريطة تبيّن موقع العقار' });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect(page.getByText('الموقع كما حدّده المالك.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'أرض في بيت لحم' })).toBeVisible();
  });
});
