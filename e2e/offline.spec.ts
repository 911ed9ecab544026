import type { APIRequestContext, Page } from '@playwright/test';
import { expect, publishListing, test, useLanguage } from './fixtures';

// The service worker (decision 070), allowed here only (playwright.config.ts blocks it elsewhere).
test.use({
  serviceWorkers: 'allow',
  // Offline, the browser reports each request the worker could not make before it answered from its cache.
  // A list read that cannot be made offline is logged as failed (specification §8), and shown as not saved.
  consoleAllowed: [
    [/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/, /^Property list failed ApiError: No answer from the server/],
    { scope: 'test' },
  ],
});

const shots = process.env.E2E_SHOTS ?? 'test-results/offline';

const listing = (word: string) => ({
  title_ar: `شقة للقراءة دون اتصال ${word}`,
  title_en: `Flat to read offline ${word}`,
  description_ar: 'شقة مشرقة في شارع هادئ، قريبة من المدارس والمواصلات.',
  description_en: 'A bright flat on a quiet street, near schools and transport.',
  address: 'Al-Irsal Street',
  type: 'apartment',
  price: 120000,
  area: 110,
});

/** Resolves once the worker controls the page and has saved it (a first visit sends it the page's address). */
async function savedForOffline(page: Page) {
  await page.locator('html[data-offline-ready]').waitFor({ state: 'attached' });
  const url = page.url();
  await expect.poll(() => page.evaluate((u) => caches.match(u).then(Boolean), url)).toBe(true);
}

/** A new listing, opened in `language` and saved by the worker: its title and its address. */
async function openSavedListing(page: Page, request: APIRequestContext, language: 'ar' | 'en', prefix: string) {
  const word = Date.now().toString(36);
  const title = language === 'ar' ? `شقة للقراءة دون اتصال ${word}` : `Flat to read offline ${word}`;
  const address = `${prefix}/realty/property/${await publishListing(request, listing(word))}`;
  await useLanguage(page, language);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await savedForOffline(page);
  return { title, address };
}

const screenshots = async (page: Page, name: string) => {
  await page.screenshot({ path: `${shots}/${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
};

for (const language of ['ar', 'en'] as const) {
  const text =
    language === 'ar'
      ? {
          saved: /^غير متصل — نسخة محفوظة من .+/,
          offline: 'أنت غير متصل بالإنترنت',
          prefix: '',
          searchNote: 'والبحث والتصفية يحتاجان إلى اتصال',
          searchLabel: 'ابحث عن عقار',
          notSaved: 'هذا البحث غير محفوظ على هذا الجهاز',
          clearAll: 'مسح الكل',
        }
      : {
          saved: /^Offline — saved copy from .+/,
          offline: 'You are offline',
          prefix: '/en',
          searchNote: 'searching and filtering need a connection',
          searchLabel: 'Search properties',
          notSaved: "This search isn't saved on this device",
          clearAll: 'Clear all',
        };

  test(`a listing opened before reads offline with its saved-copy banner; a page never opened is the offline page (${language})`, async ({
    page,
    context,
    request,
  }) => {
    const { title } = await openSavedListing(page, request, language, text.prefix);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    await screenshots(page, `saved-copy-${language}`);

    // Never opened on this device: the offline page, in the address's language.
    await page.goto(`${text.prefix}/realty/rent`);
    await expect(page.getByRole('heading', { level: 1, name: text.offline })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await screenshots(page, `offline-page-${language}`);
    await context.setOffline(false);
  });

  test(`a list opened before reads offline; its search box says searching needs a connection, and a search not saved says so (${language})`, async ({
    page,
    context,
  }) => {
    await useLanguage(page, language);
    await page.goto(`${text.prefix}/realty/buy-sell`);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.count();
    await savedForOffline(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    await expect(cards).toHaveCount(shown);
    await expect(page.getByRole('status').filter({ hasText: text.searchNote })).toBeVisible();

    // A search never made online: said plainly, with the way back to the saved list.
    await page.getByRole('searchbox', { name: text.searchLabel }).fill('villa');
    await page.getByRole('searchbox', { name: text.searchLabel }).press('Enter');
    await expect(page.getByText(text.notSaved)).toBeVisible();
    await screenshots(page, `offline-search-${language}`);
    await page.getByRole('button', { name: text.clearAll }).last().click();
    await expect(cards).toHaveCount(shown);

    // Back online: the note goes and searching works again.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: text.searchNote })).toHaveCount(0);
    await page.getByRole('searchbox', { name: text.searchLabel }).fill('villa');
    await page.getByRole('searchbox', { name: text.searchLabel }).press('Enter');
    await expect(page.getByText(text.notSaved)).toHaveCount(0);
    await expect(page).toHaveURL(/search=villa/);
  });

  test(`on a line slower than the worker waits for, a listing opened before shows its saved copy, marked; the late answer is kept for next time (${language})`, async ({
    page,
    context,
    request,
  }) => {
    const { title, address } = await openSavedListing(page, request, language, text.prefix);
    const id = address.split('/').pop()!;
    const savedDate = () => page.evaluate((u) => caches.match(u).then((r) => r?.headers.get('date') ?? null), page.url());
    const before = await savedDate();

    // The worker's own fetch of the page is held (a stalled line) until the test lets it go: past the
    // worker's network wait (NETWORK_TIMEOUT_SECONDS) the saved copy answers.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await context.route(`**/realty/property/${id}`, async (route) => {
      if (!route.request().serviceWorker()) return route.continue();
      held += 1;
      await released;
      await route.continue();
    });
    await page.goto(address);
    // After the worker's 3 s wait: more room than the default on a loaded machine.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('data-saved-at', /\d{4}-\d\d-\d\dT/);
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    expect(held).toBe(1);

    // The answer comes at last: the worker keeps it, so the next visit's copy is the newer one.
    release();
    await expect.poll(savedDate).not.toBe(before);
    await context.unroute(`**/realty/property/${id}`);
  });
}
