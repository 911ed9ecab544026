import { STAFF } from './global-setup';
import { expect, expectNoAxeViolations, photo, registerAccount, signIn, test } from './fixtures';

type Media = { id: number; media_type: string; file_url: string };

test('an owner makes the second photo the cover of a live listing by keyboard: it stays public and the card and page show it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two photos made ready by the worker, two axe runs and two pages: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const owner = await registerAccount(request, 'Rana Owner', 'cover');
  const { access } = (await (await request.post('/api/v1/auth/login/', { data: owner })).json()) as { access: string };
  const auth = { authorization: `Bearer ${access}` };
  const cities = (await (await request.get('/api/v1/realty/cities/')).json()) as { id: number }[];
  const title = `Stone house ${Date.now()}`;
  const created = await request.post('/api/v1/realty/properties/', {
    headers: auth,
    multipart: {
      title,
      description: 'A stone house with two rooms.',
      type: 'house',
      purpose: 'sale',
      price: '150000',
      area: '120',
      city_id: String(cities[0]!.id),
      address: 'Old town',
      image_0: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo({ color: { r: 40, g: 90, b: 160 } }) },
      image_1: { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await photo({ color: { r: 60, g: 150, b: 60 } }) },
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const { access: staffAccess } = (await (await request.post('/api/v1/auth/login/', { data: STAFF })).json()) as { access: string };
  const approved = await request.post(`/api/v1/admin/properties/${id}/approve/`, { headers: { authorization: `Bearer ${staffAccess}` } });
  expect(approved.status()).toBe(204);
  // The worker makes the photos ready after the answer.
  let media: Media[] = [];
  await expect(async () => {
    media = ((await (await request.get(`/api/v1/realty/properties/${id}/`)).json()) as { property_media: Media[] }).property_media;
    expect(media).toHaveLength(2);
  }).toPass({ timeout: 30_000 });
  const [front, garden] = media;

  // The owner opens the edit dialog and, from the keyboard, makes the second photo the cover.
  await signIn(page, owner.email, owner.password, 'en');
  const item = page.getByRole('list', { name: 'My Properties' }).locator(':scope > li').filter({ hasText: title });
  await item.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Property' });
  const photos = edit.getByRole('list', { name: 'Chosen photos' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect(photos.locator(':scope > li').first()).toContainText('Cover');
  await expectNoAxeViolations(page);
  await photos.getByRole('button', { name: 'Make cover: Photo 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(photos.getByRole('img').first()).toHaveAttribute('src', garden!.file_url);
  await expect(photos.getByRole('button', { name: 'Move item 1 later' })).toBeFocused();
  await expect(edit.getByRole('status')).toHaveText('This photo is now the cover.');
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Property updated successfully!')).toBeVisible();
  await expect(edit).toHaveCount(0);

  // Still live, no change waiting; the dashboard card shows the new cover.
  await expect(item).toContainText('Active');
  await expect(item.getByRole('note')).toHaveCount(0);
  await expect(item.locator('img')).toHaveAttribute('src', garden!.file_url);

  // Visitors: the card in the list and the page's first photo are the garden.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/en/realty/buy-sell?search=${encodeURIComponent(title)}`);
  const card = visitor.getByRole('article').filter({ hasText: title });
  await expect(card.locator('img')).toHaveAttribute('src', garden!.file_url);
  await visitor.goto(`/en/realty/property/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('main img').first()).toHaveAttribute('src', garden!.file_url);
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(garden!.file_url.replace(/-\d+\.webp$/, '')),
  );
  expect(front!.id).not.toBe(garden!.id);
  await visitor.close();
});
