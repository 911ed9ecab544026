import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { cityId, createListing, createTestUser, type TestUser } from '../../test/factories';
import { completedProjects, heroes, projectMedia, properties } from '../db/schema';
import { PageCache } from '../lib/page-cache';
import { repoRoot, webDistDir } from '../lib/paths';

/** The <head> of a page, and every script element in it (the strict CSP allows no inline execution). */
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
const link = (html: string, rel: string, extra = '') => html.match(new RegExp(`<link rel="${rel}"${extra} href="([^"]*)"`))?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('pages rendered on the server', () => {
  let ctx: TestContext;
  let owner: TestUser;
  const id = {} as Record<'flat' | 'villa' | 'pending', number>;
  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers: { host: 'manara.test', ...headers } });

  beforeAll(async () => {
    // The same build `npm start` serves (skipped when it is current).
    execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: repoRoot(), stdio: 'ignore' });
    ctx = await createTestContext({ webDist: webDistDir() });
    owner = await createTestUser(ctx, { name: 'مكتب الزيتونة العقاري — Al-Zaytouna Real Estate' });
    id.flat = await createListing(ctx, {
      ownerId: owner.id,
      title: 'شقة فاخرة في رام الله <مع> إطلالة',
      description: 'إطلالة رائعة، قريبة من دوار المنارة',
      purpose: 'sale',
      price: 175_000,
      area: 165,
      city: 'Ramallah',
      address: 'الماصيون',
      images: 3,
    });
    id.villa = await createListing(ctx, {
      ownerId: owner.id,
      title: 'Stone villa in Bethlehem',
      purpose: 'sale',
      city: 'Bethlehem',
      images: 1,
    });
    id.pending = await createListing(ctx, { ownerId: owner.id, title: 'Awaiting review', status: 'pending', images: 1 });
  }, 180_000);

  it("renders a listing's title, price, first photo and share tags in the HTML itself, in Arabic", async () => {
    const res = await page(`/realty/property/${id.flat}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    // In the page's markup (no JavaScript runs here), escaped.
    expect(html).toContain('شقة فاخرة في رام الله &lt;مع&gt; إطلالة</bdi></h1>');
    expect(html).toMatch(/175,000/);
    expect(html).toMatch(/<img [^>]*src="\/media\/properties\/test-\d+-0-960\.webp"/);
    // The first photo is preloaded with high priority and its responsive sizes.
    expect(head(html)).toMatch(
      /<link rel="preload" as="image" href="\/media\/properties\/test-\d+-0-960\.webp" fetchpriority="high" imagesrcset="[^"]*1600w"/,
    );
    // Share previews: title with price and city, a 1200 px photo, the language.
    expect(meta(html, 'og:title')).toBe('شقة فاخرة في رام الله &#60;مع&#62; إطلالة | 175,000 دولار | رام الله | منارة');
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/manara\.test\/media\/properties\/test-\d+-0-1200\.webp$/);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:locale')).toBe('ar_AR');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const listing = jsonLd(html).find((d) => d['@type'] === 'RealEstateListing')!;
    expect(listing).toMatchObject({
      name: 'شقة فاخرة في رام الله <مع> إطلالة',
      offers: { '@type': 'Offer', price: 175000, priceCurrency: 'USD' },
      contentLocation: { address: { streetAddress: 'الماصيون', addressLocality: 'Ramallah', addressCountry: 'PS' } },
    });
    expect(jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList')).toBeTruthy();
    // Hydration data travels in a JSON script; no script runs inline.
    expect(html).toContain('<script type="application/json" id="manara-state">');
    for (const attributes of scripts(html)) expect(attributes).toMatch(/src="|type="application\/(ld\+)?json"/);
    // Before the first paint only the tiny entry script is asked for; the app, the page's chunks and its
    // language are listed for it to load afterwards (decision 015), the app first.
    expect(head(html)).not.toContain('modulepreload');
    expect(scripts(html).filter((a) => a.includes('type="module"'))).toHaveLength(1);
    const modules = JSON.parse(html.match(/<script type="application\/json" id="manara-modules">(.*?)<\/script>/)![1]!) as string[];
    expect(modules[0]).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    expect(modules.some((m) => /\/property-page-[\w-]+\.js$/.test(m))).toBe(true);
    expect(modules.some((m) => /\/catalogue-ar-[\w-]+\.js$/.test(m))).toBe(true);
  });

  it('gives each language its own address, canonical and alternates', async () => {
    const ar = (await page(`/realty/property/${id.villa}?utm_source=whatsapp`)).body;
    const en = (await page(`/en/realty/property/${id.villa}`)).body;
    expect(en).toContain('<html lang="en" dir="ltr">');
    expect(en).toContain('Back to properties for sale');
    expect(meta(en, 'og:locale')).toBe('en_US');
    expect(link(ar, 'canonical')).toBe(`http://manara.test/realty/property/${id.villa}`);
    expect(link(en, 'canonical')).toBe(`http://manara.test/en/realty/property/${id.villa}`);
    for (const html of [ar, en]) {
      expect(link(html, 'alternate', ' hreflang="ar"')).toBe(`http://manara.test/realty/property/${id.villa}`);
      expect(link(html, 'alternate', ' hreflang="en"')).toBe(`http://manara.test/en/realty/property/${id.villa}`);
      expect(link(html, 'alternate', ' hreflang="x-default"')).toBe(`http://manara.test/realty/property/${id.villa}`);
    }
  });

  it('offers the installable app: a manifest per language linked from every page, with its icons', async () => {
    for (const [address, locale, dir, start, name] of [
      ['/realty/buy-sell', 'ar', 'rtl', '/', 'منارة'],
      ['/en/realty/buy-sell', 'en', 'ltr', '/en/', 'Manara'],
    ] as const) {
      const html = (await page(address)).body;
      const href = link(head(html), 'manifest');
      expect(href).toBe(locale === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest');
      expect(link(head(html), 'apple-touch-icon')).toBe('/icons/apple-touch-icon.png');
      const res = await page(href!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      const manifest = res.json();
      expect(manifest).toMatchObject({ id: '/', scope: '/', lang: locale, dir, start_url: start, short_name: name, display: 'standalone' });
      expect(manifest.name).toContain(name);
      // What Chromium asks of an installable app: a 192 and a 512 px icon, a maskable one among them.
      const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
      expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of [...icons, { src: '/icons/apple-touch-icon.png' }]) {
        const png = await page(icon.src);
        expect(png.statusCode).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
      }
    }
  });

  it('answers 404 with the not-found page for a hidden, missing or malformed listing', async () => {
    for (const url of [`/realty/property/${id.pending}`, '/realty/property/999999', '/en/realty/property/abc']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toMatch(/العقار غير موجود|Property not found/);
      expect(res.body).not.toContain('Awaiting review');
      expect(meta(res.body, 'robots')).toBe('noindex');
    }
  });

  it('redirects unknown paths to the home page of their language on the server', async () => {
    const ar = await page('/no/such/page');
    expect(ar.statusCode).toBe(302);
    expect(ar.headers.location).toBe('/');
    const en = await page('/en/no-such-page?x=1');
    expect(en.statusCode).toBe(302);
    expect(en.headers.location).toBe('/en');
    // API-like paths stay JSON.
    const api = await page('/api/v1/no-such-endpoint/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'route_not_found' });
  });

  it('renders forms that send nothing through the address before the app takes over (a click then does nothing)', async () => {
    for (const url of ['/auth/login', '/en/auth/register', '/contact']) {
      const html = (await page(url)).body;
      const forms = html.match(/<form[^>]*>/g) ?? [];
      expect(forms.length, url).toBeGreaterThan(0);
      for (const form of forms) expect(form, url).toContain('method="post"');
      expect(html.match(/<button[^>]*type="submit"[^>]*>/)?.[0], url).toContain('disabled');
    }
  });

  it('applies the filters and page of the address on the server', async () => {
    const html = (await page(`/realty/buy-sell?city=${await cityId(ctx.db, 'Bethlehem')}`)).body;
    expect(html).toContain('Stone villa in Bethlehem');
    expect(html).not.toContain('شقة فاخرة في رام الله');
    const all = (await page('/realty/buy-sell')).body;
    expect(all).toContain('Stone villa in Bethlehem');
    expect(all).toContain('شقة فاخرة في رام الله');
  });

  it('counts no view for its own request; the browser reports the visit once', async () => {
    const views = async () => (await ctx.db.select({ n: properties.viewsCount }).from(properties).where(eq(properties.id, id.villa)))[0]!.n;
    const before = await views();
    await page(`/realty/property/${id.villa}`, { 'user-agent': 'reader' });
    expect(await views()).toBe(before);
    const counted = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/realty/properties/${id.villa}/views/`,
      headers: { 'user-agent': 'reader' },
    });
    expect(counted.json()).toEqual({ views_count: before + 1 });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/realty/properties/${id.villa}/views/`, headers: { 'user-agent': 'reader' } });
    expect(await views()).toBe(before + 1);
    const hidden = await ctx.app.inject({ method: 'POST', url: `/api/v1/realty/properties/${id.pending}/views/` });
    expect(hidden.statusCode).toBe(404);
  });

  it("renders a completed project's page with its title, photo and share tags; a missing one is a 404", async () => {
    const [project] = await ctx.db
      .insert(completedProjects)
      .values({
        titleAr: 'عمارة الياسمين',
        titleEn: 'Al-Yasmeen building',
        locationAr: 'رام الله',
        locationEn: 'Ramallah',
        projectType: 'residential',
        searchText: 'عماره الياسمين al-yasmeen building',
      })
      .returning({ id: completedProjects.id });
    await ctx.db.insert(projectMedia).values({
      projectId: project!.id,
      mediaType: 'image',
      storageKey: 'projects/t/1',
      widths: [480, 960, 1200],
      width: 1200,
      height: 800,
    });
    const en = await page(`/en/realty/completed-projects/${project!.id}`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('>Al-Yasmeen building</h1>');
    expect(en.body).toMatch(/<img [^>]*src="\/media\/projects\/t\/1-960\.webp"/);
    expect(meta(en.body, 'og:image')).toBe('http://manara.test/media/projects/t/1-1200.webp');
    expect(link(head(en.body), 'canonical')).toBe(`http://manara.test/en/realty/completed-projects/${project!.id}`);
    const missing = await page('/realty/completed-projects/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('المشروع غير موجود');
    // Its title carries the site's name, as every other page's does.
    expect(head(missing.body)).toContain('<title>المشروع غير موجود | منارة</title>');
    expect(head((await page('/en/realty/completed-projects/999999')).body)).toContain('<title>Project not found | Manara</title>');
  });

  it("renders the home statistics band's real numbers, not the zeros its count-up starts from", async () => {
    for (const [url, label] of [
      ['/', 'عميل راضٍ'],
      ['/en', 'Happy clients'],
    ] as const) {
      const html = (await page(url)).body;
      expect(html, url).toContain(label);
      for (const n of ['500+', '100+', '50+']) expect(html, url).toContain(`>${n}</p>`);
      expect(html, url).not.toContain('>0+</p>');
    }
  });

  it('lets a CDN keep anonymous pages briefly and browsers keep hashed assets for a year', async () => {
    const home = await page('/');
    expect(home.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const asset = home.body.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const js = await page(asset);
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Document-only security headers stay on documents; a script keeps nosniff and nothing it cannot use.
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    expect(js.headers['content-security-policy']).toBeUndefined();
    expect(js.headers['x-frame-options']).toBeUndefined();
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect(js.headers.etag).toBeUndefined();
    const boot = await page('/boot.js');
    expect(boot.headers['cache-control']).toBe('public, max-age=3600');
    expect(boot.headers['content-security-policy']).toBeUndefined();
    expect(boot.headers['x-content-type-options']).toBe('nosniff');
    const favicon = await page('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    expect(favicon.headers['content-security-policy']).toContain("default-src 'self'"); // opened alone, an SVG is a document
    expect((await page('/index.html')).statusCode).toBe(302); // not a file: an unknown page
  });

  it('ships no source maps to browsers', async () => {
    const client = path.join(webDistDir(), 'client');
    const files = readdirSync(client, { recursive: true }).map(String);
    expect(files.filter((f) => f.includes('.map'))).toEqual([]);
    const scripts = files.filter((f) => f.startsWith('assets/') && f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) {
      const map = await page(`/${script}.map`, { 'accept-language': 'en' });
      expect(map.statusCode, script).toBe(404);
      expect(map.json()).toEqual({ detail: 'This API address does not exist.', code: 'route_not_found' });
      expect(readFileSync(path.join(client, script), 'utf8')).not.toContain('sourceMappingURL');
    }
  });

  it('answers a malformed Host with a translated 400, never a 500, and builds addresses only from a valid one', async () => {
    for (const host of ['a b', '[::1', 'x:y:z', 'evil.example:99999', 'a%2Fb', 'a/b', 'ex ample.test:80', 'a\\b']) {
      for (const url of ['/', `/realty/property/${id.flat}`, '/en/realty', '/robots.txt', '/sitemap.xml', '/api/v1/common/hero/']) {
        const res = await page(url, { host, 'accept-language': 'en' });
        expect(res.statusCode, `${host} ${url}`).toBe(400);
        expect(res.json()).toEqual({ detail: 'The Host header of the request is not valid.', code: 'invalid_host' });
      }
    }
    // Without PUBLIC_ORIGIN (development), a valid Host is used.
    const ipv6 = await page('/', { host: '[::1]:3000' });
    expect(link(head(ipv6.body), 'canonical')).toBe('http://[::1]:3000/');
  });

  it('never renders a stored call-to-action link that would leave the site', async () => {
    for (const bad of ['/\\evil.example', '/\t/evil.example', '/\n/evil.example', '//evil.example']) {
      await ctx.db
        .insert(heroes)
        .values({ page: 'home', titleAr: 'أهلًا', titleEn: 'Welcome', ctaTextAr: 'ابدأ', ctaTextEn: 'Start', ctaLink: bad })
        .onConflictDoUpdate({ target: heroes.page, set: { ctaLink: bad } });
      const home = await page('/');
      expect(home.statusCode).toBe(200);
      expect(home.body).not.toContain('evil.example');
      expect(home.body).not.toContain('>ابدأ<');
    }
    await ctx.db.update(heroes).set({ ctaLink: '/auth/register' }).where(eq(heroes.page, 'home'));
    expect((await page('/')).body).toMatch(/<a [^>]*href="\/auth\/register"[^>]*>ابدأ<\/a>/);
    await ctx.db.delete(heroes).where(eq(heroes.page, 'home'));
  });

  it('keeps anonymous HTML the same for a signed-in reader (their details fill in in the browser)', async () => {
    const anonymous = (await page(`/realty/property/${id.flat}`)).body;
    const signedIn = (await page(`/realty/property/${id.flat}`, owner.headers)).body;
    const strip = (html: string) => html.replace(/"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g, '');
    const a = strip(anonymous).split('\n');
    const b = strip(signedIn).split('\n');
    expect(b.filter((line, i) => line !== a[i])).toEqual([]);
  });
});

describe('rendered pages reused for a few seconds', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let listing: number;
  const page = (url: string) => ctx.app.inject({ url, headers: { host: 'manara.test' } });
  const retitle = (title: string) => ctx.db.update(properties).set({ titleEn: title }).where(eq(properties.id, listing));

  beforeAll(async () => {
    execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: repoRoot(), stdio: 'ignore' });
    ctx = await createTestContext({ webDist: webDistDir(), env: { PAGE_CACHE_SECONDS: '60' } });
    owner = await createTestUser(ctx);
    listing = await createListing(ctx, { ownerId: owner.id, title: 'First title', images: 1 });
  }, 180_000);

  it('serves the same page again until a change is made through the API, then renders it afresh', async () => {
    expect((await page(`/realty/property/${listing}`)).body).toContain('First title');
    await retitle('Second title');
    // Rendered moments ago: served as it was.
    expect((await page(`/realty/property/${listing}`)).body).toContain('First title');
    // A refused request changes nothing and forgets nothing.
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/v1/realty/favorites/', headers: owner.headers, payload: {} });
    expect(refused.statusCode).toBe(400);
    expect((await page(`/realty/property/${listing}`)).body).toContain('First title');
    // Any successful change through the API: every page is rendered again.
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/favorites/',
      headers: owner.headers,
      payload: { property_id: listing },
    });
    expect(saved.statusCode).toBeLessThan(300);
    expect((await page(`/realty/property/${listing}`)).body).toContain('Second title');
  });

  it('keeps each language and address apart', async () => {
    const ar = (await page('/')).body;
    const en = (await page('/en')).body;
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(en).toContain('<html lang="en" dir="ltr">');
  });
});

