/**
 * Manara's service worker (issue 34, decision 070): every caching rule in one place. Built by
 * vite-plugin-pwa (injectManifest) into dist/client/sw.js; the server serves it at /sw.js, never cached.
 *
 * - precache: the app shell (stylesheet, the page's first scripts, the offline pages of both languages);
 * - hashed assets: cache-first (their names change with their content);
 * - public pages and public API reads: network-first, 3 s, then the saved copy;
 * - photos (/media/): cache-first, at most 300 photos / 50 MB, least recently used out;
 * - anything sent with the user's credentials, and the signed-in pages: a per-session cache that the
 *   page deletes on sign-out or a change of user (message `forget-session`);
 * - never: /admin, /api/v1/auth/, /api/v1/admin/, anything but GET.
 * Queued actions (issue 34 item 4) live in the page (IndexedDB); a Background Sync listener would go here.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CACHES, NETWORK_TIMEOUT_SECONDS, SAVED_AT_ATTRIBUTE, SESSION_OWNER_URL, SW_MESSAGES, isSessionPage, isNeverCached } from './rules';
import './background-sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A first visit's page is taken over at once (its later reads are saved); an update waits for "Reload".
clientsClaim();

/** Only complete answers that a cache may keep: 200, and not marked `no-store` (unless `session`). */
const keepable = (session: boolean): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    if (!session && /no-store|private/.test(response.headers.get('cache-control') ?? '')) return null;
    return response;
  },
});

/**
 * The session cache is used only while it names its owner (SESSION_OWNER_URL, written by the page when
 * a session starts or is restored): after a sign-out has deleted it, neither a late answer nor a
 * signed-out visit to /dashboard writes anything back, and nothing left there without an owner is read.
 */
const hasSessionOwner = async () => Boolean(await caches.match(SESSION_OWNER_URL, { cacheName: CACHES.session }));
const sessionOwned: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => ((await hasSessionOwner()) ? response : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse && (await hasSessionOwner()) ? cachedResponse : null),
};

/** The time a saved copy was fetched: its Date header (ISO 8601). */
const savedTime = (response: Response) => new Date(response.headers.get('date') ?? Date.now()).toISOString();

/**
 * A read answered from a saved copy tells the page that asked (SW_MESSAGES.savedCopy), which shows the
 * saved-copy banner: a page moved to inside the app offline is not a saved page itself.
 */
function tellSavedCopy(event: ExtendableEvent | undefined, response: Response) {
  const clientId = event && 'clientId' in event ? (event as FetchEvent).clientId : '';
  if (!clientId) return;
  const savedAt = rememberSavedCopy(clientId, response);
  void self.clients.get(clientId).then((client) => client?.postMessage({ type: SW_MESSAGES.savedCopy, savedAt }));
}

/**
 * The oldest saved copy each open page was answered with (its page or its reads), kept for the page to
 * ask (SW_MESSAGES.askSavedCopy): a message posted while the page's banner code is still loading would
 * be missed, and React may drop the worker's mark on <html> when it renders a signed-in page anew.
 */
const savedCopies = new Map<string, string>();
function rememberSavedCopy(clientId: string, response: Response): string {
  const savedAt = savedTime(response);
  const known = savedCopies.get(clientId);
  if (!known || savedAt < known) savedCopies.set(clientId, savedAt);
  // Closed pages are not told apart from open ones here; a bound keeps the map small.
  if (savedCopies.size > 50) savedCopies.delete(savedCopies.keys().next().value!);
  return savedCopies.get(clientId)!;
}
const announceSaved: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request, event }) => {
    if (cachedResponse && request.mode !== 'navigate') tellSavedCopy(event, cachedResponse);
    return cachedResponse;
  },
};

/**
 * A saved page served offline carries the time it was fetched (its Date header) on <html>, so the
 * page can say "saved copy from …" (lib/offline/banner.ts).
 */
const markSaved: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (!cachedResponse || !(cachedResponse.headers.get('content-type') ?? '').includes('text/html')) return cachedResponse;
    const pageId = event && 'resultingClientId' in event ? (event as FetchEvent).resultingClientId : '';
    if (pageId) rememberSavedCopy(pageId, cachedResponse);
    const savedAt = savedTime(cachedResponse);
    const html = (await cachedResponse.text()).replace('<html ', `<html ${SAVED_AT_ATTRIBUTE}="${savedAt}" `);
    return htmlResponse(html, cachedResponse);
  },
};

