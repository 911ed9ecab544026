import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/routes';
import { connectApiToSession } from './lib/auth/session';
import type { DataSaverState } from './lib/data-saver';
import { createI18n, loadCatalogue, loadLanguageResources } from './lib/i18n';
import { serverHtmlGone } from './lib/server-html';
import { resumeOutboxIfWaiting } from './lib/outbox/load';
import { localeFromPath } from './lib/paths';
import { markPrerendered } from './lib/prerendered';

/** What the server embeds for hydration (a non-executed JSON script: the CSP allows no inline scripts). */
interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
  dataSaver?: DataSaverState;
}

/**
 * Marks the document once the page is interactive: its scripts load only after the first paint
 * (load-after-paint.ts), so end-to-end tests wait for `html[data-hydrated]` before they use a page.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Ends the current task: the steps below were one long task before hydration began (issue 35). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  connectApiToSession();

  const stateElement = document.getElementById('manara-state');
  const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as ServerState) : null;
  const queryClient = createQueryClient();
  if (state) {
    hydrate(queryClient, state.queries);
    markPrerendered(state.queries.queries.map((q) => q.queryHash));
  }
  await nextTask();

  const routes = createRoutes({ queryClient, server: false });
  // The page's own chunk and its language load together; a server-rendered page needs its lazy route
  // resolved before hydrating, or the router would render a fallback the server never sent.
  const locale = localeFromPath(window.location.pathname);
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  const [messages] = await Promise.all([
    loadCatalogue(locale),
    ...lazyMatches.map(async (m) => {
      const resolved = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...resolved, lazy: undefined });
    }),
  ]);
  // What the page's modules need in its language (its error messages, when it shows errors).
  await loadLanguageResources(locale);
  await nextTask();

  const i18n = createI18n(locale, messages);
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined);
  // From the first navigation on, what mounts was not rendered by the server (lib/server-html.ts).
  const stopWatching = router.subscribe(() => {
    serverHtmlGone();
    stopWatching();
  });
  await nextTask();
  const app = (
    <StrictMode>
      <HydratedMark />
      <AppProviders i18n={i18n} queryClient={queryClient} dataSaver={state?.dataSaver}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser between pieces of work instead of one long task.
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app); // `npm run dev`: Vite serves the page without server rendering
  // Actions a previous visit could not send (decision 071) go now, with their keys.
  // A kept action sent now (a listing saved offline, say) changes what the page read: read it again.
  resumeOutboxIfWaiting(
    (key) => i18n.t(key),
    () => void queryClient.invalidateQueries(),
  );
}

void start();
