/** Pages that carry a hero (specification §3), and the API path of each one's hero (§7). */
export const HERO_PAGES = ['home', 'finance', 'realty', 'buysell', 'rent', 'construction', 'completed_projects'] as const;
export type HeroPage = (typeof HERO_PAGES)[number];

export const HERO_PATHS: Record<HeroPage, string> = {
  home: '/common/hero/',
  finance: '/catalog/finance-hero/',
  realty: '/realty/realty-hero/',
  buysell: '/realty/buysell-hero/',
  rent: '/realty/rent-hero/',
  construction: '/realty/construction-hero/',
  completed_projects: '/realty/completed-projects-hero/',
};

/** The WHATWG URL parser browsers use, global in browsers and Node (this package's types include neither). */
const WhatwgUrl = (globalThis as unknown as { URL: new (url: string, base: string) => { origin: string } }).URL;

/**
 * Whether a call-to-action link stays on this site as a browser reads it: a path that, resolved against
 * the site's origin, keeps that origin. Backslashes (browsers read them as slashes: `/\evil.example`)
 * and control characters (browsers drop tabs and line breaks: `/<tab>/evil.example`) are refused.
 */
export function isSitePath(link: string): boolean {
  if (!link.startsWith('/') || /[\\\p{Cc}]/u.test(link)) return false;
  const origin = 'https://site.invalid';
  try {
    return new WhatwgUrl(link, origin).origin === origin;
  } catch {
    return false;
  }
}
