import { choosePlace, expect, expectNoAxeViolations, photo, registerAccount, signIn, test } from './fixtures';

test.describe('listing management', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an owner on a phone, in Arabic, adds a listing with photos, finds it pending, edits it and deletes it', async ({
    page,
    request,
  }) => {
    const { email, password } = await registerAccount(request, 'سامي عودة', 'owner');
    await signIn(page, email, password, 'ar');
    await expect(page.getByText('لا توجد عقارات')).toBeVisible();

    // From the buy-sell page's floating button.
    await page.goto('/realty/buy-sell');
    await page.getByRole('button', { name: 'أضف عقارًا' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة عقار' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'إرسال العقار' }).click();
    await expect(dialog.getByText('اكتب العنوان بالعربية أو بالإنجليزية أو بكلتيهما').first()).toBeVisible();
    await expect(dialog.getByText('السعر مطلوب')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'العنوان بالعربية' }).fill('شقة مشمسة في البيرة');
    await expect(dialog.getByText('اكتب العنوان بالعربية أو بالإنجليزية أو بكلتيهما')).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'الوصف بالعربية' }).fill('ثلاث غرف نوم، قريبة من المدارس.');
    await dialog.getByRole('combobox', { name: /نوع العقار/ }).selectOption('apartment');
    await dialog.getByRole('combobox', { name: /الغرض/ }).selectOption('sale');
    await dialog.getByRole('textbox', { name: /^السعر/ }).fill('135000');
    await dialog.getByRole('textbox', { name: /^المساحة/ }).fill('150');
    await dialog.getByRole('textbox', { name: /^غرف النوم/ }).fill('3');
    await choosePlace(dialog, 'البيرة');
    await dialog.getByRole('textbox', { name: /^العنوان الكامل/ }).fill('شارع النهضة');
    await dialog.getByRole('button', { name: 'موقف سيارات' }).click();
    await dialog.locator('input[type=file][accept^="image/"]').setInputFiles([
      { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo({ color: { r: 150, g: 90, b: 70 } }) },
      { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: await photo({ color: { r: 200, g: 90, b: 70 } }) },
    ]);
    await expect(dialog.getByRole('list', { name: 'الصور المختارة' }).getByRole('img')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'إرسال العقار' }).click();
    await expect(page.getByText('تم إرسال العقار بنجاح! ستتم مراجعته من قبل الإدارة قريبًا.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // On the dashboard: pending, with its photo.
    await page.goto('/dashboard');
    const mine = page.getByRole('region', { name: 'عقاراتي' });
    const item = mine.getByRole('list', { name: 'عقاراتي' }).locator(':scope > li');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('شقة مشمسة في البيرة');
    await expect(item).toContainText('قيد المراجعة');
    // Its photos are made ready by the worker after the answer: the dashboard shows them once they are.
    await expect(item.locator('img')).toBeVisible({ timeout: 30_000 });
    await expect(item.getByText(/قيد التجهيز/)).toHaveCount(0);
    await expect(mine.getByRole('tab', { name: /قيد المراجعة/ })).toContainText('1');
    await expectNoAxeViolations(page);

    // Edit.
    await item.getByRole('button', { name: 'تعديل' }).click();
    const edit = page.getByRole('dialog', { name: 'تعديل العقار' });
    const title = edit.getByRole('textbox', { name: 'العنوان بالعربية' });
    await expect(title).toHaveValue('شقة مشمسة في البيرة');
    await expect(edit.getByRole('list', { name: 'الصور المختارة' }).getByRole('img')).toHaveCount(2);
    await title.fill('شقة مشمسة ومجددة في البيرة');
    await edit.getByRole('button', { name: 'إزالة العنصر 1 (الصورة 1)' }).click();
    await edit.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(page.getByText('تم تحديث العقار بنجاح!')).toBeVisible();
    await expect(item).toContainText('شقة مشمسة ومجددة في البيرة');

    // Delete, after the confirmation.
    await item.getByRole('button', { name: 'حذف' }).click();
    const confirm = page.getByRole('dialog', { name: 'حذف العقار' });
    await expect(confirm).toContainText('هل أنت متأكد أنك تريد حذف "شقة مشمسة ومجددة في البيرة"؟');
    await confirm.getByRole('button', { name: 'حذف' }).click();
    await expect(page.getByText('لا توجد عقارات')).toBeVisible();
  });

  test('on a narrow phone every filter tab of My Properties stays in sight (they wrap; none runs off the edge)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const { email, password } = await registerAccount(request, 'سامي عودة', 'owner');
    await signIn(page, email, password, 'ar');
    const tabs = page.getByRole('region', { name: 'عقاراتي' }).getByRole('tab');
    await expect(tabs).toHaveText([/الكل/, /النشطة/, /قيد المراجعة/]);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x, (await tab.textContent()) ?? '').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, (await tab.textContent()) ?? '').toBeLessThanOrEqual(360);
    }
  });

  test('visitors are asked to sign in; the inbox is private', async ({ page }) => {
    await page.goto('/en/realty/rent');
    await page.getByRole('button', { name: 'Add Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login required' });
    await expect(dialog.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Register' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/dashboard/inbox');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
