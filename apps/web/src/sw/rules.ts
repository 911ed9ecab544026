/**
 * What the service worker (sw.ts) and the page agree on: cache names, messages, and which addresses
 * belong to the signed-in user or are never cached (decision 070). No DOM or worker types here: both
 * the page and the worker import it.
 */
export const CACHES = {
  /** Hashed assets loaded after the precache (pages' chunks, fonts). */
  assets: 'manara-assets',
  /** Photos (/media/). */
  media: 'manara-media',
  /** Public pages (HTML). */
  pages: 'manara-pages',
  /** Public API reads. */
  api: 'manara-api',
  /** Everything of the signed-in user: deleted on sign-out or a change of user. */
  session: 'manara-session',
} as const;

/** A slower answer than this and the saved copy is shown (network-first). */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** Set on <html> by the worker when a page is a saved copy: its time (ISO 8601). */
export const SAVED_AT_ATTRIBUTE = 'data-saved-at';

/** Messages the page posts to the worker (workbox-window's `messageSkipWaiting` sends SKIP_WAITING). */
export const SW_MESSAGES = { skipWaiting: 'SKIP_WAITING', forgetSession: 'forget-session' } as const;

const withoutLanguage = (pathname: string) => pathname.replace(/^\/en(?=\/|$)/, '') || '/';

/** The signed-in pages: the dashboard (own listings, inbox, requests, favourites, saved searches) and forms under it. */
export function isSessionPage(pathname: string): boolean {
  const path = withoutLanguage(pathname);
  return path === '/dashboard' || path.startsWith('/dashboard/') || path.startsWith('/requests/');
}

/**
 * Never cached: staff pages, the sign-in pages and API (tokens, cookies), staff API, and pages whose
 * address holds a single-use secret (reset, verification, unsubscribe, renewal links, decision 050).
 */
export function isNeverCached(pathname: string, mode: string): boolean {
  if (pathname.startsWith('/api/')) return /^\/api\/v\d+\/(auth|admin)\//.test(pathname);
  if (mode !== 'navigate') return false;
  const path = withoutLanguage(pathname);
  return /^\/(admin|auth|renew|unsubscribe|legal\/leave)(\/|$)/.test(path);
}
