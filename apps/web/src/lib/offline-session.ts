import { CACHES, SW_MESSAGES } from '../sw/rules';

/**
 * Deletes the saved copies of the signed-in user's pages and API reads (decision 070): on sign-out and
 * when a session starts, so no one reads another account's data offline on a shared device. The page
 * deletes the cache itself (it may have no worker controlling it) and tells the worker too.
 */
export function forgetSessionCopies(): void {
  if (typeof window === 'undefined') return;
  if ('caches' in window) void caches.delete(CACHES.session).catch(() => {});
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.forgetSession });
}