/** A changed copy of a saved page: its headers without the ones about the original body's bytes. */
function htmlResponse(html: string, from: Response): Response {
  const headers = new Headers(from.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(html, { status: from.status, statusText: from.statusText, headers });
}

const hasCredentials = (request: Request) => request.headers.has('authorization');

// Never cached: staff pages, sign-in machinery, staff API, and every change (workbox routes only GET by default).
registerRoute(({ url, request }) => url.origin === self.location.origin && isNeverCached(url.pathname, request.mode), new NetworkOnly());

// Hashed assets outside the precache (pages' chunks, other fonts): a year-long name, so cache-first.
const assets = new CacheFirst({
  cacheName: CACHES.assets,
  plugins: [keepable(false), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
});
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'), assets);

// Photos: cache-first, capped; the least recently used go first.
// Workbox counts entries, not bytes: 300 photos of the app's ≤ 160 KB WebP widths stay under ≈ 50 MB.
const media = new CacheFirst({
  cacheName: CACHES.media,
  plugins: [keepable(false), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
});
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'), media);

// Network-first means the server's answer: never the browser's HTTP cache, whose stale-while-revalidate
// would answer offline with a page this worker deleted (a signed-out user's dashboard).
const sessionFirst = new NetworkFirst({
  cacheName: CACHES.session,
  fetchOptions: { cache: 'no-cache' },
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [keepable(true), sessionOwned, markSaved, announceSaved],
});
const publicPages = new NetworkFirst({
  cacheName: CACHES.pages,
  fetchOptions: { cache: 'no-cache' },
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [keepable(false), markSaved, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
});
const publicApi = new NetworkFirst({
  cacheName: CACHES.api,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keepable(false), announceSaved, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
});

// The signed-in pages (dashboard, inbox, favourites…) and every read sent with the user's token.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && (hasCredentials(request) || (request.mode === 'navigate' && isSessionPage(url.pathname))),
  sessionFirst,
);
// Anonymous API reads: network-first; offline, else the signed-in copy of the same address (this
// browser's own user, until sign-out: the page sends no token while its session cannot be renewed).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/'),
  async (options) => {
    try {
      return await publicApi.handle(options);
    } catch (error) {
      const saved = (await hasSessionOwner())
        ? await caches.match(options.request, { cacheName: CACHES.session, ignoreVary: true })
        : undefined;
      if (!saved) throw error;
      tellSavedCopy(options.event, saved);
      return saved;
    }
  },
);
// Public pages (listings, projects, owners, lists).
registerRoute(({ url, request }) => url.origin === self.location.origin && request.mode === 'navigate', publicPages);

// A page never saved, offline: the offline page of its address's language.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  const english = url?.pathname === '/en' || url?.pathname.startsWith('/en/');
  const offline = await matchPrecache(english ? '/en/offline' : '/offline');
  if (!offline) return Response.error();
  // Shown at the address asked for, the page must not start the app (its router would load that
  // address's page, which is not saved): it is its server-rendered HTML and stylesheet alone.
  const html = (await offline.text())
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<script type="application\/json" id="manara-(state|modules)">.*?<\/script>/gs, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  return htmlResponse(html, offline);
});

/**
 * The page a first visit opened was loaded before this worker: the page sends its address, then the
 * files it loaded (CACHE_URLS, features/offline), saved here by the rules above — the address as a page,
 * of the files only hashed assets and photos (not /boot.js or the icon). A signed-in page the reader
 * moved to inside the app sends its address alone, so that it reloads offline too.
 */
async function saveLoaded(urls: string[], event: ExtendableEvent) {
  await Promise.all(
    urls.map(async (address, index) => {
      const url = new URL(address, self.location.href);
      if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
      const strategy = url.pathname.startsWith('/assets/')
        ? assets
        : url.pathname.startsWith('/media/')
          ? media
          : index > 0 || isNeverCached(url.pathname, 'navigate')
            ? null
            : isSessionPage(url.pathname)
              ? sessionFirst
              : publicPages;
      await strategy?.handle({ request: new Request(url.href, { credentials: 'same-origin' }), event }).catch(() => undefined);
    }),
  );
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; payload?: { urlsToCache?: string[] } } | null;
  if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (data?.type === SW_MESSAGES.forgetSession) event.waitUntil(caches.delete(CACHES.session));
  if (data?.type === SW_MESSAGES.askSavedCopy && event.source && 'id' in event.source) {
    const savedAt = savedCopies.get(event.source.id);
    if (savedAt) event.source.postMessage({ type: SW_MESSAGES.savedCopy, savedAt });
  }
  if (data?.type === 'CACHE_URLS' && Array.isArray(data.payload?.urlsToCache)) {
    const done = saveLoaded(
      data.payload.urlsToCache.filter((u) => typeof u === 'string'),
      event,
    );
    event.waitUntil(done);
    void done.then(() => event.ports[0]?.postMessage(true));
  }
});
