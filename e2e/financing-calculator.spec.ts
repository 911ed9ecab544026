import { STAFF } from './global-setup';
import { expect, expectNoAxeViolations, publishListing, signIn, test } from './fixtures';

// Issue 33, decision 062: staff keep financing profiles in /admin; a buyer picks one in a sale listing's
// calculator and sees the instalment. The listing is the journey's own (through the API), never a demo row.
test('staff add a financing profile (Arabic); a buyer picks it on a sale listing and sees the instalment, in Arabic and on an English phone', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const n = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const name = { ar: `قرض سكني للاختبار ${n}`, en: `Test home loan ${n}` };
  const title = { ar: `شقة للبيع مع حاسبة ${n}`, en: `Flat for sale with a calculator ${n}` };
  const id = await publishListing(request, {
    title_ar: title.ar,
    title_en: title.en,
    description_ar: 'شقة واسعة قرب المركز.',
    description_en: 'A roomy flat near the centre.',
    type: 'apartment',
    price: 250000,
    currency: 'USD',
    area: 140,
    address: 'Ramallah',
  });

  // Staff, in Arabic: the Financing tab, a new profile — a conventional loan at 6 % for up to 30 years, 20 % down.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF.email, STAFF.password, 'ar');
  await staff.goto('/admin');
  await staff.getByRole('tab', { name: 'ملفات التمويل' }).click();
  await staff.getByRole('button', { name: 'إضافة ملف تمويل' }).click();
  const dialog = staff.getByRole('dialog', { name: 'إضافة ملف تمويل' });
  await dialog.getByRole('textbox', { name: /الاسم \(بالعربية\)/ }).fill(name.ar);
  await dialog.getByRole('textbox', { name: /الاسم \(بالإنجليزية\)/ }).fill(name.en);
  await dialog.getByRole('textbox', { name: /النسبة السنوية/ }).fill('٦');
  await dialog.getByRole('textbox', { name: /أطول مدة/ }).fill('30');
  // Out of range first: the message is on its field, in Arabic.
  await dialog.getByRole('textbox', { name: /أقل دفعة أولى/ }).fill('99');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog.getByText('أدخل دفعة أولى من 0 إلى 95% من السعر.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /أقل دفعة أولى/ }).fill('20');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog).toHaveCount(0);
  const row = staff.getByRole('list', { name: 'ملفات التمويل' }).getByRole('listitem').filter({ hasText: name.ar });
  await expect(row).toContainText('قرض تقليدي (فائدة)');
  await expect(row).toContainText('حتى 30 سنة');
  await expect(staff.locator('[data-sonner-toast]').filter({ hasText: 'حُفظ ملف التمويل.' })).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(staff);
  await staffContext.close();

  // A buyer, in Arabic: the listing's calculator loads when opened; the profile sets the terms.
  await page.goto(`/realty/property/${id}`);
  const section = page.getByRole('region', { name: 'حاسبة التمويل' });
  await section.getByRole('button', { name: 'احسب القسط' }).click();
  const preset = section.getByRole('combobox', { name: 'خيار تمويل جاهز' });
  await expect(preset.getByRole('option', { name: name.ar })).toHaveCount(1);
  await preset.selectOption({ label: name.ar });
  await expect(section.getByRole('textbox', { name: 'الدفعة الأولى (USD)' })).toHaveValue('50000');
  // 200,000 financed at 6 % for 30 years: 1,199.10 a month (a standard amortisation table's figure).
  await expect(section.getByTestId('financing-monthly')).toHaveText('1,199.10 دولار');
  await expect(section.getByTestId('financing-cost')).toHaveText('231,676.38 دولار');
  await expect(section.getByText('مجموع الفائدة')).toBeVisible();
  await expect(section.getByTestId('financing-preset-note')).toContainText('روجع في');
  await expectNoAxeViolations(page);

  // English, on a phone: a term beyond the profile's is refused with a clear message.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en/realty/property/${id}`);
  const en = page.getByRole('region', { name: 'Financing calculator' });
  await en.getByRole('button', { name: 'Calculate the instalment' }).click();
  await en.getByRole('combobox', { name: 'Financing preset' }).selectOption({ label: name.en });
  await expect(en.getByTestId('financing-monthly')).toHaveText('$1,199.10');
  const years = en.getByRole('textbox', { name: 'Term (years)' });
  await years.fill('35');
  await expect(en.getByText('This preset lends for at most 30 years.')).toBeVisible();
  await years.fill('25');
  await expect(en.getByTestId('financing-monthly')).toHaveText('$1,288.60');
  await expectNoAxeViolations(page);
});
