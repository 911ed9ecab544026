import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Data saver (issue 34 item 5, decision 073) on a phone: with `Save-Data: on` a listing asks for its
 * photos' narrowest variant and fetches nothing of its map (the map library, its style — the tiles'
 * source; the suite's blank style serves no tiles) until "Show map"; the footer's switch turns it on
 * and off and survives a reload, in both languages. Also measures the bytes of a first visit, with and
 * without data saver (bench/README.md, "Data saver").
 */

const PHONE = { width: 390, height: 844 };

async function demoListing(request: APIRequestContext): Promise<number> {
  // The demo listing the page-budget journey measures: always the same page.
  const body = (await (await request.get('/api/v1/realty/properties/?purpose=sale&search=Masyoun')).json()) as {
    results: { id: number }[];
  };
  return body.results[0]!.id;
}

/** Requests of the map: its library, stylesheet, style, and any tile, glyph or sprite it would ask for. */
const MAP_REQUEST = /maplibre|\/api\/v1\/map\/|\/tiles?\/|\.pbf(\?|$)|\.mvt(\?|$)/;

function watch(page: Page) {
  const map: string[] = [];
  const sizes: Promise<number>[] = [];
  const images: Promise<number>[] = [];
  page.on('request', (r) => {
    if (MAP_REQUEST.test(r.url())) map.push(r.url());
  });
  page.on('requestfinished', (r) => {
    const size = r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize);
    sizes.push(size);
    if (r.resourceType() === 'image') images.push(size);
  });
  const sum = async (list: Promise<number>[]) => (await Promise.all(list)).reduce((a, b) => a + b, 0);
  return { map, bytes: () => sum(sizes), imageBytes: () => sum(images) };
}

/** The listing photos the page shows (gallery, cards): their src and srcset. */
const photos = (page: Page) =>
  page
    .locator('img[src*="/media/properties/"]')
    .evaluateAll((imgs) => imgs.map((img) => ({ src: img.getAttribute('src')!, srcset: img.getAttribute('srcset') })));

/** Scrolls to the end the way a reader does, until every photo that came into view has loaded. */
async function readToTheEnd(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await expect
      .poll(() =>
        page.evaluate(() => [...document.images].every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight * 2)),
      )
      .toBe(true);
  }
}

async function firstVisit(browser: Browser, baseURL: string | undefined, path: string, saveData: boolean) {
  // A phone's screen: two device pixels to a CSS pixel (most phones have two to three).
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    deviceScaleFactor: 2,
    ...(saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
  });
  const page = await context.newPage();
  const seen = watch(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await readToTheEnd(page);
  await page.waitForLoadState('networkidle');
  const kb = { all: (await seen.bytes()) / 1024, images: (await seen.imageBytes()) / 1024 };
  await context.close();
  return kb;
}

test.use({ viewport: PHONE });

