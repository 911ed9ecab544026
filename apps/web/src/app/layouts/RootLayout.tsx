import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/skeleton';
import { setSessionLostHandler } from '@/lib/api';
import { SessionBootstrap } from '../SessionBootstrap';
import { Footer } from './Footer';
import { Header } from './Header';

/** Every route change starts at the top of the page (specification §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => setSessionLostHandler(() => navigate('/auth/login', { replace: true })), [navigate]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
      >
        {t('nav.skipToContent')}
      </a>
      <ScrollToTop />
      <SessionBootstrap />
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