describe('pages in production: every absolute address from PUBLIC_ORIGIN', () => {
  let ctx: TestContext;
  let listing: number;
  const page = (url: string) => ctx.app.inject({ url, headers: { host: 'evil.example', 'x-forwarded-host': 'evil2.example' } });

  beforeAll(async () => {
    execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: repoRoot(), stdio: 'ignore' });
    ctx = await createTestContext({ webDist: webDistDir(), env: { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://manara.ps' } });
    const owner = await createTestUser(ctx);
    listing = await createListing(ctx, { ownerId: owner.id, title: 'A flat', images: 1 });
  }, 180_000);

  it('does not reflect the Host of the request in canonical links, share tags, the sitemap or robots.txt', async () => {
    const html = (await page(`/en/realty/property/${listing}`)).body;
    expect(link(head(html), 'canonical')).toBe(`https://manara.ps/en/realty/property/${listing}`);
    expect(meta(html, 'og:url')).toBe(`https://manara.ps/en/realty/property/${listing}`);
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/manara\.ps\/media\//);
    const robots = (await page('/robots.txt')).body;
    expect(robots).toContain('Sitemap: https://manara.ps/sitemap.xml');
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain('https://manara.ps/');
    for (const body of [html, robots, sitemap]) expect(body).not.toMatch(/evil2?\.example/);
  });
});

describe('pages with media at MEDIA_PUBLIC_BASE (a CDN)', () => {
  let ctx: TestContext;
  let listing: number;

  beforeAll(async () => {
    execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: repoRoot(), stdio: 'ignore' });
    ctx = await createTestContext({ webDist: webDistDir(), env: { MEDIA_PUBLIC_BASE: 'https://media.manara.test' } });
    const owner = await createTestUser(ctx);
    listing = await createListing(ctx, { ownerId: owner.id, title: 'A flat', images: 1 });
  }, 180_000);

  it('links photos and share previews there, and the CSP lets the page show them', async () => {
    const res = await ctx.app.inject({ url: `/en/realty/property/${listing}`, headers: { host: 'manara.test' } });
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'og:image')).toMatch(/^https:\/\/media\.manara\.test\/properties\/test-\d+-0-1200\.webp$/);
    expect(res.body).toMatch(/<img [^>]*src="https:\/\/media\.manara\.test\/properties\//);
    expect(res.body).not.toContain('/media/properties/');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/img-src [^;]*https:\/\/media\.manara\.test/);
    expect(csp).toMatch(/media-src [^;]*https:\/\/media\.manara\.test/);
  });
});

