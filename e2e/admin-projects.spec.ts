import { STAFF } from './global-setup';
import { expect, expectNoAxeViolations, photo, signIn, test } from './fixtures';

test('staff add a featured project with a captioned photo; it is on the featured projects at once, with its caption', async ({ page }) => {
  // The journey waits for the worker to prepare the photo (up to 30 s) besides its own steps.
  test.setTimeout(120_000);
  const stamp = Date.now();
  const titleEn = `Olive press ${stamp}`;
  const titleAr = `معصرة زيتون ${stamp}`;
  await signIn(page, STAFF.email, STAFF.password);
  await page.getByRole('link', { name: 'Moderation' }).click();
  await page.getByRole('tab', { name: 'Projects' }).click();
  await expect(page.getByRole('list', { name: 'Completed projects' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add a project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a project' });
  // The rules first: nothing is sent without the titles and the type.
  await dialog.getByRole('button', { name: 'Save project' }).click();
  await expect(dialog.getByText('Title is required')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: /^Title \(Arabic\)/ }).fill(titleAr);
  await dialog.getByRole('textbox', { name: /^Title \(English\)/ }).fill(titleEn);
  await dialog.getByRole('combobox', { name: /Project type/ }).selectOption('industrial');
  await dialog.getByRole('textbox', { name: /^Location \(English\)/ }).fill('Nablus');
  await dialog.getByRole('checkbox', { name: /Featured/ }).check();
  await dialog.getByRole('textbox', { name: 'Key features (English): Feature 1' }).fill('Cold pressing line');
  await dialog
    .locator('input[type=file][accept^="image/"]')
    .setInputFiles([
      { name: 'press.jpg', mimeType: 'image/jpeg', buffer: await photo({ width: 1400, height: 1000, color: { r: 90, g: 120, b: 70 } }) },
    ]);
  const media = dialog.getByRole('list', { name: 'Photos and videos, in order' });
  await expect(media.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await media.getByRole('textbox', { name: 'Caption (Arabic): Photo 1' }).fill('خط العصر البارد');
  await media.getByRole('textbox', { name: 'Caption (English): Photo 1' }).fill('The cold pressing line');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save project' }).click();
  await expect(dialog).toHaveCount(0);

  const row = page.getByRole('list', { name: 'Completed projects' }).locator(':scope > li').filter({ hasText: titleEn });
  await expect(row).toContainText('Featured');
  await expect(row).toContainText('Industrial');
  // The photo is made ready by the worker after the save: the list shows it once it is.
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/projects\/[0-9a-f-]+-960\.webp$/, { timeout: 30_000 });

  // Public at once: the featured tab lists it, and its page shows the caption in each language.
  await page.goto('/en/realty/completed-projects');
  await page.getByRole('tab', { name: 'Featured Projects' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: titleEn }).click();
  await expect(page.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
  await expect(page.getByText('The cold pressing line', { exact: true })).toBeVisible();
  await expect(page.getByText('Cold pressing line', { exact: true })).toBeVisible();
  const id = /\/completed-projects\/(\d+)$/.exec(page.url())![1];
  await page.goto(`/realty/completed-projects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: titleAr })).toBeVisible();
  await expect(page.getByText('خط العصر البارد', { exact: true })).toBeVisible();

  // Deleted with confirmation: gone from the public pages.
  await page.goto('/en/admin');
  await page.getByRole('tab', { name: 'Projects' }).click();
  await page.getByRole('searchbox', { name: 'Search by title (Arabic or English)' }).fill(titleAr);
  await page.getByRole('button', { name: `Delete: ${titleEn}` }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog', { name: 'Delete project' }))
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No projects to show.')).toBeVisible();
  expect((await page.goto(`/en/realty/completed-projects/${id}`))?.status()).toBe(404);
});
