import { prepareToasts } from '@/lib/toast';
import { OUTBOX_FLAG } from './flag';

/**
 * The outbox's light side (decision 071): what the app's start and the forms need before loading
 * lib/outbox/outbox.ts (IndexedDB through `idb`), which stays out of every page's first load.
 */

type Translate = (key: string) => string;

/** The outbox module, told which strings to show (the caller's translator). */
export async function loadOutbox(t: Translate) {
  // Its messages must be able to show without a connection: the toast library comes now too.
  prepareToasts();
  const outbox = await import('./outbox');
  outbox.resumeOutbox(t);
  return outbox;
}

/** At the app's start: sends what a previous visit left waiting, if anything did. */
export function resumeOutboxIfWaiting(t: Translate): void {
  let waiting = false;
  try {
    waiting = !!localStorage.getItem(OUTBOX_FLAG);
  } catch {
    /* storage blocked: nothing can be waiting */
  }
  if (waiting) void loadOutbox(t).catch(() => {});
}
