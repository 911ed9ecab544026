import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OUTBOX_SETTLED } from './flag';

export { isRetryableStatus, OUTBOX_SETTLED, SYNC_TAG } from './flag';

/**
 * The outbox's store (decision 071), shared by the page (lib/outbox/outbox.ts) and the service worker's
 * Background Sync (sw/background-sync.ts): one IndexedDB database, one record per action with the
 * Idempotency-Key it was first sent with. Nothing here touches the DOM, so both can import it.
 */

export type OutboxLabel = 'inquiry' | 'visit' | 'favorite' | 'report' | 'request';

export interface QueuedAction {
  key: string;
  method: 'POST' | 'DELETE';
  /** Under /api/v1, e.g. `/realty/properties/12/inquiries/`. */
  path: string;
  body?: unknown;
  label: OutboxLabel;
  queuedAt: number;
  /**
   * Made signed in: only the page can send it (the access token lives in the page's memory), so the
   * worker leaves it; sent anonymously it would count in another key scope and could be made twice.
   */
  signedIn?: boolean;
  /** The page's language when it was made (the answer's and the notification's language). */
  locale?: 'ar' | 'en';
}

interface OutboxDb extends DBSchema {
  actions: { key: string; value: QueuedAction; indexes: { queuedAt: number } };
}

/** The worker's message to its pages when it has sent (or seen refused) a kept action. */
export interface OutboxSettled {
  type: typeof OUTBOX_SETTLED;
  key: string;
  label: OutboxLabel;
  sent: boolean;
  data?: unknown;
}

let database: Promise<IDBPDatabase<OutboxDb>> | null = null;
const open = () =>
  (database ??= openDB<OutboxDb>('manara-outbox', 1, {
    upgrade(db) {
      db.createObjectStore('actions', { keyPath: 'key' }).createIndex('queuedAt', 'queuedAt');
    },
  }));

/** Keeps an action (its key is its identity: keeping it again changes nothing). */
export async function keepAction(action: QueuedAction): Promise<void> {
  await (await open()).put('actions', action);
}

/** Every kept action, oldest first. */
export async function keptActions(): Promise<QueuedAction[]> {
  return (await open()).getAllFromIndex('actions', 'queuedAt');
}

export async function dropAction(key: string): Promise<void> {
  await (await open()).delete('actions', key);
}

export async function keptCount(): Promise<number> {
  return (await open()).count('actions');
}
