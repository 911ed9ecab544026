import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The public pages' first-load budget (issue 35, docs/decisions/054-page-budget.md), checked on what a
 * phone's first visit really loads, in both languages; no timing is asserted (a loaded CI machine
 * would make that flaky), only what causes main-thread work:
 * - the JavaScript a first visit moves: compressed bodies, the figure bench/page-weight.mjs reports;
 * - scripts at start are only the page's own (the loader, boot.js, and what the server lists in
 *   #manara-modules): nothing else — the map library above all — is fetched and evaluated with it;
 * - at most MAX_SCRIPTS scripts at start: starting each module request costs main thread on a phone
 *   (≈ 1 ms, and ≈ 0.35 KB of headers), and a chunking change that splits the app into many small
 *   chunks (a top-level await does) shows here first;
 * - no Intl.NumberFormat is built at start (the first costs 30–60 ms of main thread in one task);
 * - a listing's map (MapLibre, ≈ 236 KB) is fetched only when it comes near the viewport.
 */

/** KB of compressed script bodies on a first visit (issue 35: ≤ 150, ≤ 120 the aim). */
const BUDGET_KB = 150;
/**
 * Pages still over the 150 KB, held where they are so they cannot grow (bench/README.md,
 * "Public pages on phones"): lower these as they shrink. Raised three times on 2026-11-28/29 while #32
 * and #33 added to these pages what their issues ask for (decision 054). Lowered on 2026-11-29 at 05:20
 * by 4–5 KB on every page (the small modules every page uses share one chunk, no preload lists), and at
 * 09:00 by 3.3 KB on buy-sell, rent, owner and provider: the API's error messages load when a page is
 * about to show one, not with its first load (lib/errors.ts); contact and legal fit. A listing was at
 * 157.2 at HEAD before that change, over its 157 (the layout's offline support and outbox, ≈ +1 KB on
 * every page since 05:20): held at 158. Lowered at 09:45 by 0.5–1 KB: chunks under 1 KB are sent
 * compressed too (apps/web/scripts/precompress.mjs; ar 152.3–152.4 and a listing 156.5). What is left
 * over is measured in decision 054. Lowered on 2026-11-29 at 16:30 by 1 KB: the listings' owner-only
 * strings (my listings, edits, renewal, inbox, saved) left every page's catalogue (ar 151.2–151.4, a
 * listing 155.5). On 2026-11-29 at 19:00 buy-sell, rent, owner and provider fit (ar 149.7 / 149.1) and a
 * listing is lowered to 153 (152.7): the head's share image and JSON-LD only in the server build, the
 * listings pages' small shared modules as one chunk, the strings of parts loaded later (dialogs, share
 * menu, brochure …) with those parts, a listing's Share menu when it opens (decision 054). Lowered at
 * 19:40 to 151.5: a listing's amenities and price history
 * keep the server's HTML and load their code when they come near (lib/near-part.tsx); the photo viewer
 * loads when first opened.
 */
const HELD_KB: Record<string, number> = {
  listing: 151.5,
};

/**
 * Scripts a first visit may start: starting each costs main thread. A listing, the most, starts 37
 * since the listings pages' small modules share chunks too (44 once the small modules every page uses
 * became one chunk, 54 before).
 */
const MAX_SCRIPTS = 48;

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const body = (await (await request.get(`/api/v1${path}`)).json()) as { results: { id: number }[] };
  return body.results[0]!.id;
}

async function publicPages(request: APIRequestContext): Promise<[string, string][]> {
  // A demo listing, always the same page: the newest sale listing is whatever other journeys created
  // last, and a short one brings what sits below the fold (the map, the providers serving its city) near.
  const listing = await firstId(request, '/realty/properties/?purpose=sale&search=Masyoun');
  const project = await firstId(request, '/realty/completed-projects/');
  const detail = (await (await request.get(`/api/v1/realty/properties/${listing}/`)).json()) as {
    owner: { id: number; provider_type: string | null };
  };
  return [
    ['home', '/'],
    ['buy-sell', '/realty/buy-sell'],
    ['rent', '/realty/rent'],
    ['listing', `/realty/property/${listing}`],
    ['owner', `/realty/owners/${detail.owner.id}`],
    // A provider's public page (decision 056); a provider's owner page above redirects to it.
    ...(detail.owner.provider_type ? ([['provider', `/providers/${detail.owner.id}`]] as [string, string][]) : []),
    ['projects', '/realty/completed-projects'],
    ['project', `/realty/completed-projects/${project}`],
    ['finance', '/finance'],
    ['legal', '/legal'],
    ['construction', '/realty/construction'],
    ['about', '/about'],
    ['contact', '/contact'],
  ];
}

