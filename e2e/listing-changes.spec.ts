import { STAFF } from './global-setup';
import { expect, expectNoAxeViolations, registerAccount, signIn, submitListing, test } from './fixtures';

test('an owner edits a live listing: it stays public as it was until staff approve the change side by side', async ({
  browser,
  baseURL,
  request,
}) => {
  const owner = await registerAccount(request, 'سامي المالك', 'changes');
  const title = `بيت حجر ${Date.now()}`;
  const id = await submitListing(request, owner, {
    title,
    description: 'بيت حجر قديم.',
    type: 'house',
    price: 210000,
    area: 180,
    address: 'البلدة القديمة',
  });
  const { access } = (await (await request.post('/api/v1/auth/login/', { data: STAFF })).json()) as { access: string };
  expect((await request.post(`/api/v1/admin/properties/${id}/approve/`, { headers: { authorization: `Bearer ${access}` } })).status()).toBe(
    204,
  );

  // The owner, in Arabic, changes the title of the live listing.
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner.email, owner.password, 'ar');
  const item = ownerPage.getByRole('list', { name: 'عقاراتي' }).locator(':scope > li').filter({ hasText: title });
  await item.getByRole('button', { name: 'تعديل' }).click();
  const edit = ownerPage.getByRole('dialog', { name: 'تعديل العقار' });
  await expect(edit.getByRole('note')).toContainText('يبقى إعلانك منشورًا');
  const newTitle = `${title} مع حديقة`;
  await edit.getByRole('textbox', { name: 'العنوان بالعربية' }).fill(newTitle);
  await edit.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(edit).toHaveCount(0);
  await expect(item.getByRole('note')).toContainText('تعديلاتك بانتظار المراجعة');
  await expect(item).toContainText('منشور');

  // Visitors still see the published version.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/en/realty/property/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Staff see the change beside the published title, and approve it.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF.email, STAFF.password);
  await staff.getByRole('link', { name: 'Moderation' }).click();
  await staff.getByRole('tab', { name: 'Edits awaiting review' }).click();
  const change = staff.getByRole('list', { name: 'Edits awaiting review' }).locator(':scope > li').filter({ hasText: title });
  const row = change.getByRole('row', { name: /^Title in Arabic/ });
  await expect(row.getByRole('cell').first()).toHaveText(title);
  await expect(row.getByRole('cell').last()).toHaveText(newTitle);
  await expectNoAxeViolations(staff);
  await change.getByRole('button', { name: 'Approve changes' }).click();
  await expect(staff.getByText('Changes published.')).toBeVisible();
  await expect(change).toHaveCount(0);

  // The page shows the new title at once; the owner's dashboard no longer says changes wait.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await ownerPage.reload();
  const updated = ownerPage.getByRole('list', { name: 'عقاراتي' }).locator(':scope > li').filter({ hasText: newTitle });
  await expect(updated).toBeVisible();
  await expect(updated.getByRole('note')).toHaveCount(0);
});
