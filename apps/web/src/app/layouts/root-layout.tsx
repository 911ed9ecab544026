import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { VisitDialogSlot, type VisitDialogProps } from '@/features/realty/components/visit-dialog-slot';
import { useTranslation } from '@/lib/use-translation';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/skeleton';
import { setSessionLostHandler, useSessionBootstrap } from '@/lib/auth/session';
import { loadLanguageResources, pageLanguage, switchLanguage } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { localeFromPath, paths, plainPath } from '@/lib/paths';
import { DocumentHead } from '../document-head';
import { Footer } from './footer';
import { Header } from './header';
import { SAVED_AT_ATTRIBUTE } from '@/sw/rules';

/** The listing page's "Request a visit": the requests feature's dialog (decision 067), loaded when first opened. */
const VisitRequestDialog = lazy(async () => {
  const { VisitRequestDialog } = await import('@/features/requests/components/visit-request-dialog');
  // Its strings (the requests feature's) arrive with it: the listing page itself no longer loads them.
  await loadLanguageResources(pageLanguage());
  return { default: VisitRequestDialog };
});
const visitDialog = (props: VisitDialogProps) => <VisitRequestDialog {...props} />;

/** The service worker, its update prompt and the saved-copy banner (decision 070): loaded once the page is idle. */
const OfflineSupport = lazy(() =>
  import('@/features/offline/components/offline-support').then(
    async (offline) => {
      // Its strings were asked for with it; another feature's failed download must not cost the banner.
      await loadLanguageResources(pageLanguage()).catch(() => {});
      return offline;
    },
    // Not downloaded (the connection went before the page was idle, and no worker had saved it yet):
    // the page works on without it, never replaced by an error.
    () => ({ default: () => null }),
  ),
);
const AFTER_FIRST_LOAD_MS = 3000;
function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!import.meta.env.PROD) return; // no service worker in `npm run dev`
    // Well after the first load (its scripts, photos and reads): an idle moment a few seconds on — at
    // once when the worker served this page from its saved copies, whose banner the reader needs now.
    const saved = document.documentElement.hasAttribute(SAVED_AT_ATTRIBUTE);
    let id = 0;
    const timer = setTimeout(() => (id = requestIdleCallback(() => setIdle(true), { timeout: 5000 })), saved ? 0 : AFTER_FIRST_LOAD_MS);
    return () => {
      clearTimeout(timer);
      cancelIdleCallback(id);
    };
  }, []);
  return idle ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Every route change starts at the top of the page (specification §2); switching language stays put. */
function ScrollToTop() {
  const page = plainPath(useLocation().pathname);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [page]);
  return null;
}

/** The language follows the address (back/forward between /x and /en/x included). */
function LanguageFromAddress() {
  const { i18n } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  useEffect(() => {
    if (i18n.language !== locale) void switchLanguage(i18n, locale);
  }, [i18n, locale]);
  return null;
}

export function RootLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => setSessionLostHandler(() => navigate(paths.login, { replace: true })), [navigate]);
  useSessionBootstrap();
  return (
    <VisitDialogSlot.Provider value={visitDialog}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
        >
          {t('nav.skipToContent')}
        </a>
        <ScrollToTop />
        <LanguageFromAddress />
        <DocumentHead />
        <WhenIdle>
          <OfflineSupport />
        </WhenIdle>
        <Header />
        <main id="main" className="flex-1">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </VisitDialogSlot.Provider>
  );
}
