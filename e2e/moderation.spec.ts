import { STAFF } from './global-setup';
import { expect, expectNoAxeViolations, registerAccount, signIn, submitListing, test } from './fixtures';

test('a listing is rejected with a reason, fixed by its owner, approved by staff and appears on buy-sell', async ({
  browser,
  baseURL,
  request,
}) => {
  // Three people in three browsers, across five staff tabs: over a minute on CI's loaded two cores.
  test.setTimeout(150_000);
  const { email, password } = await registerAccount(request, 'Rana Seller', 'seller');
  const title = `Stone house ${Date.now()}`;
  const id = await submitListing(
    request,
    { email, password },
    { title, description: 'Old stone house.', type: 'house', price: 210000, area: 180, address: 'Old City' },
  );

  // Staff reject it with a ready reason.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF.email, STAFF.password);
  await staff.getByRole('link', { name: 'Moderation' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Search by title or owner' }).fill(title);
  const row = staff.getByRole('list', { name: 'Listings' }).locator(':scope > li').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(staff);
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Reject listing' });
  await dialog.getByRole('button', { name: 'The photos are unclear or do not show this property.' }).click();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toHaveCount(0);

  // The owner sees why, and fixes it (which sends it back to review).
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signIn(owner, email, password);
  const item = owner.getByRole('list', { name: 'My Properties' }).locator(':scope > li').filter({ hasText: title });
  await expect(item.getByRole('note')).toContainText('The photos are unclear or do not show this property.');
  await item.getByRole('button', { name: 'Edit and resubmit' }).click();
  const edit = owner.getByRole('dialog', { name: 'Edit Property' });
  await expect(edit.getByRole('note')).toContainText('back to review');
  await edit.getByRole('textbox', { name: /^Description in English/ }).fill('Old stone house, restored in 2024.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(item).toContainText('Under review');

  // Staff approve it; it is on the buy-sell page at once.
  await staff.getByRole('searchbox', { name: 'Search by title or owner' }).fill('');
  await staff.reload();
  await staff.getByRole('searchbox', { name: 'Search by title or owner' }).fill(title);
  await staff
    .getByRole('list', { name: 'Listings' })
    .locator(':scope > li')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(staff.getByText('Approved: the listing is public.')).toBeVisible();
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/en/realty/buy-sell?search=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  // Every decision is in the audit log; users and contact messages are a tab away.
  await staff.getByRole('tab', { name: 'Audit log' }).click();
  // This listing's own entries (other journeys' decisions land in the same log meanwhile): newest first.
  const ours = staff
    .getByRole('list', { name: 'Audit log' })
    .locator(':scope > li')
    .filter({ hasText: new RegExp(`Listing #${id}(?!\\d)`) });
  await expect(ours.first()).toContainText('Approved');
  await expect(ours.filter({ hasText: 'Rejected' }).first()).toBeVisible();
  await staff.getByRole('tab', { name: 'Users' }).click();
  await staff.getByRole('searchbox', { name: 'Search by e-mail or name' }).fill(email);
  const people = staff.getByRole('list', { name: 'Users' }).locator(':scope > li');
  await expect(people).toHaveCount(1);
  await expect(people).toContainText('Rana Seller');
  await expectNoAxeViolations(staff);

  // A new finance offering is on the finance page at once.
  await staff.getByRole('tab', { name: 'Offerings' }).click();
  await staff.getByRole('button', { name: 'Add an offering' }).click();
  const form = staff.getByRole('dialog', { name: 'Add an offering' });
  await form.getByRole('textbox', { name: /Title \(Arabic\)/ }).fill('استشارة ضريبية');
  await form.getByRole('textbox', { name: /Title \(English\)/ }).fill('Tax consultation');
  await form.getByRole('textbox', { name: /Price/ }).fill('45');
  await form.getByRole('combobox', { name: 'Per' }).selectOption('hour');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await visitor.goto('/en/finance');
  await expect(visitor.getByRole('region', { name: 'Our offerings' })).toContainText('Tax consultation');

  // A hero edited by staff is on its page at once.
  await staff.getByRole('tab', { name: 'Page heroes' }).click();
  await staff.getByRole('combobox', { name: 'Page' }).selectOption('rent');
  await staff.getByRole('textbox', { name: /Title \(English\)/ }).fill('Homes to rent across Palestine');
  await staff.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(staff.getByText('Hero saved.')).toBeVisible();
  await visitor.goto('/en/realty/rent');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Homes to rent across Palestine');
  await Promise.all([staffContext.close(), ownerContext.close(), visitor.close()]);
});

test('a listing under review: its owner sees it after a reload, staff in Preview’s new tab; anyone else gets not found', async ({
  browser,
  baseURL,
  request,
}) => {
  const seller = await registerAccount(request, 'Seller', 'seller');
  const title = `Flat awaiting review ${Date.now()}`;
  const id = await submitListing(request, seller, {
    title,
    description: 'Bright flat.',
    type: 'apartment',
    price: 99000,
    area: 120,
    address: 'Main St',
  });
  const address = `/en/realty/property/${id}`;

  // The server's page is the anonymous one: 404.
  expect((await request.get(address)).status()).toBe(404);

  // The owner opens it from the dashboard, then reloads it (and would from a bookmark).
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signIn(owner, seller.email, seller.password);
  await owner
    .getByRole('list', { name: 'My Properties' })
    .locator(':scope > li')
    .filter({ hasText: title })
    .getByRole('link', { name: 'View' })
    .click();
  await expect(owner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await owner.reload();
  await expect(owner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(owner.getByText('Under review').first()).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Property not found' })).toHaveCount(0);
  await expect(owner).toHaveTitle(new RegExp(title));

  // Staff preview it from /admin: a new tab, a full page load.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF.email, STAFF.password);
  await staff.goto('/en/admin');
  await staff.getByRole('searchbox', { name: 'Search by title or owner' }).fill(title);
  const row = staff.getByRole('list', { name: 'Listings' }).locator(':scope > li').filter({ hasText: title });
  const [preview] = await Promise.all([staffContext.waitForEvent('page'), row.getByRole('link', { name: 'Preview' }).click()]);
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText('Under review').first()).toBeVisible();
  await expectNoAxeViolations(preview);

  // Another signed-in user, after the same kind of page load, is told it is not there.
  const other = await registerAccount(request, 'Neighbour', 'neighbour');
  const otherContext = await browser.newContext({ baseURL });
  const neighbour = await otherContext.newPage();
  await signIn(neighbour, other.email, other.password);
  // (It waits for the answer to their own request, the one made with their token.)
  const answered = neighbour.waitForResponse((r) => r.url().endsWith(`/api/v1/realty/properties/${id}/`) && r.request().method() === 'GET');
  await neighbour.goto(address);
  expect((await answered).status()).toBe(404);
  await expect(neighbour.getByRole('heading', { level: 1, name: 'Property not found' })).toBeVisible();
  await expect(neighbour.getByText(title)).toHaveCount(0);
  await Promise.all([ownerContext.close(), staffContext.close(), otherContext.close()]);
});