test('Save-Data: a listing shows its narrowest photos and no map until Show map (Arabic)', async ({ browser, baseURL, request }) => {
  const id = await demoListing(request);
  const context = await browser.newContext({ baseURL, viewport: PHONE, extraHTTPHeaders: { 'Save-Data': 'on' } });
  const page = await context.newPage();
  const seen = watch(page);
  await page.goto(`/realty/property/${id}`);
  const shown = await photos(page);
  expect(shown.length).toBeGreaterThan(0);
  for (const photo of shown) {
    expect(photo.src).toMatch(/-480\.webp$/);
    expect(photo.srcset).toBeNull();
  }
  await expect(page.getByRole('button', { name: 'توفير البيانات: مفعّل' })).toBeVisible();

  // Read the whole page: the map's place says why it waits, and nothing of the map is fetched.
  await readToTheEnd(page);
  const show = page.getByRole('button', { name: 'اعرض الخريطة' });
  await show.scrollIntoViewIfNeeded();
  await expect(page.getByText('الخريطة لا تُحمَّل تلقائيًا لأن توفير البيانات مفعّل.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.map, 'map requests before Show map').toEqual([]);

  await show.click();
  const map = page.getByRole('region', { name: /خريطة تبيّن/ });
  await expect(map.locator('canvas')).toBeAttached();
  expect(seen.map.length, 'map requests after Show map').toBeGreaterThan(0);
  await context.close();
});

for (const language of ['ar', 'en'] as const) {
  test(`the footer switch turns data saver on and off, and a reload keeps it (${language})`, async ({ page, request }) => {
    const id = await demoListing(request);
    const text =
      language === 'ar'
        ? { on: 'توفير البيانات: مفعّل', off: 'توفير البيانات: متوقف', show: 'اعرض الخريطة' }
        : { on: 'Data saver: on', off: 'Data saver: off', show: 'Show map' };
    await page.goto(`${language === 'en' ? '/en' : ''}/realty/property/${id}`);
    expect((await photos(page))[0]!.src).toMatch(/-960\.webp$/);

    await page.getByRole('button', { name: text.off }).click();
    await expect(page.getByRole('button', { name: text.on })).toBeVisible();
    await expect.poll(async () => (await photos(page))[0]!.src).toMatch(/-480\.webp$/);
    // Where the map is, far down the page (its part goes live when the reader comes near: decision 054).
    await page.getByRole('region', { name: language === 'ar' ? /خريطة تبيّن/ : /Map showing/ }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: text.show })).toBeAttached();

    // The server renders the next page in the reader's mode: small photos in the HTML itself.
    const html = await (await page.reload())!.text();
    expect(html).toMatch(/<img [^>]*src="\/media\/properties\/[^"]+-480\.webp"/);
    await expect(page.getByRole('button', { name: text.on })).toBeVisible();

    await page.getByRole('button', { name: text.on }).click();
    await expect(page.getByRole('button', { name: text.off })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: text.off })).toBeVisible();
    expect((await photos(page))[0]!.src).toMatch(/-960\.webp$/);
    await expect(page.getByRole('button', { name: text.show })).toHaveCount(0);
  });
}

test("the reader's off wins over the browser's Save-Data", async ({ browser, baseURL, request }) => {
  const id = await demoListing(request);
  const context = await browser.newContext({ baseURL, viewport: PHONE, extraHTTPHeaders: { 'Save-Data': 'on' } });
  const page = await context.newPage();
  await page.goto(`/en/realty/property/${id}`);
  await page.getByRole('button', { name: 'Data saver: on' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Data saver: off' })).toBeVisible();
  expect((await photos(page))[0]!.src).toMatch(/-960\.webp$/);
  await context.close();
});

test('bytes a first visit moves, with and without data saver (phone at 2x, read to the end)', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const id = await demoListing(request);
  const rows: string[] = [];
  for (const [name, path] of [
    ['buy-sell', '/realty/buy-sell'],
    ['listing', `/realty/property/${id}`],
  ] as const) {
    const full = await firstVisit(browser, baseURL, path, false);
    const saver = await firstVisit(browser, baseURL, path, true);
    rows.push(
      `${name}: ${full.all.toFixed(0)} KB without (photos ${full.images.toFixed(0)}), ` +
        `${saver.all.toFixed(0)} KB with data saver (photos ${saver.images.toFixed(0)}): ${((saver.all / full.all) * 100).toFixed(0)} %`,
    );
    // Buy-sell's first page holds whatever listings other journeys have made by the time this runs —
    // without photos, or with photos no wider than the narrowest variant, the same bytes in both modes
    // (seen in CI: 333.42 KB each) — so it is measured and printed only. The demo listing always has
    // its full-width photos and its map.
    if (name === 'listing') {
      expect(saver.all, `${name}: data saver moves less`).toBeLessThan(full.all);
      expect(saver.images, `${name}: data saver's photos weigh less`).toBeLessThan(full.images);
    }
  }
  console.log(`Data saver, first visit:\n${rows.join('\n')}`);
  test.info().annotations.push({ type: 'data saver bytes', description: rows.join('\n') });
});
