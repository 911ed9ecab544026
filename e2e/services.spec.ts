import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { verifiedLawyer } from './provider-api';

test('a verified lawyer lists «Contract review, 50 JOD per session»; a visitor finds it on /legal by searching (Arabic)', async ({
  page,
  browser,
  request,
}) => {
  const name = `المحامية ريم ${Date.now().toString(36)}`;
  const lawyer = await verifiedLawyer(request, name);

  await signIn(page, lawyer.email, lawyer.password, 'ar');
  const section = page.getByRole('region', { name: 'خدماتي' });
  await section.getByRole('button', { name: 'أضف خدمة' }).click();
  const form = page.getByRole('form', { name: 'خدمة جديدة' });
  await form.getByRole('textbox', { name: 'العنوان (بالإنجليزية)' }).fill('Contract review');
  await form.getByRole('textbox', { name: 'الوصف (بالإنجليزية)' }).fill('A sale or lease contract read before you sign.');
  await form.getByRole('combobox', { name: 'التصنيف' }).selectOption('contracts_documentation');
  await form
    .getByRole('spinbutton', { name: 'المبلغ' })
    .or(form.getByRole('textbox', { name: 'المبلغ' }))
    .fill('50');
  await form.getByRole('combobox', { name: 'العملة' }).selectOption('JOD');
  await form.getByRole('combobox', { name: 'الوحدة' }).selectOption('session');
  await form.getByRole('button', { name: 'احفظ الخدمة' }).click();
  const card = section.getByRole('listitem').filter({ hasText: 'Contract review' });
  await expect(card).toContainText('منشورة');
  await expect(card).toContainText('للجلسة');

  // A visitor (another browser context, signed out) searches the legal directory.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/legal');
  await expect(visitor.getByRole('heading', { level: 1, name: 'الخدمات القانونية' })).toBeVisible();
  await visitor.getByRole('searchbox', { name: 'ابحث بالاسم أو الخدمة' }).fill('contract review');
  await visitor.getByRole('button', { name: 'بحث' }).click();
  await expect(visitor).toHaveURL(/search=contract\+review/);
  const found = visitor.getByRole('article').filter({ hasText: name });
  await expect(found).toContainText('Contract review');
  await expect(found).toContainText('للجلسة');
  await expect(found).toContainText('موثَّق');
  await expectNoAxeViolations(visitor);
});
