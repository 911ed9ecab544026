import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { api, errorStatus } from '@/lib/api';
import { toast } from '@/lib/toast';
import { OUTBOX_FLAG } from './flag';

/**
 * The page's outbox (decision 071): an action that cannot reach the server (offline, no answer, a time-out,
 * 502–504) is kept in IndexedDB with the Idempotency-Key it was first sent with, and sent again with that
 * same key when the browser comes back online or on the next visit; the server makes it once whatever
 * the number of attempts. A refusal (4xx) is not kept: the form shows it as before.
 *
 * Loaded only when needed (a form about to send, or a visit that finds something waiting: OUTBOX_FLAG),
 * so it weighs nothing on a page's first load.
 */

export type OutboxLabel = 'inquiry' | 'visit' | 'favorite' | 'report' | 'request';

export interface QueuedAction {
  key: string;
  method: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  label: OutboxLabel;
  queuedAt: number;
}

interface OutboxDb extends DBSchema {
  actions: { key: string; value: QueuedAction; indexes: { queuedAt: number } };
}

/** An action's result: sent (with the server's answer) or kept to be sent later. */
export type Outcome<T> = { queued: false; data: T } | { queued: true; key: string };

let database: Promise<IDBPDatabase<OutboxDb>> | null = null;
const open = () =>
  (database ??= openDB<OutboxDb>('manara-outbox', 1, {
    upgrade(db) {
      db.createObjectStore('actions', { keyPath: 'key' }).createIndex('queuedAt', 'queuedAt');
    },
  }));

/** No answer, or a gateway's "not now": worth sending again later. */
export function isConnectionFailure(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 0 || status === 502 || status === 503 || status === 504;
}

const call = <T>(action: QueuedAction) =>
  action.method === 'POST'
    ? api.post<T>(action.path, action.body ?? {}, { headers: { 'Idempotency-Key': action.key } })
    : api.delete<T>(action.path, { headers: { 'Idempotency-Key': action.key } });

let translate: (key: string) => string = (key) => key;
let listening = false;
function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => void flushOutbox());
}

/**
 * Sends an action with a new Idempotency-Key; if the server cannot be reached, keeps it (same key) and
 * answers `queued`. Other failures throw as before.
 */
export async function sendOnce<T>(method: QueuedAction['method'], path: string, body: unknown, label: OutboxLabel): Promise<Outcome<T>> {
  const action: QueuedAction = { key: crypto.randomUUID(), method, path, body, label, queuedAt: Date.now() };
  try {
    return { queued: false, data: await call<T>(action) };
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    await (await open()).put('actions', action);
    localStorage.setItem(OUTBOX_FLAG, '1');
    listen();
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
 * chance. How many were sent. The one entry point a service worker's Background Sync could call.
 */
export function flushOutbox(): Promise<number> {
  flushing ??= (async () => {
    const db = await open();
    const actions = await db.getAllFromIndex('actions', 'queuedAt');
    let sent = 0;
    for (const action of actions) {
      try {
        await call(action);
        sent++;
        await db.delete('actions', action.key);
        toast.success(translate('outbox.sent'), {
          id: action.key,
          duration: 8000,
          description: translate(`outbox.sentWhat.${action.label}`),
        });
      } catch (error) {
        if (isConnectionFailure(error) || errorStatus(error) === 409) break;
        await db.delete('actions', action.key);
        toast.error(translate('outbox.refused'), { id: action.key, description: translate(`outbox.sentWhat.${action.label}`) });
      }
    }
    if ((await db.count('actions')) === 0) localStorage.removeItem(OUTBOX_FLAG);
    return sent;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * At the app's start (entry-client.tsx, only when OUTBOX_FLAG is set) and whenever a form loads this
 * module: the strings it shows, the `online` listener, and a first try at what waits.
 */
export function resumeOutbox(t: (key: string) => string): void {
  translate = t;
  if (typeof localStorage === 'undefined' || !localStorage.getItem(OUTBOX_FLAG)) return;
  listen();
  if (navigator.onLine) void flushOutbox();
}
