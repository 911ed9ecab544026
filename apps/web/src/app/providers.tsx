import { DirectionProvider } from '@radix-ui/react-direction';
import { dir, isLocale, QUERY_RETRY } from '@manara/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** Data fetching defaults of specification §7: no refetch on window focus, one retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: QUERY_RETRY, staleTime: 30_000 },
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
      <Toaster position={direction === 'rtl' ? 'top-left' : 'top-right'} dir={direction} richColors closeButton />
    </DirectionProvider>
  );
}

export function AppProviders({ i18n, queryClient, children }: { i18n: I18n; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DirectionAware>{children}</DirectionAware>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