describe('pages whose address carries a link token (reset, verification, unsubscribe, renewal)', () => {
  let ctx: TestContext;
  const TOKEN = 'Tk9UX0FfUkVBTF9UT0tFTl9idXRfbG9uZ19lbm91Z2g';

  beforeAll(async () => {
    execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: repoRoot(), stdio: 'ignore' });
    ctx = await createTestContext({ webDist: webDistDir(), env: { PAGE_CACHE_SECONDS: '60' } });
  }, 180_000);

  it('are kept by no cache, send no Referer and never repeat the token in their HTML', async () => {
    const stored = vi.spyOn(PageCache.prototype as unknown as { store(key: string): void }, 'store');
    try {
      for (const prefix of ['', '/en']) {
        for (const page of ['/auth/reset-password', '/auth/verify-email', '/unsubscribe', '/renew']) {
          const url = `${prefix}${page}?token=${TOKEN}`;
          const res = await ctx.app.inject({ url, headers: { host: 'manara.test' } });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['cache-control'], url).toBe('no-store');
          expect(res.headers['referrer-policy'], url).toBe('no-referrer');
          expect(res.body, url).not.toContain(TOKEN);
          // The language switch still links to the same page in the other language, without the query.
          const other = prefix ? page : `/en${page}`;
          expect(res.body, url).toContain(`<a href="${other}"`);
        }
      }
      expect(stored.mock.calls.filter(([key]) => key.includes(TOKEN))).toEqual([]);
      // Another page is still kept (the spy sees the cache at work).
      const home = await ctx.app.inject({ url: '/', headers: { host: 'manara.test' } });
      expect(home.headers['cache-control']).toMatch(/s-maxage/);
      expect(stored).toHaveBeenCalled();
    } finally {
      stored.mockRestore();
    }
  });
});

describe('a page whose hero fails to load', () => {
  let ctx: TestContext;
  const lines: string[] = [];

  beforeAll(async () => {
    execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: repoRoot(), stdio: 'ignore' });
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    ctx = await createTestContext({ webDist: webDistDir(), env: { LOG_LEVEL: 'warn' }, logStream });
  }, 180_000);

  it('shows the default hero and logs the failure with the page and the hero it missed', async () => {
    // The heroes' table gone: the hero's request fails with a 500 (not an outage).
    await ctx.db.execute(sql`alter table heroes rename to heroes_away`);
    try {
      const res = await ctx.app.inject({ url: '/en/realty/buy-sell', headers: { host: 'manara.test' } });
      expect(res.statusCode).toBe(200);
      const logged = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.msg === 'page data failed to load; its fallback was rendered');
      expect(logged).toEqual([
        expect.objectContaining({ level: 40, page: '/en/realty/buy-sell', query: '["hero","buysell"]', status: 500 }),
      ]);
    } finally {
      await ctx.db.execute(sql`alter table heroes_away rename to heroes`);
    }
  });
});
