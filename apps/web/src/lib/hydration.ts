import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards. Anything
 * that only the browser knows (the signed-in user, saved preferences) waits for it, so the first client
 * render matches the server's HTML exactly — which is the same for every visitor.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
