import { RotateCw, WifiOff } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Navigate } from '@/components/ui/link';
import { Spinner } from '@/components/ui/skeleton';
import '@/features/offline/locales/strings';
import { restoreSession, useRestoreReach } from '@/lib/auth/session';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hydration';
import { sessionCopiesOwner } from '@/lib/offline-session';
import { paths, plainPath } from '@/lib/paths';
import { useTranslation } from '@/lib/use-translation';

/**
 * Signed-in only; visitors are sent to /auth/login (specification §2 route table), with the page they
 * wanted as `from`. The server (which knows no session) and the first browser render show a spinner;
 * after a reload the remembered user waits while the access token is renewed instead of bouncing to
 * the login page. The restore either sets a token (show the page) or signs out (redirect). When it got
 * no answer at all (offline), the page shows the copies saved on this device for this same user
 * (decision 070) or says that signing in needs a connection — it never waits forever.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { isAuthenticated, restoring, user } = useSession();
  const unreachable = useRestoreReach((s) => s.unreachable);
  const location = useLocation();
  if (!hydrated) return <Spinner />;
  if (restoring) return unreachable && user ? <OfflineSession userId={user.id}>{children}</OfflineSession> : <Spinner />;
  if (!isAuthenticated)
    return <Navigate to={paths.login} replace state={{ from: plainPath(location.pathname) + location.search + location.hash }} />;
  return children;
}

/**
 * The session could not be renewed for want of a connection: the page from the copies this device
 * saved for `userId` (the worker answers its reads from them), or "You're offline — sign-in needs a
 * connection" with a retry. The connection's return renews the session at once.
 */
function OfflineSession({ userId, children }: { userId: number; children: ReactNode }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<boolean | null>(null);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    let live = true;
    void sessionCopiesOwner().then((owner) => live && setSaved(owner === userId));
    const online = () => void restoreSession();
    window.addEventListener('online', online);
    return () => {
      live = false;
      window.removeEventListener('online', online);
    };
  }, [userId]);
  if (saved === null) return <Spinner />;
  if (saved) return children;
  const retry = () => {
    setRetrying(true);
    void restoreSession().finally(() => setRetrying(false));
  };
  return (
    <Container className="py-16 sm:py-24">
      <div role="alert" className="mx-auto max-w-lg rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
        <WifiOff className="mx-auto size-14 text-stone-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('offline.signInTitle')}</h1>
        <p className="mt-2 text-stone-600">{t('offline.signInText')}</p>
        <Button className="mt-8" onClick={retry} disabled={retrying}>
          <RotateCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    </Container>
  );
}
