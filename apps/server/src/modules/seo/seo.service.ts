import { systemClock, type Clock } from '../../lib/clock';
import type { ListingIds } from '../realty/listings';
import type { SeoRepository } from './seo.repository';

/** The public pages that are not listings, as plain (Arabic) paths; each also exists under /en. */
export const STATIC_PAGES = [
  '/',
  '/finance',
  '/legal',
  '/realty',
  '/realty/buy-sell',
  '/realty/rent',
  '/realty/construction',
  '/realty/completed-projects',
  '/about',
  '/contact',
] as const;

/** What the sitemap reads of providers: their read port (providers/provider-ports.ts, decision 056), as far as used here. */
export interface ProviderPages {
  /** Providers shown as verified (verified and active), in id order. */
  verifiedPages(): Promise<{ id: number; updatedAt: Date }[]>;
}

/** Addresses per sitemap file: the sitemaps.org limit. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** One page in both languages: each address is listed, naming the other as its alternate. */
export interface SitemapPage {
  path: string;
  lastmod: Date | null;
}

const en = (path: string) => (path === '/' ? '/en' : `/en${path}`);
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function urlset(origin: string, pages: SitemapPage[]): string {
  const url = (loc: string, page: SitemapPage) =>
    `<url><loc>${escapeXml(origin + loc)}</loc>${page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : ''}` +
    `<xhtml:link rel="alternate" hreflang="ar" href="${escapeXml(origin + page.path)}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(origin + en(page.path))}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + page.path)}"/></url>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    pages.map((p) => `${url(p.path, p)}\n${url(en(p.path), p)}`).join('\n') +
    '\n</urlset>\n'
  );
}

/**
 * sitemap.xml and robots.txt. Every page appears in Arabic and in English; past the sitemaps.org limit
 * of addresses per file, /sitemap.xml becomes an index of /sitemaps/<n>.xml files: first the static
 * pages, projects and verified providers, then one file per range of listing ids (decision 034). A range is a walk of the
 * primary key, so every file costs the same however many listings there are, and a file's content does
 * not shift when listings are added or removed elsewhere (a range whose listings are gone is empty).
 */
export function createSeoService(
  repo: SeoRepository,
  listings: ListingIds,
  providers: ProviderPages,
  { urlsPerFile = SITEMAP_URLS_PER_FILE, clock = systemClock }: { urlsPerFile?: number; clock?: Clock } = {},
) {
  const pagesPerFile = Math.max(1, Math.floor(urlsPerFile / 2)); // two addresses per page

  /** Static pages, completed projects and verified providers' pages: listed in full before the listings. */
  async function fixedPages(): Promise<SitemapPage[]> {
    const [projects, verified] = await Promise.all([repo.projects(), providers.verifiedPages()]);
    return [
      ...STATIC_PAGES.map((path) => ({ path, lastmod: null })),
      ...projects.map((p) => ({ path: `/realty/completed-projects/${p.id}`, lastmod: p.updatedAt })),
      ...verified.map((p) => ({ path: `/providers/${p.id}`, lastmod: p.updatedAt })),
    ];
  }

  const listingPages = (page: { id: number; updatedAt: Date }[]): SitemapPage[] =>
    page.map((l) => ({ path: `/realty/property/${l.id}`, lastmod: l.updatedAt }));

  /** How the files split: the fixed pages' files, then the listing id ranges' (none when everything fits in one file). */
  async function layout() {
    const fixed = await fixedPages();
    const lastId = await listings.lastId();
    const single = fixed.length + lastId <= pagesPerFile;
    const fixedFiles = Math.ceil(fixed.length / pagesPerFile);
    const files = single ? 1 : fixedFiles + Math.ceil(lastId / pagesPerFile);
    return { fixed, lastId, single, fixedFiles, files };
  }

  /** The pages of sitemap file `n` (1-based). */
  async function pagesOf(l: Awaited<ReturnType<typeof layout>>, n: number): Promise<SitemapPage[]> {
    if (l.single) return [...l.fixed, ...listingPages(await listings.publicIdRange(1, l.lastId))];
    if (n <= l.fixedFiles) return l.fixed.slice((n - 1) * pagesPerFile, n * pagesPerFile);
    const first = (n - l.fixedFiles - 1) * pagesPerFile + 1;
    return listingPages(await listings.publicIdRange(first, first + pagesPerFile - 1));
  }

  return {
    /** /sitemap.xml: every page, or an index of the files when they do not fit in one. */
    async sitemap(origin: string): Promise<string> {
      const l = await layout();
      if (l.single) return urlset(origin, await pagesOf(l, 1));
      const now = clock.now().toISOString();
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        Array.from(
          { length: l.files },
          (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${i + 1}.xml`)}</loc><lastmod>${now}</lastmod></sitemap>`,
        ).join('\n') +
        '\n</sitemapindex>\n'
      );
    },

    /** /sitemaps/<n>.xml; null past the last file. */
    async sitemapFile(origin: string, n: number): Promise<string | null> {
      const l = await layout();
      if (n < 1 || n > l.files) return null;
      return urlset(origin, await pagesOf(l, n));
    },

    robots(origin: string): string {
      const disallow = ['/dashboard', '/auth/', '/admin', '/api/'].flatMap((p) => (p === '/api/' ? [p] : [p, en(p)]));
      return `User-agent: *\n${disallow.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;
