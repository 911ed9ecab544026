/**
 * Background Sync for the outbox (issue 34 item 4, decision 071): when a page keeps an action it
 * registers the tag SYNC_TAG; the browser fires `sync` here once the connection is back, even with every
 * tab of the site closed. The worker sends the kept actions from the same IndexedDB store as the page
 * (lib/outbox/store.ts), each with its own Idempotency-Key, so a page sending the same one at the same
 * moment still makes it once; then tells the open pages, which turn "Waiting for a connection" into "Sent".
 *
 * Only actions made signed out are sent here: a signed-in action needs the page's access token (kept in
 * the page's memory, never in the worker); sent anonymously it would fall in another key scope. Those
 * wait for a page (on `online` or at the next visit).
 */
import {
  dropAction,
  isRetryableStatus,
  keptActions,
  OUTBOX_SETTLED,
  SYNC_TAG,
  type OutboxSettled,
  type QueuedAction,
} from '../lib/outbox/store';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** What the API answered: its status (0 without an answer) and body. */
async function send(action: QueuedAction): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(`/api/v1${action.path}`, {
      method: action.method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': action.locale ?? 'ar',
        'Idempotency-Key': action.key,
        ...(action.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: action.body === undefined ? undefined : JSON.stringify(action.body),
      credentials: 'same-origin',
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

async function tell(message: OutboxSettled) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

/**
 * Sends the signed-out actions, oldest first. Rejects while some still cannot reach the server, so
 * the browser fires `sync` again later; a 409 (a page is sending the same key now) is left to that page.
 */
export async function sendKeptActions(): Promise<number> {
  let sent = 0;
  let unreachable = false;
  for (const action of await keptActions()) {
    if (action.signedIn) continue;
    const { status, body } = await send(action);
    if (isRetryableStatus(status)) {
      unreachable = true;
      break;
    }
    if (status === 409) continue;
    await dropAction(action.key);
    const ok = status >= 200 && status < 300;
    if (ok) sent++;
    await tell({ type: OUTBOX_SETTLED, key: action.key, label: action.label, sent: ok, data: ok ? body : undefined });
  }
  if (unreachable) throw new Error('The server cannot be reached yet: sync again later.');
  return sent;
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(sendKeptActions());
});
