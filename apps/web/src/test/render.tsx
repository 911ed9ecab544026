import type { Locale } from '@manara/shared/i18n/index';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createI18n } from '@/lib/i18n';
import { localizePath } from '@/lib/paths';
import ar from '@/locales/full-catalogue-ar';
import en from '@/locales/full-catalogue-en';

// Every string, each feature's too (in the app they join with the pages that show them).

/**
 * Renders a component inside every app provider (i18n in the chosen language, React Query, direction,
 * toasts) and a memory router at `path`. Extra routes let a test observe navigation. As in the app,
 * English pages live under /en: paths given here are plain and get the prefix in English.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    locale = 'ar',
    path = '/',
    routePath = '*',
    routes = [],
    errorBoundary,
    queryClient: given,
    ...options
  }: {
    locale?: Locale;
    path?: string;
    routePath?: string;
    routes?: RouteObject[];
    errorBoundary?: RouteObject['ErrorBoundary'];
    /** A cache filled beforehand, as the server's rendering fills the browser's (its options are kept). */
    queryClient?: QueryClient;
  } & RenderOptions = {},
) {
  const i18n = createI18n(locale, locale === 'ar' ? ar : en);
  i18n.addResourceBundle(locale === 'ar' ? 'en' : 'ar', 'translation', locale === 'ar' ? en : ar);
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
  const queryClient = given ?? createQueryClient();
  if (!given) queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const at = (p: string | undefined) => (p && p.startsWith('/') ? localizePath(p, locale) : p);
  const router = createMemoryRouter(
    [{ path: at(routePath), element: ui, ErrorBoundary: errorBoundary }, ...routes.map((r) => ({ ...r, path: at(r.path) }))],
    {
      initialEntries: [at(path)!],
    },
  );
  const result = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { ...result, router, i18n, queryClient };
}
