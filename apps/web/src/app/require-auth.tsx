import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Navigate } from '@/components/ui/link';
import { Spinner } from '@/components/ui/skeleton';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hydration';
import { paths, plainPath } from '@/lib/paths';

/**
 * Signed-in only; visitors are sent to /auth/login (specification §2 route table), with the page they
 * wanted as `from`. The server (which knows no session) and the first browser render show a spinner;
 * after a reload the remembered user waits while the access token is renewed instead of bouncing to
 * the login page. The restore either sets a token (show the page) or signs out (redirect).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { isAuthenticated, restoring } = useSession();
  const location = useLocation();
  if (!hydrated || restoring) return <Spinner />;
  if (!isAuthenticated)
    return <Navigate to={paths.login} replace state={{ from: plainPath(location.pathname) + location.search + location.hash }} />;
  return children;
}
