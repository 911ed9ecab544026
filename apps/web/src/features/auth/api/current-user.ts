import type { User } from '@manara/shared/schemas/auth';
import { useEffect } from 'react';
import { api, refreshAccessToken } from '@/lib/api';
import { useAuthStore } from '@/lib/auth-store';

/** GET /users/me/: the signed-in user. */
export const getCurrentUser = async (): Promise<User> => (await api.get<User>('/users/me/')).data;

let restoring: Promise<void> | null = null;

/**
 * Restores a session after a page load. `auth-storage` remembers that the user is signed in, but the
 * access token lived in memory only, so a new one is first obtained through the HttpOnly refresh
 * cookie; then the current user is fetched. Any failure signs out (specification §4): a dead session
 * on a public page simply shows the signed-out header, and the /dashboard guard redirects to login.
 * Concurrent calls share one attempt.
 */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    const store = useAuthStore.getState();
    if (!store.isAuthenticated) return;
    try {
      const access = store.accessToken ?? (await refreshAccessToken());
      if (!access) throw new Error('session expired');
      const user = await getCurrentUser();
      if (useAuthStore.getState().isAuthenticated) useAuthStore.getState().setUser(user); // unless signed out meanwhile
    } catch {
      useAuthStore.getState().signOut();
    }
  })().finally(() => {
    restoring = null;
  });
  return restoring;
}

/** Restores a remembered session once, when the app starts (mounted by app/SessionBootstrap). */
export function useSessionBootstrap() {
  useEffect(() => {
    void restoreSession();
  }, []);
}
