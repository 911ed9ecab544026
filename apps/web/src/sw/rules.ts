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

/**
 * Messages between the page and the worker: the page posts SKIP_WAITING (workbox-window's
 * `messageSkipWaiting`), `forget-session` (from pages of earlier builds) and CACHE_URLS (its own address
 * first, then the files it loaded); the worker posts `saved-copy` to a page it answered with a saved
 * read (its time, ISO 8601), so a page moved to inside the app offline shows the banner too.
 */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  forgetSession: 'forget-session',
  savedCopy: 'saved-copy',
  /** A page asks whether it or any of its reads was answered from a saved copy (answered with `saved-copy`). */
  askSavedCopy: 'saved-copy?',
} as const;

/**
 * An entry of the session cache naming the user whose copies it holds (`{"user": id}`), written by the
 * page when a session starts or is restored (lib/offline-session.ts). Without it the worker saves
 * nothing signed-in: after a sign-out (the cache deleted) no late answer or signed-out visit to
 * /dashboard puts anything back, and offline the page shows saved copies only to the user who saved them.
 */
export const SESSION_OWNER_URL = '/__manara/session-owner';

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
