import type { Locale } from '@manara/shared/i18n/index';

/**
 * The installable app (issue 34 item 1): one web app manifest per language, so the home-screen name,
 * `lang`, `dir` and start page follow the language the reader chose. Both share one `id` and scope:
 * installing from an English page and from an Arabic one is the same app.
 */
export const manifestPath = (locale: Locale): string => (locale === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest');

/** The icons (public/icons, made by scripts/app-icons.mjs). */
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';
const THEME_COLOR = '#6b1d2e'; // brand-700, as index.html's theme-color
const BACKGROUND_COLOR = '#fafaf9'; // stone-50: the page's own background behind the splash

export function webAppManifest(locale: Locale, t: (key: string) => string): Record<string, unknown> {
  return {
    id: '/',
    name: t('brand.appName'),
    short_name: t('brand.name'),
    description: t('brand.tagline'),
    lang: locale,
    dir: locale === 'en' ? 'ltr' : 'rtl',
    start_url: locale === 'en' ? '/en/' : '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['business', 'finance', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
