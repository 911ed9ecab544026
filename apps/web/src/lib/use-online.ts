import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it has a connection — a hint (a request can still fail on a bad line), used
 * to say what works offline. True on the server and during hydration, so the first render matches the
 * server's HTML; the real value follows at once.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
