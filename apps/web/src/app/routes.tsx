import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { errorStatus } from '@/lib/api';
import { loadLanguageResources, pageLanguage } from '@/lib/i18n';
import type { PageHandle, PageRoute, PrefetchResult } from '@/lib/page';
import { localeFromPath, localizePath } from '@/lib/paths';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

export interface RouteDeps {
  queryClient: QueryClient;
  /** Server rendering waits for a page's data; the browser starts it and renders skeletons meanwhile. */
  server: boolean;
}

/** The server could not give a page its data (the database is away): a 503 "try again shortly" page. */
const unavailable = () => data(null, { status: 503 });

/**
 * A server-side load that threw: 503 when the database is away; the API refusing what the address names
 * (400: a malformed or out-of-range id, 404) is the not-found page, never a 500.
 */
function failedLoad(error: unknown): PrefetchResult {
  const status = errorStatus(error);
  if (status === 503) throw unavailable();
  if (status === 400 || status === 404) return { status: 404 };
  throw error;
}

/** A page's server-side data; a query that failed with 503 (prefetchQuery keeps failures) makes it 503. */
function serverData(result: PrefetchResult | void, queryClient: QueryClient) {
  if (queryClient.getQueryCache().findAll({ predicate: (q) => errorStatus(q.state.error) === 503 }).length) throw unavailable();
  return result ?? null;
}

/**
 * The specification's route table, once for each language: Arabic at the plain address, English under
 * /en (an optional segment, so switching language keeps the page mounted). Each page is its own lazily
 * loaded chunk. Built per server request (its loaders fill that request's query cache) and once in the
 * browser.
 */
