import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { STAFF } from './global-setup';

/**
 * `test` with `baseURL` pointing at the app started by global-setup.ts. Use relative URLs:
 * `await page.goto('/realty/buy-sell')`. Pages come from a fresh context per test (axe needs that).
 *
 * Every page is watched: an uncaught error, or a console error or warning — React's hydration
 * mismatch reports among them — fails the test. The browser's own line for an HTTP error status is
 * allowed (a 404 page, a refused login); a test expecting more names it in `consoleAllowed`.
 */
export const test = base.extend<{ consoleAllowed: RegExp[]; consoleWatch: void }>({
  // A page's scripts load only after its first paint (docs/decisions/015-scripts-after-first-paint.md):
  // every page — of the test's context or of one a test makes — waits, after goto and reload, until it
  // is interactive.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<Browser['newContext']>) => {
          const context = await newContext(...args);
          context.on('page', waitForHydrationAfterNavigation);
          return context;
        },
        newPage: async (...args: Parameters<Browser['newPage']>) => {
          const page = await newPage(...args);
          waitForHydrationAfterNavigation(page);
          return page;
        },
      });
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    context.on('page', waitForHydrationAfterNavigation);
    await use(context);
  },
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through playwright.config.ts');
    await use(url);
  },
  consoleAllowed: [[], { option: true }],
  consoleWatch: [
    async ({ page, consoleAllowed }, use) => {
      const problems: string[] = [];
      const allowed = [
        /^Failed to load resource: the server responded with a status of \d+/,
        // Software WebGL (SwiftShader, headless Chromium) reporting its own slow paths while a map draws.
        /^\[\.WebGL-[0-9a-fx]+\]GL Driver Message/,
        // playwright.config.ts blocks service workers for every journey but offline.spec.ts (decision 070).
        /^Service Worker registration blocked by Playwright/,
        ...consoleAllowed,
      ];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (!allowed.some((re) => re.test(message.text()))) problems.push(`${message.type()}: ${message.text()} (${page.url()})`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (${page.url()})`));
      await use();
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once the server-rendered page is interactive (client-app.tsx marks <html> when hydrated). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Makes `goto` and `reload` of one of the app's pages also wait for hydration, as a user waits for a page to respond. */
const waiting = new WeakSet<Page>();
function waitForHydrationAfterNavigation(page: Page) {
  if (waiting.has(page)) return;
  waiting.add(page);
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        // Only the app's own pages hydrate (not, say, the API documentation).
        if (response?.headers()['content-type']?.startsWith('text/html') && (await page.locator('#manara-modules').count()))
          await waitForHydration(page);
        return response;
      },
    });
  }
}

/** Chooses the UI language before the page's scripts run (as a returning visitor's saved choice). */
export async function useLanguage(page: Page, language: 'ar' | 'en') {
  await page.addInitScript((l) => localStorage.setItem('language', l), language);
}

/** A new client account, registered through the API; its e-mail is unique to this run. */
export async function registerAccount(request: APIRequestContext, name: string, prefix = 'user') {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ps`;
  const password = 'olive-tree-2025';
  const registered = await request.post('/api/v1/auth/register/', {
    data: { email, password, password_confirm: password, name, role: 'client' },
  });
  expect(registered.status()).toBe(201);
  return { email, password };
}

/** A listing submitted by `owner` through the API (it awaits review); its id. */
export async function submitListing(
  request: APIRequestContext,
  owner: { email: string; password: string },
  listing: Record<string, unknown>,
): Promise<number> {
  const { access } = (await (await request.post('/api/v1/auth/login/', { data: owner })).json()) as { access: string };
  const cities = (await (await request.get('/api/v1/realty/cities/')).json()) as { id: number }[];
  const created = await request.post('/api/v1/realty/properties/', {
    headers: { authorization: `Bearer ${access}` },
    data: { purpose: 'sale', city_id: cities[0]!.id, ...listing },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/**
 * A live listing of the test's own: `owner` (a new client unless given) submits `listing` through the
 * API and staff approve it; its id. Journeys that read or change a listing use their own, never a named
 * demo row another worker may be changing at the same time.
 */
export async function publishListing(
  request: APIRequestContext,
  listing: Record<string, unknown>,
  owner?: { email: string; password: string },
): Promise<number> {
  owner ??= await registerAccount(request, 'Listing Owner', 'owner');
  const id = await submitListing(request, owner, listing);
  const { access } = (await (await request.post('/api/v1/auth/login/', { data: STAFF })).json()) as { access: string };
  const approved = await request.post(`/api/v1/admin/properties/${id}/approve/`, { headers: { authorization: `Bearer ${access}` } });
  expect(approved.status()).toBe(204);
  return id;
}

const LOGIN = {
  en: { path: '/en/auth/login', email: 'E-mail', password: 'Password', submit: 'Sign in' },
  ar: { path: '/auth/login', email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
};

/** Signs in through the login page, as a reader does, in `language`; done when the dashboard opens. */
export async function signIn(page: Page, email: string, password: string, language: 'ar' | 'en' = 'en') {
  const login = LOGIN[language];
  await page.goto(login.path);
  await page.getByRole('textbox', { name: login.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: login.password, exact: true }).fill(password);
  await page.getByRole('button', { name: login.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** In the add-property form (Arabic): the first country, then the city named `city` once its list has loaded. */
export async function choosePlace(dialog: Locator, city: string) {
  const country = dialog.getByRole('combobox', { name: /الدولة/ });
  await expect(country).toBeEnabled();
  await country.selectOption({ index: 1 });
  const cities = dialog.getByRole('combobox', { name: /المدينة/ });
  await expect(cities).toBeEnabled();
  await cities.selectOption({ label: city });
}

/** A camera photo to upload: a JPEG of one colour. */
export const photo = ({ width = 1600, height = 1200, color = { r: 150, g: 90, b: 70 } } = {}) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Fails with a readable list when axe finds any WCAG 2.1 A/AA violation on the current page. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
