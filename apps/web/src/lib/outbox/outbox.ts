import { api, errorStatus } from '@/lib/api';
import { useAuthStore } from '@/lib/auth/store';
import { toast } from '@/lib/toast';
import { OUTBOX_FLAG } from './flag';
import {
  dropAction,
  isRetryableStatus,
  keepAction,
  keptActions,
  keptCount,
  SYNC_TAG,
  type OutboxLabel,
  type OutboxSettled,
  type QueuedAction,
} from './store';

export type { OutboxLabel, QueuedAction } from './store';

/**
 * The page's outbox (decision 071): an action that cannot reach the server (offline, no answer, a time-out,
 * 502–504) is kept in IndexedDB (./store, shared with the service worker) with the Idempotency-Key it was
 * first sent with, and sent again with that same key when the browser comes back online, on the next
 * visit, or by the worker's Background Sync; the server makes it once whatever the number of attempts. A
 * refusal (4xx) is not kept: the form shows it as before.
 *
 * Loaded only when needed (a form about to send, or a visit that finds something waiting: OUTBOX_FLAG),
 * so it weighs nothing on a page's first load.
 */

/** An action's result: sent (with the server's answer) or kept to be sent later. */
export type Outcome<T> = { queued: false; data: T } | { queued: true; key: string };

/** No answer, or a gateway's "not now": worth sending again later. */
export function isConnectionFailure(error: unknown): boolean {
  return isRetryableStatus(errorStatus(error));
}

const call = <T>(action: QueuedAction) =>
  action.method === 'POST'
    ? api.post<T>(action.path, action.body ?? {}, { headers: { 'Idempotency-Key': action.key } })
    : api.delete<T>(action.path, { headers: { 'Idempotency-Key': action.key } });

let translate: (key: string) => string = (key) => key;
/** What the page does once a kept action is sent: read again what it shows (a heart saved meanwhile). */
let afterSent: () => void = () => {};

/** Who waits for a kept action's end (a form showing "Waiting for a connection" in place). */
const waiting = new Map<string, Set<(settled: { sent: boolean; data?: unknown }) => void>>();

/** Calls `then` once the kept action `key` has been sent (with the answer) or refused, by the page or the worker. */
export function whenSettled(key: string, then: (settled: { sent: boolean; data?: unknown }) => void): () => void {
  const set = waiting.get(key) ?? new Set();
  set.add(then);
  waiting.set(key, set);
  return () => set.delete(then);
}

/** "Sent" (or "Could not be sent") in place of the action's "Waiting for a connection" toast (same id). */
function settle(key: string, label: OutboxLabel, sent: boolean, data?: unknown) {
  if (sent) toast.success(translate('outbox.sent'), { id: key, duration: 8000, description: translate(`outbox.sentWhat.${label}`) });
  else toast.error(translate('outbox.refused'), { id: key, description: translate(`outbox.sentWhat.${label}`) });
  for (const then of waiting.get(key) ?? []) then({ sent, data });
  waiting.delete(key);
  if (sent) afterSent();
}

/** What the service worker's Background Sync tells its pages (sw/background-sync.ts). */
export function onWorkerSettled(message: OutboxSettled) {
  settle(message.key, message.label, message.sent, message.data);
  void keptCount().then((n) => n === 0 && localStorage.removeItem(OUTBOX_FLAG));
}

let listening = false;
function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => void flushOutbox());
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker, where the browser has Background Sync, to send what waits once the
 * connection is back, even with every tab closed. Not awaited: without a worker nothing happens.
 */
function requestSync() {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as unknown as SyncRegistration).sync?.register(SYNC_TAG))
    .catch(() => {});
}

/**
 * Sends an action with a new Idempotency-Key; if the server cannot be reached, keeps it (same key) and
 * answers `queued`. Other failures throw as before.
 */
export async function sendOnce<T>(method: QueuedAction['method'], path: string, body: unknown, label: OutboxLabel): Promise<Outcome<T>> {
  const action: QueuedAction = {
    key: crypto.randomUUID(),
    method,
    path,
    body,
    label,
    queuedAt: Date.now(),
    signedIn: useAuthStore.getState().isAuthenticated,
    locale: document.documentElement.lang === 'en' ? 'en' : 'ar',
  };
  try {
    return { queued: false, data: await call<T>(action) };
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    await keepAction(action);
    localStorage.setItem(OUTBOX_FLAG, '1');
    listen();
    requestSync();
    return { queued: true, key: action.key };
  }
}

/** The toast that says an action waits; `flushOutbox` replaces it with "Sent" (same id). */
export function showWaiting(key: string) {
  toast(translate('outbox.waiting'), { id: key, duration: Infinity, description: translate('outbox.waitingHint') });
}

let flushing: Promise<number> | null = null;

/**
 * Sends every kept action again, oldest first, each with its own key: sent ones leave the outbox and
 * "Sent" shows; a refusal leaves it too and says so; without an answer the rest wait for the next
 * chance. A 409 means the same key is being sent right now (the worker's Background Sync): it stays
 * for whoever finishes. How many were sent.
 */
export function flushOutbox(): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    for (const action of await keptActions()) {
      try {
        const data = await call(action);
        sent++;
        await dropAction(action.key);
        settle(action.key, action.label, true, data);
      } catch (error) {
        if (isConnectionFailure(error) || errorStatus(error) === 409) break;
        await dropAction(action.key);
        settle(action.key, action.label, false);
      }
    }
    if ((await keptCount()) === 0) localStorage.removeItem(OUTBOX_FLAG);
    return sent;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * At the app's start (entry-client.tsx, only when OUTBOX_FLAG is set) and whenever a form loads this
 * module: the strings it shows, what to do once a kept action is sent, the `online` listener, and a
 * first try at what waits.
 */
export function resumeOutbox(t: (key: string) => string, onSent?: () => void): void {
  translate = t;
  if (onSent) afterSent = onSent;
  if (typeof localStorage === 'undefined' || !localStorage.getItem(OUTBOX_FLAG)) return;
  listen();
  if (navigator.onLine) void flushOutbox();
}
