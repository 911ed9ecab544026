import type { Locale } from '@manara/shared/i18n/index';
import { SITE } from '@manara/shared/site';
import { localizePath } from './paths';

/** schema.org structured data shared by several pages (JSON-LD in the head). */

export function organization(origin: string, name: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    description,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: SITE.email,
    telephone: SITE.phone,
    sameAs: Object.values(SITE.social),
    address: { '@type': 'PostalAddress', addressLocality: 'Ramallah', addressCountry: 'PS' },
  };
}

/** Breadcrumbs from the home page down to this page: [name, plain path] pairs. */
export function breadcrumbs(origin: string, locale: Locale, items: [string, string][]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: `${origin}${localizePath(path, locale)}`,
    })),
  };
}
