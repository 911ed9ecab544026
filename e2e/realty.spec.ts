import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, photo, registerAccount, signIn, test, useLanguage } from './fixtures';
import { STAFF } from './global-setup';
import { bearer, login } from './provider-api';

/** A word of this run's own, with no prefix in common with another run's (the search forgives near misses). */
const ownWord = () => `z${Math.random().toString(36).slice(2, 10)}`;

/**
 * A live listing of the test's own with `photos` photos, in the city named `city` (Arabic): a new owner
 * submits it through the API, staff approve it, and the worker has made its photos ready; its id.
 */
async function ownListing(
  request: APIRequestContext,
  {
    title,
    city,
    purpose = 'sale',
    type = 'apartment',
    area = 140,
    photos = 0,
  }: {
    title: string;
    city: string;
    purpose?: 'sale' | 'rent';
    type?: string;
    area?: number;
    photos?: number;
  },
): Promise<number> {
  const cities = (await (await request.get('/api/v1/realty/cities/')).json()) as { id: number; name_ar: string }[];
  const cityId = cities.find((c) => c.name_ar === city)!.id;
  const owner = await registerAccount(request, 'صاحب العقار', 'owner');
  const images = Object.fromEntries(
    await Promise.all(
      Array.from({ length: photos }, async (_, i) => [
        `image_${i}`,
        { name: `room-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo({ color: { r: 60 + 50 * i, g: 110, b: 90 } }) },
      ]),
    ),
  );
  const created = await request.post('/api/v1/realty/properties/', {
    headers: bearer(await login(request, owner)),
    multipart: {
      title,
      description: 'شقة مشمسة بثلاث غرف نوم، قريبة من المدارس والمواصلات.',
      type,
      purpose,
      price: purpose === 'rent' ? '650' : '185000',
      area: String(area),
      city_id: String(cityId),
      address: 'حي الجنان',
      ...images,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const approved = await request.post(`/api/v1/admin/properties/${id}/approve/`, { headers: bearer(await login(request, STAFF)) });
  expect(approved.status()).toBe(204);
  if (photos > 0)
    await expect
      .poll(
        async () =>
          ((await (await request.get(`/api/v1/realty/properties/${id}/`)).json()) as { property_media: unknown[] }).property_media.length,
        { timeout: 30_000 },
      )
      .toBe(photos);
  return id;
}

/**
 * A visitor looking for an apartment in al-Bireh, in Arabic: browse the listings for sale, search with
 * a spelling variant (شقه for شقة), narrow to a city, open a listing, go through its photos in the
 * viewer, and send the owner a message. Run at desktop and phone sizes, each on two listings of its own
 * (one in al-Bireh with three photos, one in Ramallah) that share a word no other listing has.
 */
async function journey(page: Page, request: APIRequestContext) {
  const word = ownWord();
  const title = `شقة للبيع في البيرة – حي الجنان ${word}`;
  await ownListing(request, { title, city: 'البيرة', photos: 3 });
  await ownListing(request, { title: `شقة للبيع في رام الله ${word}`, city: 'رام الله' });
  const bireh = ((await (await request.get('/api/v1/realty/cities/')).json()) as { id: number; name_ar: string }[]).find(
    (c) => c.name_ar === 'البيرة',
  )!.id;

  await page.goto('/realty/buy-sell');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();

  // Search with a spelling variant: the listings are written with ة, the visitor types ه.
  await page.getByRole('searchbox', { name: 'ابحث عن عقار' }).fill(`شقه ${word}`);
  await expect(page).toHaveURL(/search=%D8%B4%D9%82%D9%87/);
  await expect(page.getByText('عقاران', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(2);
  for (const heading of await cards.getByRole('heading').allTextContents()) expect(heading).toContain('شقة');

  // Narrow to a city from the filter panel (cities grouped by governorate).
  await page.getByRole('button', { name: /^التصفية/ }).click();
  const city = page.getByRole('combobox', { name: 'المدينة' });
  await expect(city).toBeEnabled();
  await city.selectOption({ label: 'البيرة' });
  await expect(page).toHaveURL(new RegExp(`city=${bireh}(&|$)`));
  await expect(page.getByText('عقار واحد')).toBeVisible();
  await expect(page.getByRole('button', { name: 'إزالة عامل التصفية: البيرة' })).toBeVisible();
  await expect(cards).toHaveCount(1);

  // The search survives a reload (it lives in the URL).
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'ابحث عن عقار' })).toHaveValue(`شقه ${word}`);
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/realty\/property\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(/شقة للبيع في البيرة/);

  // Photos: the full-screen viewer, arrow keys mirrored in right-to-left, Escape closes.
  await page.getByRole('button', { name: /فتح عارض الصور بملء الشاشة/ }).click();
  const viewer = page.getByRole('dialog', { name: /^صور / });
  await expect(viewer.getByText('الصورة 1 من 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('الصورة 2 من 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'الصورة التالية' }).click();
  await expect(viewer.getByText('الصورة 3 من 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('الصورة 2 من 3')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // Contact the owner.
  await page.getByRole('button', { name: 'تواصل مع البائع' }).click();
  const form = page.getByRole('dialog', { name: 'تواصل مع البائع' });
  await form.getByRole('button', { name: 'إرسال' }).click();
  await expect(form.getByText('الاسم الكامل مطلوب.')).toBeVisible();
  await form.getByRole('textbox', { name: /الاسم الكامل/ }).fill('لينا حداد');
  await form.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill('lina@example.com');
  await form.getByRole('textbox', { name: /رقم الهاتف/ }).fill('0599123456');
  await form.getByRole('textbox', { name: /الرسالة/ }).fill('مرحبًا، هل الشقة ما زالت متاحة؟ أود زيارتها هذا الأسبوع.');
  await form.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByText('تم إرسال رسالتك إلى المالك.')).toBeVisible();
  await expect(form).toHaveCount(0);
}

test.describe('realty catalogue', () => {
  test('a visitor finds an apartment in Arabic, looks through its photos and contacts the owner (desktop)', async ({ page, request }) => {
    await journey(page, request);
  });

  test('the same journey on a phone-sized screen', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await journey(page, request);
    await context.close();
  });

  for (const language of ['ar', 'en'] as const) {
    test(`the buy-sell, rent and property pages pass axe (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/realty/buy-sell');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // The open filter panel with a chip, too.
      await page.getByRole('button', { name: language === 'ar' ? /^التصفية/ : /^Filters/ }).click();
      await page.getByRole('combobox', { name: language === 'ar' ? 'نوع العقار' : 'Property type' }).selectOption('apartment');
      await expect(page).toHaveURL(/type=apartment/);
      // What a reader waits for: the list of apartments, no longer marked as updating.
      const results = page.getByRole('region', { name: language === 'ar' ? 'العقارات المتاحة' : 'Available properties' });
      await expect(results.getByRole('article').filter({ hasNotText: language === 'ar' ? 'شقة' : 'Apartment' })).toHaveCount(0);
      await expect(results).toHaveAttribute('aria-busy', 'false');
      await expectNoAxeViolations(page);

      await page.goto('/realty/rent');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('article').first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(language === 'ar' ? '/ شهريًا' : '/ month').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: language === 'ar' ? 'حجز موعد زيارة' : 'Schedule Visit' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('Add Property covers no card at 1366 px, wherever the list is scrolled; on a phone it floats at the bottom', async ({
    browser,
    baseURL,
  }) => {
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      const context = await browser.newContext({ baseURL, viewport: { width, height } });
      const page = await context.newPage();
      await useLanguage(page, 'en');
      await page.goto('/realty/buy-sell');
      await expect(page.getByRole('article').first()).toBeVisible();
      const button = page.getByRole('button', { name: 'Add Property' }); // the one shown at this size
      await expect(button).toBeVisible();
      // Scrolled down the list step by step: which cards does the button lie over, and where is it?
      const seen = await button.evaluate((el) => {
        const covered: string[] = [];
        const distanceFromBottom: number[] = [];
        const cards = [...document.querySelectorAll('article')];
        const end = cards.at(-1)!.getBoundingClientRect().bottom + window.scrollY - window.innerHeight;
        for (let y = 0; y <= end; y += 100) {
          window.scrollTo(0, y);
          const b = el.getBoundingClientRect();
          distanceFromBottom.push(Math.round(window.innerHeight - b.bottom));
          for (const card of cards) {
            const c = card.getBoundingClientRect();
            if (b.left < c.right && c.left < b.right && b.top < c.bottom && c.top < b.bottom) covered.push(`${y}: ${card.textContent}`);
          }
        }
        return { covered, distanceFromBottom };
      });
      if (width > 640) expect(seen.covered).toEqual([]);
      // On a phone it stays in reach at the bottom of the screen (it floats over the single column of cards).
      else for (const d of seen.distanceFromBottom) expect(d).toBeLessThan(40);
      await context.close();
    }
  });

  test('a missing listing shows a clear not-found page', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/realty/property/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Property not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse properties for sale' })).toHaveAttribute('href', '/en/realty/buy-sell');
    await expectNoAxeViolations(page);
  });

  test('Save asks a visitor to sign in', async ({ page, request }) => {
    const id = await ownListing(request, { title: `شقة في بيتونيا ${ownWord()}`, city: 'بيتونيا' });
    await useLanguage(page, 'en');
    await page.goto(`/en/realty/property/${id}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Sign in to save properties to your favourites.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a toast shows below the top bar, never over its language and account buttons', async ({ browser, baseURL, request }) => {
    // A rental of this test's own: no other journey changes it while this one runs.
    const listing = `/realty/property/${await ownListing(request, { title: `شقة للإيجار ${ownWord()}`, city: 'رام الله', purpose: 'rent' })}`;
    for (const language of ['ar', 'en'] as const)
      for (const [width, height] of [
        [390, 844],
        [1366, 768],
      ] as const) {
        const context = await browser.newContext({ baseURL, viewport: { width, height } });
        const page = await context.newPage();
        await useLanguage(page, language);
        await page.goto(listing);
        await page.getByRole('button', { name: language === 'ar' ? 'حفظ' : 'Save', exact: true }).click();
        const toast = page.locator('[data-sonner-toast]');
        await expect(toast).toBeVisible();
        const bar = (await page.getByRole('banner').boundingBox())!;
        // Once it has slid into place, it is wholly below the bar.
        await expect.poll(async () => (await toast.boundingBox())!.y, `${language} ${width}px`).toBeGreaterThanOrEqual(bar.y + bar.height);
        await context.close();
      }
  });

  test('a signed-in user saves a listing and finds it on the dashboard', async ({ page, request }) => {
    await useLanguage(page, 'en');
    const { email, password } = await registerAccount(request, 'Lina Saver', 'saver');
    await signIn(page, email, password);
    await expect(page.getByText('No saved properties yet')).toBeVisible();

    const word = ownWord();
    const id = await ownListing(request, { title: `شقة في بيتونيا ${word}`, city: 'بيتونيا' });
    // Found in the English list by its word, as a reader would find it.
    await page.goto(`/en/realty/buy-sell?search=${word}`);
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
    expect(title).toContain(word);
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/realty/property/${id}$`));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    // The heart turns at once; the site's answer is the toast, which the reader waits for (reloading
    // before it, the save may not have left the page yet: failed once on CI).
    await expect(page.getByText('Saved to your favourites.')).toBeVisible();
    // After a reload the page asks again with the restored session, not as a visitor.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

    // A fresh load (session restored through the cookie) without the "saved" toast still fading out.
    await page.goto('/dashboard');
    const saved = page.getByRole('region', { name: 'Saved properties' });
    await expect(saved.getByRole('article')).toHaveCount(1);
    await expect(saved.getByRole('heading', { name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
