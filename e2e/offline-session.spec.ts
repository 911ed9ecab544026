import type { Page } from '@playwright/test';
import { expect, publishListing, registerAccount, signIn, test, useLanguage } from './fixtures';

// The signed-in side of the service worker (decision 070): an owner's dashboard and inbox read offline
// from the copies saved for them, and sign-out leaves nothing of theirs. Workers are allowed here only
// (playwright.config.ts blocks them elsewhere).
test.use({
  serviceWorkers: 'allow',
  // Offline, the browser reports each request that could not be made before the worker answered from its cache.
  consoleAllowed: [[/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/], { scope: 'test' }],
});

const shots = process.env.E2E_SHOTS ?? 'test-results/offline';

const TEXT = {
  ar: {
    prefix: '',
    mine: 'عقاراتي',
    inbox: 'صندوق الرسائل',
    logout: 'تسجيل الخروج',
    dashboard: 'لوحة التحكم',
    menu: 'فتح القائمة',
    saved: /^غير متصل — نسخة محفوظة من .+/,
    offline: 'أنت غير متصل بالإنترنت',
    login: 'تسجيل الدخول',
    signIn: 'أنت غير متصل — تسجيل الدخول يحتاج إلى اتصال',
    retry: 'إعادة المحاولة',
  },
  en: {
    prefix: '/en',
    mine: 'My Properties',
    inbox: 'Inbox',
    logout: 'Logout',
    dashboard: 'Dashboard',
    menu: 'Open menu',
    saved: /^Offline — saved copy from .+/,
    offline: 'You are offline',
    login: 'Sign in',
    signIn: "You're offline — signing in needs a connection",
    retry: 'Try again',
  },
} as const;

/** The addresses (path and query) the signed-in user's cache holds, besides the entry naming its owner. */
const sessionCopies = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('manara-session'))) return [];
    const keys = await (await caches.open('manara-session')).keys();
    return keys.map((request) => new URL(request.url)).map((url) => url.pathname + url.search);
  });

/** Every address saved in any of the worker's caches. */
const allCopies = (page: Page) =>
  page.evaluate(async () => {
    const all: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) all.push(`${name} ${new URL(request.url).pathname}`);
    return all;
  });

const cases = [
  { language: 'ar' as const, viewport: { width: 390, height: 844 }, label: 'ar-390' },
  { language: 'en' as const, viewport: { width: 1366, height: 900 }, label: 'en-1366' },
];

