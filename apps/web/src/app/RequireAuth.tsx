import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/skeleton';
import { useAuthStore } from '@/lib/auth-store';

/**
 * Signed-in only; visitors are sent to /auth/login (specification §2 route table), with the page they
 * wanted as `from`. After a reload the user is remembered as signed in but the access token (memory
 * only) is still being renewed by SessionBootstrap: wait for it instead of bouncing to the login page.
 * The restore either sets a token (show the page) or signs out (redirect).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const restoring = useAuthStore((s) => s.isAuthenticated && !s.accessToken);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/auth/login" replace state={{ from: location.pathname + location.search + location.hash }} />;
  if (restoring) return <Spinner />;
  return children;
}