export function createRoutes({ queryClient, server }: RouteDeps): RouteObject[] {
  const page = (file: string, load: () => Promise<{ route: PageRoute }>): Pick<RouteObject, 'lazy'> => ({
    lazy: async () => {
      const { route } = await load();
      // The strings of the features the page shows (its modules asked for them as they loaded).
      if (!server) await loadLanguageResources(pageLanguage());
      const handle: PageHandle = { file, head: route.head, secretInAddress: route.secretInAddress };
      const prefetch = route.prefetch;
      return {
        Component: route.Component,
        handle,
        loader: prefetch
          ? async ({ params, request }: LoaderFunctionArgs) => {
              const url = new URL(request.url);
              const work = prefetch({ queryClient, params, url, locale: localeFromPath(url.pathname) });
              if (server) return serverData(await work.catch(failedLoad), queryClient);
              // In the browser the page renders at once (skeletons) while its data loads.
              work.catch(() => {});
              return null;
            }
          : undefined,
      };
    },
  });

  const pages: RouteObject[] = [
    // The home page with recently viewed listings (a realty part) under it, composed here (app/pages/home.tsx).
    { index: true, ...page('src/app/pages/home.tsx', () => import('./pages/home')) },
    { path: 'finance', ...page('src/app/pages/finance.tsx', () => import('./pages/finance')) },
    { path: 'legal', ...page('src/app/pages/legal.tsx', () => import('./pages/legal')) },
    {
      path: 'legal/leave',
      ...page('src/features/services/pages/leave-waitlist-page.tsx', () => import('@/features/services/pages/leave-waitlist-page')),
    },
    {
      path: 'realty',
      ...page('src/features/realty/pages/realty-landing-page.tsx', () => import('@/features/realty/pages/realty-landing-page')),
    },
    {
      path: 'realty/buy-sell',
      ...page('src/features/realty/pages/buy-sell-page.tsx', () => import('@/features/realty/pages/buy-sell-page')),
    },
    { path: 'realty/rent', ...page('src/features/realty/pages/rent-page.tsx', () => import('@/features/realty/pages/rent-page')) },
    {
      path: 'realty/compare',
      ...page('src/features/realty/pages/compare-page.tsx', () => import('@/features/realty/pages/compare-page')),
    },
    {
      path: 'realty/construction',
      ...page('src/features/construction/pages/construction-page.tsx', () => import('@/features/construction/pages/construction-page')),
    },
    {
      path: 'realty/property/:id',
      ...page('src/features/realty/pages/property-page.tsx', () => import('@/features/realty/pages/property-page')),
    },
    {
      path: 'realty/owners/:id',
      ...page('src/features/realty/pages/owner-page.tsx', () => import('@/features/realty/pages/owner-page')),
    },
    {
      path: 'providers/:id',
      ...page('src/app/pages/provider.tsx', () => import('./pages/provider')),
    },
    {
      path: 'realty/completed-projects',
      ...page(
        'src/features/construction/pages/completed-projects-page.tsx',
        () => import('@/features/construction/pages/completed-projects-page'),
      ),
    },
    {
      path: 'realty/completed-projects/:id',
      ...page(
        'src/features/construction/pages/completed-project-detail-page.tsx',
        () => import('@/features/construction/pages/completed-project-detail-page'),
      ),
    },
    { path: 'about', ...page('src/features/company/pages/about-page.tsx', () => import('@/features/company/pages/about-page')) },
    { path: 'contact', ...page('src/features/company/pages/contact-page.tsx', () => import('@/features/company/pages/contact-page')) },
    { path: 'auth/login', ...page('src/features/auth/pages/login-page.tsx', () => import('@/features/auth/pages/login-page')) },
    { path: 'auth/register', ...page('src/features/auth/pages/register-page.tsx', () => import('@/features/auth/pages/register-page')) },
    {
      path: 'auth/forgot-password',
      ...page('src/features/auth/pages/forgot-password-page.tsx', () => import('@/features/auth/pages/forgot-password-page')),
    },
    {
      path: 'auth/reset-password',
      ...page('src/features/auth/pages/reset-password-page.tsx', () => import('@/features/auth/pages/reset-password-page')),
    },
    {
      path: 'auth/verify-email',
      ...page('src/features/auth/pages/link-action-page.tsx', () =>
        import('@/features/auth/pages/link-action-page').then((m) => ({ route: m.verifyRoute })),
      ),
    },
    { path: 'renew', ...page('src/features/realty/pages/renewal-page.tsx', () => import('@/features/realty/pages/renewal-page')) },
    {
      path: 'unsubscribe',
      ...page('src/features/auth/pages/link-action-page.tsx', () =>
        import('@/features/auth/pages/link-action-page').then((m) => ({ route: m.unsubscribeRoute })),
      ),
    },
    { path: 'dashboard', ...page('src/app/pages/dashboard.tsx', () => import('./pages/dashboard')) },
    { path: 'dashboard/profile', ...page('src/app/pages/profile.tsx', () => import('./pages/profile')) },
    { path: 'dashboard/provider-profile', ...page('src/app/pages/provider-profile.tsx', () => import('./pages/provider-profile')) },
    { path: 'admin', ...page('src/app/pages/admin.tsx', () => import('./pages/admin')) },
    { path: 'dashboard/inbox', ...page('src/app/pages/inbox.tsx', () => import('./pages/inbox')) },
    { path: 'dashboard/statistics', ...page('src/app/pages/statistics.tsx', () => import('./pages/statistics')) },
    { path: 'dashboard/requests', ...page('src/app/pages/requests.tsx', () => import('./pages/requests')) },
    { path: 'dashboard/requests/:id', ...page('src/app/pages/request.tsx', () => import('./pages/request')) },
    { path: 'offline', ...page('src/features/offline/pages/offline-page.tsx', () => import('@/features/offline/pages/offline-page')) },
    { path: 'requests/new', ...page('src/app/pages/request-new.tsx', () => import('./pages/request-new')) },
    // Any unknown path redirects to the home page of its language (specification §2); the server answers 302.
    {
      path: '*',
      loader: ({ request }) => redirect(localizePath('/', localeFromPath(new URL(request.url).pathname))),
    },
  ];

  return [{ id: 'root', Component: RootLayout, children: [{ id: 'pages', path: 'en?', ErrorBoundary: RouteError, children: pages }] }];
}
