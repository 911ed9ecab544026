import { CACHES, SESSION_OWNER_URL } from '../sw/rules';

/**
 * The session cache's owner (decision 070). The worker saves signed-in pages and reads only while the
 * cache names a user; the page deletes it on sign-out and when another session starts, and names the
 * user again when a session starts or is restored. Changes run one after another, so a deletion is never
 * overtaken by the naming that follows it.
 */
let queue: Promise<unknown> = Promise.resolve();
function inTurn(task: () => Promise<unknown>): Promise<void> {
  const next = queue.then(task).catch(() => undefined);
  queue = next;
  return next.then(() => undefined);
}

const hasCaches = () => typeof window !== 'undefined' && 'caches' in window;

/**
 * Deletes the saved copies of the signed-in user's pages and API reads (decision 070): on sign-out and
 * when a session starts, so no one reads another account's data offline on a shared device.
 */
export function forgetSessionCopies(): Promise<void> {
  if (!hasCaches()) return Promise.resolve();
  return inTurn(() => caches.delete(CACHES.session));
}

/** The user whose copies the session cache holds, or null (none saved, or no Cache API). */
export async function sessionCopiesOwner(): Promise<number | null> {
  if (!hasCaches()) return null;
  await queue;
  const saved = await caches.match(SESSION_OWNER_URL, { cacheName: CACHES.session }).catch(() => undefined);
  const owner = (await saved?.json().catch(() => null)) as { user?: unknown } | null | undefined;
  return typeof owner?.user === 'number' ? owner.user : null;
}

/**
 * Names `userId` as the session cache's owner, so the worker saves their pages and reads from now on;
 * a cache holding another user's copies is deleted first.
 */
export function rememberSessionOwner(userId: number): Promise<void> {
  if (!hasCaches()) return Promise.resolve();
  return inTurn(async () => {
    const cache = await caches.open(CACHES.session);
    const saved = await cache.match(SESSION_OWNER_URL);
    const owner = (await saved?.json().catch(() => null)) as { user?: unknown } | null | undefined;
    if (owner?.user === userId) return;
    if (saved || (await cache.keys()).length) {
      await caches.delete(CACHES.session);
      return (await caches.open(CACHES.session)).put(SESSION_OWNER_URL, ownerEntry(userId));
    }
    return cache.put(SESSION_OWNER_URL, ownerEntry(userId));
  });
}

const ownerEntry = (userId: number) =>
  new Response(JSON.stringify({ user: userId }), { headers: { 'content-type': 'application/json', date: new Date().toUTCString() } });