/** Every script the page fetches from now on, with its compressed body size. */
function watchScripts(page: Page) {
  const scripts: { url: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push({ url: new URL(request.url()).pathname, bytes: request.sizes().then((s) => s.responseBodySize) });
  });
  return scripts;
}

/** Counts the Intl.NumberFormat objects the page builds. */
async function countNumberFormats(page: Page) {
  await page.addInitScript(() => {
    const Original = Intl.NumberFormat;
    const w = window as unknown as { numberFormatsBuilt: number };
    w.numberFormatsBuilt = 0;
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        w.numberFormatsBuilt++;
        return new target(...args);
      },
      apply(target, self, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        w.numberFormatsBuilt++;
        return target(...args);
      },
    });
  });
}

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['ar', 'en'] as const) {
  test(`every public page's first load stays within its script budget and loads only its own chunks (${language})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const rows: string[] = [];
    for (const [name, path] of await publicPages(request)) {
      // A fresh context per page: a first visit, with nothing cached.
      const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await countNumberFormats(page);
      const scripts = watchScripts(page);
      await page.goto(language === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
      await page.waitForLoadState('networkidle');

      const listed = JSON.parse((await page.locator('#manara-modules').textContent()) ?? '[]') as string[];
      const loader = await page.locator('script[type="module"][src]').getAttribute('src');
      const own = new Set([...listed, loader, '/boot.js']);
      const foreign = scripts.map((s) => s.url).filter((url) => !own.has(url));
      expect.soft(foreign, `${name} (${language}): scripts that are not the page's own`).toEqual([]);

      const kb = (await Promise.all(scripts.map((s) => s.bytes))).reduce((a, b) => a + b, 0) / 1024;
      const budget = HELD_KB[name] ?? BUDGET_KB;
      rows.push(`${name} ${language}: ${kb.toFixed(1)} KB in ${scripts.length} scripts (budget ${budget})`);
      expect.soft(kb, `${name} (${language}): first-load JavaScript, KB`).toBeLessThanOrEqual(budget);
      expect.soft(scripts.length, `${name} (${language}): scripts at start`).toBeLessThanOrEqual(MAX_SCRIPTS);

      const built = await page.evaluate(() => (window as unknown as { numberFormatsBuilt: number }).numberFormatsBuilt);
      expect.soft(built, `${name} (${language}): Intl.NumberFormat objects built at start`).toBe(0);
      await context.close();
    }
    test.info().annotations.push({ type: 'first-load JavaScript', description: rows.join('\n') });
  });
}

test("a listing's sections far below the fold keep the server's HTML and fetch their code when scrolled near (phone)", async ({
  page,
  request,
}) => {
  const listing = await firstId(request, '/realty/properties/?purpose=sale&search=Masyoun');
  const belowFold: string[] = [];
  page.on('request', (r) => {
    if (/listing-below-fold-[\w-]+\.js$/.test(r.url())) belowFold.push(r.url());
  });
  await page.goto(`/realty/property/${listing}`);
  await page.waitForLoadState('networkidle');
  // Rendered by the server, there before their code comes.
  const amenities = page.getByRole('region', { name: 'المرافق والمميزات' });
  await expect(amenities.getByText('مصعد')).toBeAttached();
  expect(belowFold, 'code of the sections far below the fold fetched with the first load').toEqual([]);

  await amenities.scrollIntoViewIfNeeded();
  await expect.poll(() => belowFold.length).toBe(1);
  // The same section, now rendered by the page's code.
  await expect(amenities.getByText('مصعد')).toBeVisible();
  await expect(page.getByRole('region', { name: 'المرافق والمميزات' })).toHaveCount(1);
});

test('a listing fetches the map library only when its map comes near the viewport (phone)', async ({ page, request }) => {
  const listing = await firstId(request, '/realty/properties/?purpose=sale');
  const maplibre: string[] = [];
  page.on('request', (r) => {
    if (/maplibre/.test(r.url())) maplibre.push(r.url());
  });
  await page.goto(`/en/realty/property/${listing}`);
  await page.waitForLoadState('networkidle');
  const map = page.getByRole('region', { name: /Map showing the (property's location|area of the property's city)/ });
  await expect(map).toBeAttached();
  expect(maplibre, 'map library requested with the first paint').toEqual([]);

  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('canvas')).toBeAttached();
  expect(maplibre.some((url) => /maplibre-gl-[\w-]+\.js$/.test(url))).toBe(true);
});
