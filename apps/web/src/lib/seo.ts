import type { Locale } from '@manara/shared/i18n/index';
import type { HeadData } from './page';
import { localizePath, plainPath } from './paths';
import { APPLE_TOUCH_ICON, manifestPath } from './web-app';

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  content?: string;
}

const OG_LOCALE: Record<Locale, string> = { ar: 'ar_AR', en: 'en_US' };

/**
 * The addresses of a page: canonical (its own language; of the query only `page` is kept, filtered
 * views are variations of the list), and the Arabic and English alternates (x-default: the plain,
 * Arabic one).
 */
export function pageAddresses(origin: string, url: URL) {
  const plain = plainPath(url.pathname);
  const page = Number(url.searchParams.get('page'));
  const query = Number.isInteger(page) && page > 1 ? `?page=${page}` : '';
  const ar = `${origin}${plain}${query}`;
  const en = `${origin}${localizePath(plain, 'en')}${query}`;
  return { ar, en, xDefault: ar };
}

/** Every head tag of a page: title, description, canonical, alternates, Open Graph, Twitter card, JSON-LD. */
export function headTags(
  head: HeadData,
  { origin, url, locale, siteName }: { origin: string; url: URL; locale: Locale; siteName: string },
): HeadTag[] {
  const addresses = pageAddresses(origin, url);
  const canonical = addresses[locale];
  const absolute = (u: string) => (u.startsWith('/') ? `${origin}${u}` : u);
  const meta = (key: 'name' | 'property', name: string, content: string | number | null | undefined): HeadTag[] =>
    content === null || content === undefined || content === '' ? [] : [{ tag: 'meta', attrs: { [key]: name, content: String(content) } }];
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, content: head.title },
    ...meta('name', 'description', head.description),
    ...(head.noindex ? meta('name', 'robots', 'noindex') : []),
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'ar', href: addresses.ar } },
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'en', href: addresses.en } },
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: addresses.xDefault } },
    { tag: 'link', attrs: { rel: 'manifest', href: manifestPath(locale) } },
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON } },
    ...meta('property', 'og:site_name', siteName),
    ...meta('property', 'og:type', head.type ?? 'website'),
    ...meta('property', 'og:title', head.title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', canonical),
    ...meta('property', 'og:locale', OG_LOCALE[locale]),
    ...meta('property', 'og:locale:alternate', OG_LOCALE[locale === 'ar' ? 'en' : 'ar']),
    ...meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', head.title),
    ...meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(
      ...meta('property', 'og:image', absolute(head.image.url)),
      ...meta('property', 'og:image:width', head.image.width),
      ...meta('property', 'og:image:height', head.image.height),
      ...meta('property', 'og:image:alt', head.image.alt),
      ...meta('name', 'twitter:image', absolute(head.image.url)),
    );
  }
  if (head.lcpImage) {
    const { url: href, srcset, sizes } = head.lcpImage;
    tags.push({
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'image',
        href,
        fetchpriority: 'high',
        ...(srcset ? { imagesrcset: srcset, imagesizes: sizes ?? '100vw' } : {}),
      },
    });
  }
  for (const item of head.jsonLd ?? []) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, content: JSON.stringify(item) });
  return tags;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a script element: `<` escaped so no string can close the element. */
export const escapeScriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, content }) => {
      const attributes = Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
      const inner = tag === 'script' ? escapeScriptJson(content ?? '') : escapeHtml(content ?? '');
      return `<${tag}${attributes}>${inner}</${tag}>`;
    })
    .join('\n    ');
}
