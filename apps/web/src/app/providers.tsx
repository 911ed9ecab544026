import { DirectionProvider } from '@radix-ui/react-direction';
import { dir, isLocale } from '@manara/shared/i18n/index';
import { QUERY_RETRY } from '@manara/shared/limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from '@/lib/use-translation';
import { DataSaverProvider, type DataSaverState } from '@/lib/data-saver';
import { toastHost } from '@/lib/toast';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Signals that the Toaster (mounted just before it, so its listener is in place) is ready. */
function ToasterReady() {
  useEffect(() => toastHost.ready(), []);
  return null;
}

/**
 * Toasts start just below the sticky top bar (h-16, 64 px; app/layouts/header.tsx), at its end side:
 * at the library's default 24 px they covered the bar's language and dashboard buttons.
 */
const BELOW_TOP_BAR = { top: 64 + 8 };

/** The toast library's Toaster, mounted when the first toast is asked for (lib/toast.ts). */
function ToastHost({ direction }: { direction: 'rtl' | 'ltr' }) {
  const requested = useSyncExternalStore(toastHost.subscribe, toastHost.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={direction === 'rtl' ? 'top-left' : 'top-right'}
        dir={direction}
        closeButton
        offset={BELOW_TOP_BAR}
        mobileOffset={BELOW_TOP_BAR}
      />
      <ToasterReady />
    </Suspense>
  );
}

/**
 * Data fetching defaults of specification §7: no refetch on window focus, one retry. Server rendering
 * does not retry (a page is better rendered with its fallback now than late). Offline a read is still
 * asked once (`offlineFirst`): the service worker answers it from its saved copies (decision 070); only
 * the retries wait for the connection.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: server ? false : QUERY_RETRY, staleTime: 30_000, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}

function DirectionAware({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState(isLocale(i18n.language) ? i18n.language : 'ar');
  useEffect(() => {
    const onChange = (lng: string) => setLocale(isLocale(lng) ? lng : 'ar');
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  const direction = dir(locale);
  return (
    <DirectionProvider dir={direction}>
      {children}
      <ToastHost direction={direction} />
    </DirectionProvider>
  );
}

const SAVER_OFF: DataSaverState = { on: false, header: false };

export function AppProviders({
  i18n,
  queryClient,
  dataSaver = SAVER_OFF,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  /** Data-saver mode as the server rendered the page (decision 073). */
  dataSaver?: DataSaverState;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DataSaverProvider initial={dataSaver}>
          <DirectionAware>{children}</DirectionAware>
        </DataSaverProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