for (const { language, viewport, label } of cases) {
  const t = TEXT[language];

  test(`an owner's dashboard and inbox read offline from their saved copies; sign-out leaves nothing of theirs (${label})`, async ({
    page,
    context,
    request,
  }) => {
    const word = Date.now().toString(36);
    const owner = await registerAccount(request, 'Rana Owner', 'owner');
    const title = `Owner's flat ${word}`;
    const id = await publishListing(
      request,
      {
        title_ar: title,
        title_en: title,
        description_ar: 'شقة مشرقة في شارع هادئ، قريبة من المدارس والمواصلات.',
        description_en: 'A bright flat on a quiet street, near schools and transport.',
        address: 'Al-Irsal Street',
        type: 'apartment',
        price: 120000,
        area: 110,
      },
      owner,
    );
    const message = `Is the flat still free? ${word}`;
    const sent = await request.post(`/api/v1/realty/properties/${id}/inquiries/`, {
      data: { name: 'Lina Haddad', email: 'lina@example.com', message },
    });
    expect(sent.status()).toBe(201);

    await page.setViewportSize(viewport);
    await useLanguage(page, language);
    await signIn(page, owner.email, owner.password, language);
    await page.locator('html[data-offline-ready]').waitFor({ state: 'attached' });
    // The dashboard loaded at its address, then the inbox opened from it: both saved for this owner.
    await page.goto(`${t.prefix}/dashboard`);
    const mine = page.getByRole('region', { name: t.mine });
    await expect(mine).toContainText(title);
    await page.locator('html[data-offline-ready]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: new RegExp(`^${t.inbox}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.inbox })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect
      .poll(() => sessionCopies(page))
      .toEqual(
        expect.arrayContaining([
          `${t.prefix}/dashboard`,
          `${t.prefix}/dashboard/inbox`,
          expect.stringMatching(/^\/api\/v1\/realty\/inquiries\//),
        ]),
      );

    // Offline: the dashboard reloads from its saved copy, marked, with the owner's listing…
    await context.setOffline(true);
    await page.goto(`${t.prefix}/dashboard`);
    await expect(mine).toContainText(title);
    // The banner's chunk loads at the page's first idle moment.
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `${shots}/dashboard-saved-${label}.png` });
    // …and the inbox opens inside the app, its reads answered from the saved copies, marked too.
    await page.getByRole('link', { name: new RegExp(`^${t.inbox}`) }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await page.reload();
    await expect(page.getByText(message)).toBeVisible();
    await page.screenshot({ path: `${shots}/inbox-saved-${label}.png` });

    // Sign-out (online), then a signed-out visit to /dashboard: nothing of the owner is saved again.
    await context.setOffline(false);
    await page.goto(`${t.prefix}/dashboard`);
    await page.getByRole('button', { name: t.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/?$`));
    await expect(page.getByRole('button', { name: t.logout })).toHaveCount(0);
    await expect.poll(() => sessionCopies(page)).toEqual([]);
    await page.goto(`${t.prefix}/dashboard`);
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await sessionCopies(page)).toEqual([]);

    // Offline, /dashboard is the offline page in the address's language; no cache holds the owner's pages or reads.
    await context.setOffline(true);
    await page.goto(`${t.prefix}/dashboard`);
    // The offline page, or the sign-in page the signed-out dashboard leads to: never the owner's data.
    await expect(
      page.getByRole('heading', { level: 1, name: t.offline }).or(page.getByRole('heading', { level: 1, name: t.login })),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText(title)).toHaveCount(0);
    expect(await sessionCopies(page)).toEqual([]);
    // The app's code (hashed chunks, the dashboard's among them) stays; none of the owner's pages or reads.
    expect((await allCopies(page)).filter((entry) => !entry.includes(' /assets/') && /dashboard|inquiries|users\/me/.test(entry))).toEqual(
      [],
    );
    await page.screenshot({ path: `${shots}/signed-out-offline-${label}.png` });
    await context.setOffline(false);
  });

  test(`offline with nothing of theirs saved, a signed-in page says sign-in needs a connection and retries (${label})`, async ({
    page,
    context,
    request,
  }) => {
    const owner = await registerAccount(request, 'Sami Owner', 'owner');
    await page.setViewportSize(viewport);
    await useLanguage(page, language);
    await signIn(page, owner.email, owner.password, language);
    await page.goto(t.prefix || '/');
    await page.locator('html[data-offline-ready]').waitFor({ state: 'attached' });
    // The worker saves the page after answering it: on a loaded machine, a moment after the page shows.
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.href, { ignoreVary: true })))).toBe(true);
    // The browser dropped the signed-in copies (storage running short): nothing of this user is saved.
    await page.evaluate(() => caches.delete('manara-session'));

    await context.setOffline(true);
    await page.reload();
    if (viewport.width < 768) await page.getByRole('button', { name: t.menu }).click();
    await page.getByRole('link', { name: t.dashboard }).first().click();
    const offline = page.getByRole('heading', { level: 1, name: t.signIn });
    await expect(offline).toBeVisible();
    await page.screenshot({ path: `${shots}/sign-in-needs-connection-${label}.png` });
    // "Try again" while still offline: the same state, the button ready again.
    await page.getByRole('button', { name: t.retry }).click();
    await expect(offline).toBeVisible();
    await expect(page.getByRole('button', { name: t.retry })).toBeEnabled();

    // The connection returns: the session is renewed and the dashboard opens by itself.
    await context.setOffline(false);
    await expect(page.getByRole('region', { name: t.mine })).toBeVisible();
    await expect(offline).toHaveCount(0);
  });
}
