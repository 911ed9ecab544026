import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createListing, createTestUser } from '../../../test/factories';
import { createProvider } from '../../../test/requests';
import { completedProjects, users } from '../../db/schema';
import { createProviderPorts } from '../providers/provider-ports';
import { createListingIds } from '../realty/listings/listing-ports.repository';
import { createSeoRepository } from './seo.repository';
import { createSeoService, STATIC_PAGES } from './seo.service';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt and sitemap.xml', () => {
  let ctx: TestContext;
  const id = {} as Record<'a' | 'b' | 'pending' | 'project' | 'lawyer' | 'unverified' | 'deactivated', number>;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_ORIGIN: 'https://manara.ps' } });
    const owner = await createTestUser(ctx);
    id.a = await createListing(ctx, { ownerId: owner.id, title: 'A' });
    id.b = await createListing(ctx, { ownerId: owner.id, title: 'B', purpose: 'rent' });
    id.pending = await createListing(ctx, { ownerId: owner.id, title: 'Hidden', status: 'pending' });
    const [project] = await ctx.db
      .insert(completedProjects)
      .values({ titleAr: 'مشروع', titleEn: 'Project', projectType: 'residential', searchText: 'مشروع project' })
      .returning({ id: completedProjects.id });
    id.project = project!.id;
    id.lawyer = (await createProvider(ctx, { type: 'lawyer' })).id;
    id.unverified = (await createProvider(ctx, { type: 'financial_expert', status: 'pending' })).id;
    id.deactivated = (await createProvider(ctx, { type: 'realtor' })).id;
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, id.deactivated));
  });

  it('robots.txt keeps crawlers out of private pages and the API, and names the sitemap', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const path of ['/dashboard', '/en/dashboard', '/auth/', '/en/auth/', '/admin', '/en/admin', '/api/'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain('Sitemap: https://manara.ps/sitemap.xml');
  });

  it('lists every public page and active listing in both languages, with alternates and lastmod', async () => {
    const res = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = locs(res.body);
    expect(urls).toContain('https://manara.ps/');
    expect(urls).toContain('https://manara.ps/en');
    expect(urls).toContain('https://manara.ps/realty/buy-sell');
    expect(urls).toContain('https://manara.ps/en/realty/buy-sell');
    expect(urls).toContain(`https://manara.ps/realty/property/${id.a}`);
    expect(urls).toContain(`https://manara.ps/en/realty/property/${id.b}`);
    expect(urls.some((u) => u.endsWith(`/property/${id.pending}`))).toBe(false);
    expect(urls).toContain(`https://manara.ps/realty/completed-projects/${id.project}`);
    expect(urls).toContain(`https://manara.ps/en/realty/completed-projects/${id.project}`);
    expect(urls).toContain('https://manara.ps/en/contact');
    expect(urls).toHaveLength((STATIC_PAGES.length + 4) * 2);
    const entry = res.body.match(new RegExp(`<url><loc>https://manara.ps/en/realty/property/${id.a}</loc>.*?</url>`))![0];
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="https://manara.ps/realty/property/${id.a}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="https://manara.ps/realty/property/${id.a}"/>`);
  });

  it("lists a provider's page only while the provider is verified and active", async () => {
    const urls = locs((await ctx.app.inject({ url: '/sitemap.xml' })).body);
    expect(urls).toContain(`https://manara.ps/providers/${id.lawyer}`);
    expect(urls).toContain(`https://manara.ps/en/providers/${id.lawyer}`);
    expect(urls.some((u) => u.endsWith(`/providers/${id.unverified}`))).toBe(false);
    expect(urls.some((u) => u.endsWith(`/providers/${id.deactivated}`))).toBe(false);
  });

  it('becomes an index of files once the addresses pass the per-file limit, with every page in exactly one file', async () => {
    const service = createSeoService(createSeoRepository(ctx.db), createListingIds(ctx.db), createProviderPorts(ctx.db, ctx.storage), {
      urlsPerFile: 6,
    }); // three pages per file
    const index = await service.sitemap('https://manara.ps');
    expect(index).toContain('<sitemapindex');
    const files = locs(index);
    const pages = STATIC_PAGES.length + 4;
    // The static pages, the project and the verified provider, three to a file, then one file per range of three listing ids.
    const lastId = await createListingIds(ctx.db).lastId();
    expect(files).toHaveLength(Math.ceil((STATIC_PAGES.length + 2) / 3) + Math.ceil(lastId / 3));
    const all: string[] = [];
    for (let n = 1; n <= files.length; n++) {
      const urls = locs((await service.sitemapFile('https://manara.ps', n))!);
      expect(urls.length).toBeLessThanOrEqual(6);
      all.push(...urls);
    }
    expect(new Set(all).size).toBe(pages * 2);
    expect(await service.sitemapFile('https://manara.ps', files.length + 1)).toBeNull();
    // Served at the site's root too; a file past the end is a 404.
    expect((await ctx.app.inject({ url: '/sitemaps/1.xml' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/sitemaps/99.xml' })).statusCode).toBe(404);
  });
});
