import { formatDate } from '@manara/shared/i18n/index';
import { WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Workbox, messageSW } from 'workbox-window';
import '@/features/offline/locales/strings';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { SAVED_AT_ATTRIBUTE, SW_MESSAGES, isSessionPage } from '../../../sw/rules';

/** How often an open tab asks for a new service worker (besides every page load): the app never stays stale. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (decision 070) and announces a new version with "Reload" (the waiting
 * worker takes over, then the page reloads). Loaded by the root layout once the page is idle, so it
 * adds nothing to a page's first load.
 */
function useServiceWorker(updateReady: string, reload: string) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      toast(updateReady, {
        id: 'sw-update',
        duration: Number.POSITIVE_INFINITY,
        action: { label: reload, onClick: () => void takeNewVersion() },
      });
    });
    // A page the worker did not answer (a first visit, or one that loaded while the worker was still
    // installing) is sent to it once one is active: it saves the page (the first address) and the files
    // it loaded. The worker answered the page when it started for it (workerStart), and saved it then.
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (navigation && navigation.workerStart > 0) document.documentElement.dataset.offlineReady = 'true';
    else
      void navigator.serviceWorker.ready
        .then(({ active }) => {
          const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
          return active && messageSW(active, { type: 'CACHE_URLS', payload: { urlsToCache: [window.location.href, ...loaded] } });
        })
        .then(() => (document.documentElement.dataset.offlineReady = 'true'));
    // Refused (a private window, a browser setting, tests that block workers): the site works as without one.
    void wb.register().catch(() => undefined);
    const timer = setInterval(() => void wb.update().catch(() => {}), UPDATE_CHECK_MS);
    return () => clearInterval(timer);
  }, [updateReady, reload]);
}

/**
 * "Reload": the waiting worker takes over, then the page reloads under it — on the browser's own
 * `controllerchange`, whichever worker instance announced the update; with no worker waiting any more
 * (another tab took it over), the page just reloads.
 */
async function takeNewVersion() {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
}

/** The time a saved copy was fetched, when the page on screen is one (the worker marks <html>). */
function savedAt(): Date | null {
  const value = document.documentElement.getAttribute(SAVED_AT_ATTRIBUTE);
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * A signed-in page the reader moved to inside the app (own listings, inbox…) is saved as a page too, so
 * that it reloads offline (the worker keeps it only while the session cache names its owner). The first
 * page was saved as it loaded.
 */
function useSaveSessionPages() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // A page loaded at this address was saved as it loaded (or is sent with the first visit's files).
    const loadedHere = performance.getEntriesByType('navigation')[0]?.name === window.location.href;
    if (first.current && (loadedHere || !navigator.serviceWorker?.controller)) {
      first.current = false;
      return;
    }
    first.current = false;
    const worker = navigator.serviceWorker?.controller;
    if (worker && isSessionPage(pathname)) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [window.location.href] } });
  }, [pathname]);
}

/**
 * "Offline — saved copy from <time>" above the page while it shows a saved copy and the connection is
 * away: a page loaded from the saved copies (the worker marks <html>), or one whose reads the worker
 * answered from them (its message), the oldest time shown.
 */
export default function OfflineSupport() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [saved, setSaved] = useState(savedAt);
  useServiceWorker(t('offline.updateReady'), t('offline.reload'));
  useSaveSessionPages();
  useEffect(() => {
    const online = () => setSaved(null);
    const message = (event: MessageEvent) => {
      const data = event.data as { type?: string; savedAt?: string } | null;
      const time = data?.type === SW_MESSAGES.savedCopy && data.savedAt ? new Date(data.savedAt) : null;
      if (time && !Number.isNaN(time.getTime())) setSaved((shown) => (shown && shown < time ? shown : time));
    };
    window.addEventListener('online', online);
    navigator.serviceWorker?.addEventListener('message', message);
    navigator.serviceWorker?.startMessages();
    // What the worker answered this page with before this code had loaded (its messages then were missed).
    navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.askSavedCopy });
    return () => {
      window.removeEventListener('online', online);
      navigator.serviceWorker?.removeEventListener('message', message);
    };
  }, []);
  if (!saved) return null;
  // The site's one date style per language (month in words), as in Palestine.
  const time = formatDate(saved, locale, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <div role="status" className="flex items-center justify-center gap-2 bg-stone-800 px-4 py-2 text-center text-sm text-white">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span>{t('offline.savedCopy', { time })}</span>
    </div>
  );
}
