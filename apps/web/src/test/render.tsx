import type { Locale } from '@manara/shared';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createI18n } from '@/lib/i18n';

/**
 * Renders a component inside every app provider (i18n in the chosen language, React Query, direction,
 * toasts) and a memory router at `path`. Extra routes let a test observe navigation.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    locale = 'ar',
    path = '/',
    routePath = '*',
    routes = [],
    ...options
  }: { locale?: Locale; path?: string; routePath?: string; routes?: RouteObject[] } & RenderOptions = {},
) {
  const i18n = createI18n(locale);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const router = createMemoryRouter([{ path: routePath, element: ui }, ...routes], { initialEntries: [path] });
  const result = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { ...result, router, i18n, queryClient };
}
