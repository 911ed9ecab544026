import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { createListing, createTestUser } from '../../test/factories';
import { repoRoot, webDistDir } from '../lib/paths';

/** The listing's photos the page's <img> elements ask for, and their srcset attributes. */
const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes('/media/properties/'));
const preload = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
const state = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="manara-state">(.*?)<\/script>/s)![1]!) as { dataSaver?: unknown };

describe('data saver in the pages the server renders (decision 073)', () => {
  let ctx: TestContext;
  let listing: number;
  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers: { host: 'manara.test', ...headers } });

  beforeAll(async () => {
    execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: repoRoot(), stdio: 'ignore' });
    // Rendered pages are reused: the modes must still not mix.
    ctx = await createTestContext({ webDist: webDistDir(), env: { PAGE_CACHE_SECONDS: '60' } });
    const owner = await createTestUser(ctx);
    listing = await createListing(ctx, { ownerId: owner.id, title: 'Saver flat', images: 3 });
  }, 180_000);

  it('off by default: every width offered, and the page varies on Save-Data and Cookie', async () => {
    const res = await page(`/en/realty/property/${listing}`);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.vary)).toMatch(/Save-Data/);
    expect(String(res.headers.vary)).toMatch(/Cookie/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const shown = images(res.body);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown[0]).toMatch(/src="\/media\/properties\/test-\d+-0-960\.webp"/);
    expect(shown[0]).toMatch(/srcSet="[^"]*1600w"/i);
    expect(preload(res.body)).toMatch(/imagesrcset="[^"]*1600w"/);
    expect(state(res.body).dataSaver).toEqual({ on: false, header: false });
  });

  it('Save-Data: on renders the narrowest photos only, the preload too, and tells the browser', async () => {
    const res = await page(`/en/realty/property/${listing}`, { 'save-data': 'on' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.vary)).toMatch(/Save-Data/);
    const shown = images(res.body);
    expect(shown.length).toBeGreaterThan(0);
    for (const tag of shown) {
      expect(tag).toMatch(/src="\/media\/properties\/test-\d+-\d-480\.webp"/);
      expect(tag).not.toMatch(/srcset=/i);
    }
    expect(preload(res.body)).toMatch(/href="\/media\/properties\/test-\d+-0-480\.webp"/);
    expect(preload(res.body)).not.toMatch(/imagesrcset/);
    expect(state(res.body).dataSaver).toEqual({ on: true, header: true });
    // The same address without the header, moments later: not the data-saving copy.
    expect(images((await page(`/en/realty/property/${listing}`)).body)[0]).toMatch(/-960\.webp"/);
  });

  it("the reader's cookie wins either way, in both languages", async () => {
    const off = await page(`/realty/property/${listing}`, { 'save-data': 'on', cookie: 'manara_data_saver=off' });
    expect(images(off.body)[0]).toMatch(/-960\.webp"/);
    expect(state(off.body).dataSaver).toEqual({ on: false, header: true });
    const on = await page(`/en/realty/property/${listing}`, { cookie: 'other=1; manara_data_saver=on' });
    expect(images(on.body)[0]).toMatch(/-480\.webp"/);
    expect(state(on.body).dataSaver).toEqual({ on: true, header: false });
    // A value that is not a choice is ignored (and answers normally).
    const odd = await page(`/realty/property/${listing}`, { cookie: 'manara_data_saver=%00<x>' });
    expect(odd.statusCode).toBe(200);
    expect(images(odd.body)[0]).toMatch(/-960\.webp"/);
  });

  it('the list of listings asks for small cover photos too', async () => {
    const res = await page('/en/realty/buy-sell', { 'save-data': 'on' });
    expect(res.statusCode).toBe(200);
    const covers = images(res.body);
    expect(covers.length).toBeGreaterThan(0);
    for (const tag of covers) expect(tag).toMatch(/-480\.webp"/);
  });
});
