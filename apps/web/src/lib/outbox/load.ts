import { prepareToasts } from '@/lib/toast';
import { OUTBOX_FLAG, OUTBOX_SETTLED } from './flag';
import type { OutboxSettled } from './store';

/**
 * The outbox's light side (decision 071): what the app's start and the forms need before loading
 * lib/outbox/outbox.ts (IndexedDB through `idb`), which stays out of every page's first load.
 */

type Translate = (key: string) => string;

/** What the app does once a kept action is sent (resumeOutboxIfWaiting's `refresh`). */
let refreshAfterSent: (() => void) | undefined;

/** The outbox module, told which strings to show (the caller's translator). */
export async function loadOutbox(t: Translate) {
  // Its messages must be able to show without a connection: the toast library comes now too.
  prepareToasts();
  const outbox = await import('./outbox');
  outbox.resumeOutbox(t, refreshAfterSent);
  return outbox;
}

/**
 * At the app's start: sends what a previous visit left waiting, if anything did; and listens for the
 * service worker saying it has sent a kept action (Background Sync, possibly one another tab made), to
 * show "Sent" here too. `refresh` runs once such an action is sent: the page read its data before.
 */
export function resumeOutboxIfWaiting(t: Translate, refresh: () => void): void {
  refreshAfterSent = refresh;
  let waiting = false;
  try {
    waiting = !!localStorage.getItem(OUTBOX_FLAG);
  } catch {
    /* storage blocked: nothing can be waiting */
  }
  if (waiting) void loadOutbox(t).catch(() => {});
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<OutboxSettled | null>) => {
    if (event.data?.type !== OUTBOX_SETTLED) return;
    const message = event.data;
    void loadOutbox(t)
      .then((outbox) => outbox.onWorkerSettled(message))
      .catch(() => {});
  });
}
