import { DEFAULT_LOCALE, type Locale } from '@manara/shared/i18n/index';

/**
 * Every page's address, in one place. Arabic pages live at the plain address; English ones under /en
 * (docs/decisions/005-language-in-the-url.md). Links and navigation take these plain paths and add the
 * prefix of the current language (components/ui/link.tsx, lib/navigation.ts).
 */
export const paths = {
  home: '/',
  finance: '/finance',
  legal: '/legal',
  realty: '/realty',
  buySell: '/realty/buy-sell',
  rent: '/realty/rent',
  construction: '/realty/construction',
  property: (id: number | string) => `/realty/property/${id}`,
  /** Listings side by side (issue 33): their ids in the address (`12,7,30`), so a comparison can be shared. */
  compare: (ids = '') => (ids ? `/realty/compare?ids=${ids}` : '/realty/compare'),
  /** An owner's public page: their active listings (decision 041). */
  owner: (id: number | string) => `/realty/owners/${id}`,
  /** A provider's public page (decision 056); a provider's old owner page redirects here. */
  provider: (id: number | string) => `/providers/${id}`,
  completedProjects: '/realty/completed-projects',
  project: (id: number | string) => `/realty/completed-projects/${id}`,
  about: '/about',
  contact: '/contact',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/auth/verify-email',
  unsubscribe: '/unsubscribe',
  /** The expiry reminder's renewal link (decision 061). */
  renew: '/renew',
  profile: '/dashboard/profile',
  /** A provider's own profile editor and licence (decision 056). */
  providerProfile: '/dashboard/provider-profile',
  dashboard: '/dashboard',
  inbox: '/dashboard/inbox',
  /** Consultation requests (decision 058): both sides' lists, one request, and the form (its subject in the query). */
  requests: '/dashboard/requests',
  request: (id: number | string) => `/dashboard/requests/${id}`,
  newRequest: (about: { provider?: number; service?: number; offering?: number; listing?: number; city?: number; topic?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(about).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
    return `/requests/new${query ? `?${query}` : ''}`;
  },
  admin: '/admin',
} as const;

export const ENGLISH_PREFIX = '/en';

/** The language an address is in: /en and below are English, everything else Arabic. */
export function localeFromPath(pathname: string): Locale {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`) ? 'en' : DEFAULT_LOCALE;
}

/** The plain (Arabic) form of an address: /en/finance → /finance, /en → /. */
export function plainPath(pathname: string): string {
  if (localeFromPath(pathname) === 'ar') return pathname;
  return pathname.slice(ENGLISH_PREFIX.length) || '/';
}

/** A plain path (query and hash allowed) in `locale`: /finance → /en/finance; other strings pass through. */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//') || locale === DEFAULT_LOCALE) return path;
  if (localeFromPath(path) === 'en') return path;
  return path === '/' ? ENGLISH_PREFIX : /^\/[?#]/.test(path) ? `${ENGLISH_PREFIX}${path.slice(1)}` : `${ENGLISH_PREFIX}${path}`;
}
