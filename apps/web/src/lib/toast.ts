import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts (the specification's alerts), with the toast library loaded only when the first one is shown:
 * most page views show none, and it need not weigh on the first visit. `ToastHost` (app/providers)
 * mounts the library's Toaster on first use; messages wait until it listens.
 */
type Sonner = typeof sonnerToast;

let requested = false;
const listeners = new Set<() => void>();
let markReady!: () => void;
const ready = new Promise<void>((resolve) => (markReady = resolve));
let library: Promise<Sonner> | null = null;

function show(fn: (toast: Sonner) => unknown) {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  library ??= import('sonner').then((m) => m.toast);
  void Promise.all([library, ready]).then(([toast]) => fn(toast));
}

/**
 * Loads the toast library and mounts its Toaster now, showing nothing: for a message that may have to
 * appear without a connection (the outbox's "Waiting for a connection", decision 071).
 */
export function prepareToasts(): void {
  show(() => {});
}

type Message = string;
export const toast = Object.assign((message: Message, options?: ExternalToast) => show((t) => t(message, options)), {
  success: (message: Message, options?: ExternalToast) => show((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => show((t) => t.error(message, options)),
});

/** For ToastHost: whether a toast was asked for, and a way to hear when one first is. */
export const toastHost = {
  requested: () => requested,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The Toaster is listening: queued messages may go. */
  ready: () => markReady(),
};
