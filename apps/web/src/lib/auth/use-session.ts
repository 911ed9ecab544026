import { useHydrated } from '../hydration';
import { useAuthStore, type AuthUser } from './store';

export interface Session {
  isAuthenticated: boolean;
  user: AuthUser | null;
  /** Signed in, but the access token (memory only) is still being renewed after a page load. */
  restoring: boolean;
}

/**
 * The signed-in session as components should read it: signed out until the page has hydrated (the
 * server renders every public page as a visitor sees it), then whatever the browser remembers.
 */
export function useSession(): Session {
  const hydrated = useHydrated();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const user = useAuthStore((s) => s.user);
  const hasToken = useAuthStore((s) => s.accessToken !== null);
  if (!hydrated) return { isAuthenticated: false, user: null, restoring: false };
  return { isAuthenticated, user, restoring: isAuthenticated && !hasToken };
}
