// Server rendering of every page (loaded by the API server from the built bundle: dist/server).
import { AsyncLocalStorage } from 'node:async_hooks';
import { dir, type Locale } from '@manara/shared/i18n/index';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/routes';
import { configureApi, errorStatus } from './lib/api';
import { smallestVariant } from '@manara/shared/data-saver';
import type { DataSaverState } from './lib/data-saver';
import { createI18n, loadCatalogue } from './lib/i18n';
import { carriesSecret, type HeadData, type PageHandle } from './lib/page';
import { preloadNearParts } from './lib/near-part';
import { localeFromPath } from './lib/paths';
import { escapeScriptJson, headTags, renderHeadTags } from './lib/seo';
import { webAppManifest as manifestOf } from './lib/web-app';

export interface RenderRequest {
  /** Path and query of the page, e.g. /en/realty/rent?page=2. */
  url: string;
  /** Origin for absolute URLs in the head, e.g. https://manara.ps. */
  origin: string;
  /** How the page's API calls reach the API (the server answers them in-process). */
  fetch: typeof fetch;
  /** Data-saver mode (decision 073): the request's own, and whether it said `Save-Data: on`. */
  dataSaver?: DataSaverState;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      locale: Locale;
      dir: 'rtl' | 'ltr';
      /** Title, meta, links and JSON-LD for <head>. */
      head: string;
      /** The page's markup for #root. */
      html: string;
      /** Query cache and router data for hydration, safe to embed in a JSON script element. */
      state: string;
      /** Source files of the matched pages (keys of Vite's manifest), to preload their chunks. */
      files: string[];
      /** The address carries a single-use secret (PageRoute.secretInAddress): never cached, no Referer. */
      secret: boolean;
      /** The page's data that failed to load, each query's key and status (rendered with its fallback). */
      failed: { query: string; status: number | null }[];
    };

// Requests are rendered concurrently: each one's fetch and language travel with its async context.
const requestScope = new AsyncLocalStorage<{ fetch: typeof fetch; locale: Locale }>();
configureApi({
  fetch: (input, init) => requestScope.getStore()!.fetch(input, init),
  locale: () => requestScope.getStore()?.locale ?? 'ar',
  accessToken: () => null,
  refresh: async () => null,
});

// The server never switches a page's language, so one i18next instance per language serves every request.
const i18nByLocale = new Map<Locale, ReturnType<typeof createI18n>>();
function serverI18n(locale: Locale, messages: Awaited<ReturnType<typeof loadCatalogue>>) {
  let instance = i18nByLocale.get(locale);
  if (!instance) i18nByLocale.set(locale, (instance = createI18n(locale, messages)));
  return instance;
}

/** The route errors that are 503 responses (they survive JSON: isRouteErrorResponse checks their shape). */
function unavailableErrors(errors: Record<string, unknown> | null) {
  const kept = Object.entries(errors ?? {}).filter(([, error]) => isRouteErrorResponse(error) && error.status === 503);
  return kept.length ? Object.fromEntries(kept) : null;
}

/** The installable app's manifest in `locale` (served as /manifest.webmanifest and /en/manifest.webmanifest). */
export async function webAppManifest(locale: Locale): Promise<string> {
  const i18n = serverI18n(locale, await loadCatalogue(locale));
  return JSON.stringify(manifestOf(locale, (key) => i18n.t(key)));
}

export function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const locale = localeFromPath(url.pathname);
  const dataSaver = request.dataSaver ?? { on: false, header: false };
  return requestScope.run({ fetch: request.fetch, locale }, () => renderPage(url, locale, request.origin, dataSaver));
}

async function renderPage(url: URL, locale: Locale, origin: string, dataSaver: DataSaverState): Promise<RenderResult> {
  const queryClient = createQueryClient({ server: true });
  const handler = createStaticHandler(createRoutes({ queryClient, server: true }));
  const [context, messages] = await Promise.all([handler.query(new Request(url)), loadCatalogue(locale)]);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const i18n = serverI18n(locale, messages);
  const router = createStaticRouter(handler.dataRoutes, context);
  await preloadNearParts(); // the page's route modules have declared theirs by now
  const html = renderToString(
    <AppProviders i18n={i18n} queryClient={queryClient} dataSaver={dataSaver}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );

  const handles = context.matches.map((m) => m.route.handle as PageHandle | undefined);
  const page = [...context.matches].reverse().find((m) => (m.route.handle as PageHandle | undefined)?.head);
  const t = i18n.t.bind(i18n);
  const head: HeadData = (page?.route.handle as PageHandle | undefined)?.head?.({
    queryClient,
    params: page!.params,
    url,
    locale,
    t,
    origin,
  }) ?? { title: t('seo.home.title'), description: t('seo.home.description') };
  // Data saver: the preloaded photo is the narrowest variant, the one the page's <img> then shows.
  const lcp = head.lcpImage;
  if (dataSaver.on && lcp) head.lcpImage = { ...lcp, url: smallestVariant(lcp.url, lcp.srcset), srcset: null, sizes: undefined };

  // A page's loader says when it found nothing (404); errors thrown while loading are the router's 500.
  const loaderStatus = Object.values(context.loaderData).reduce<number>(
    (status, data) => Math.max(status, (data as { status?: number } | null)?.status ?? 200),
    200,
  );
  const state = {
    // Failed queries too, so the browser shows the same fallback the server rendered.
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending', shouldRedactErrors: () => false }),
    // A 503 ("try again shortly": the server could not read the page's data) stays on screen after
    // hydration; other failures are retried by the browser.
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: unavailableErrors(context.errors) },
    dataSaver,
  };
  return {
    kind: 'page',
    status: Math.max(context.statusCode, loaderStatus),
    locale,
    dir: dir(locale),
    head: renderHeadTags(headTags(head, { origin, url, locale, siteName: t('brand.name') })),
    html,
    state: escapeScriptJson(JSON.stringify(state)),
    files: handles.flatMap((h) => (h?.file ? [h.file] : [])),
    secret: carriesSecret(context.matches.map((m) => m.route)),
    failed: queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => q.state.status === 'error' })
      .map((q) => ({ query: JSON.stringify(q.queryKey), status: errorStatus(q.state.error) ?? null })),
  };
}
