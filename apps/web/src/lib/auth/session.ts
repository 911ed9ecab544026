import { REFRESH_TIMEOUT_MS } from '@manara/shared/limits';
import type { RefreshResponse, User } from '@manara/shared/schemas/auth';
import { useEffect } from 'react';
import { create } from 'zustand';
import { api, configureApi, errorStatus } from '../api';
import { useAuthStore } from './store';

let refreshing: Promise<string | null> | null = null;

/**
 * Whether a failed call leaves the session undecided: no answer (offline, timed out, or cut off
 * because the reader left the page while it was under way), too many requests, or a server fault. None
 * of these is the server's word that the session is over (decision 047).
 */
function undecided(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 0 || status === 429 || (status !== undefined && status >= 500);
}

/**
 * One refresh at a time: concurrent 401s wait for the same attempt. The refresh token is the HttpOnly
 * cookie, which page scripts cannot read (decisions.md); the new access token stays in memory. Resolves
 * to null when the server refuses the refresh (the session is over); rejects, deciding nothing, when
 * the attempt is `undecided`.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= api
    .post<RefreshResponse>('/auth/refresh/', {}, { auth: false, timeoutMs: REFRESH_TIMEOUT_MS })
    .then((res) => {
      if (!res?.access) return null;
      useAuthStore.getState().setAccessToken(res.access);
      return res.access;
    })
    .catch((error: unknown) => {
      if (undecided(error)) throw error;
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

let onSessionLost: () => void = () => window.location.assign('/auth/login');
/** The router registers a client-side navigation to the login page for when a session cannot be renewed. */
export function setSessionLostHandler(handler: () => void) {
  onSessionLost = handler;
}

/**
 * Wires the signed-in session into the API client (the browser entry calls it once). After a page load
 * a remembered sign-in has no access token yet: requests wait for it (the same refresh the session
 * restore makes) rather than go out anonymous, where a listing of the reader's own that is not public
 * would be a 404 and their saved state missing.
 */
export function connectApiToSession() {
  configureApi({
    accessToken: () => {
      const { accessToken, isAuthenticated } = useAuthStore.getState();
      return accessToken ?? (isAuthenticated ? refreshAccessToken().catch(() => null) : null);
    },
    refresh: refreshAccessToken,
    onSessionLost: () => {
      const wasSignedIn = useAuthStore.getState().isAuthenticated;
      useAuthStore.getState().signOut();
      if (wasSignedIn) onSessionLost();
    },
  });
}

/** GET /users/me/: the signed-in user. */
export const getCurrentUser = (): Promise<User> => api.get<User>('/users/me/');

/** POST /auth/logout/: revokes the session of the refresh cookie and clears the cookie. */
export const logout = (): Promise<null> => api.post<null>('/auth/logout/', {}, { auth: false });

let restoring: Promise<boolean> | null = null;

/**
 * Whether the last restore got no answer at all (no connection, or none in time): not the server's
 * word on the session, which stays remembered; the signed-in pages then show the copies saved on this
 * device, or say that signing in needs a connection (RequireAuth, decision 070).
 */
export const useRestoreReach = create<{ unreachable: boolean }>(() => ({ unreachable: false }));

/**
 * Restores a session after a page load. `auth-storage` remembers that the user is signed in, but the
 * access token lived in memory only, so a new one is first obtained through the HttpOnly refresh
 * cookie; then the current user is fetched. When either is refused the reader is signed out
 * (specification §4): a dead session on a public page simply shows the signed-out header, and the
 * /dashboard guard redirects to login. An `undecided` attempt changes nothing (the reader may have left
 * the page while it was under way, and the session is likely alive): resolves false, to be tried again.
 * Concurrent calls share one attempt.
 */
export function restoreSession(): Promise<boolean> {
  restoring ??= (async () => {
    const store = useAuthStore.getState();
    if (!store.isAuthenticated) return true;
    try {
      const access = store.accessToken ?? (await refreshAccessToken());
      if (!access) throw new Error('session expired');
      const user = await getCurrentUser();
      if (useAuthStore.getState().isAuthenticated) useAuthStore.getState().setUser(user); // unless signed out meanwhile
    } catch (error) {
      useRestoreReach.setState({ unreachable: errorStatus(error) === 0 });
      if (undecided(error)) return false;
      useAuthStore.getState().signOut();
    }
    useRestoreReach.setState({ unreachable: false });
    return true;
  })().finally(() => {
    restoring = null;
  });
  return restoring;
}

/** Waits before restoring again after an undecided attempt: doubling from 2 s, at most a minute. */
export const RESTORE_RETRY_MS = { first: 2_000, max: 60_000 } as const;

/**
 * Restores a remembered session once, when the app starts (mounted by the root layout), and again,
 * less and less often, while attempts stay undecided (offline, server unavailable).
 */
export function useSessionBootstrap() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let wait: number = RESTORE_RETRY_MS.first;
    const attempt = async () => {
      if ((await restoreSession()) || stopped) return;
      timer = setTimeout(() => void attempt(), wait);
      wait = Math.min(wait * 2, RESTORE_RETRY_MS.max);
    };
    void attempt();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
}
