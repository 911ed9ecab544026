import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ERROR_MESSAGES } from '../../packages/shared/src/errors';

/**
 * `src/lib/error-messages-<language>.ts` pick one language out of the shared `ERROR_MESSAGES`; built as
 * written, each chunk would carry both languages' messages. Here each becomes that language's messages
 * as a literal, so a page loads only its own (decision 054). Unit tests run the modules as written.
 */
function errorMessagesByLanguage(): Plugin {
  return {
    name: 'manara:error-messages-by-language',
    transform(_code, id) {
      const language = /[\\/]src[\\/]lib[\\/]error-messages-(ar|en)\.ts$/.exec(id)?.[1] as 'ar' | 'en' | undefined;
      if (!language) return null;
      const messages = Object.fromEntries(Object.entries(ERROR_MESSAGES).map(([code, text]) => [code, text[language]]));
      return { code: `export default ${JSON.stringify(messages)};`, map: null };
    },
  };
}

const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

/**
 * The service worker (src/sw/sw.ts, decision 070), built with the browser app into dist/sw/sw.js (the
 * server serves it at /sw.js, never cached) with the app shell's precache list: the stylesheet, the
 * first scripts of every page, the fonts' regular weight and the offline page of each language. None in
 * `npm run dev`.
 *
 * The offline pages are rendered by the server, so no file of the build holds them: their revision is a
 * hash of the shell's files (names and content), from which the server renders them — the stylesheet,
 * and the scripts whose content names every chunk of the app (the page's and the layout's among them).
 * Two builds of the same source give the same worker, which a browser does not take for a new version:
 * "A new version is ready" appears only when the app changed (decision 070).
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    outDir: 'dist/sw',
    injectRegister: false,
    manifest: false,
    devOptions: { enabled: false },
    injectManifest: {
      globDirectory: 'dist/client',
      globPatterns: [
        'assets/index-*.css',
        'assets/{index,app,framework,catalogue-ar,catalogue-en}-*.js',
        'assets/ibm-plex-sans-arabic-{arabic,latin}-400-normal-*.woff2',
      ],
      manifestTransforms: [
        (entries) => {
          const shell = createHash('sha256');
          for (const entry of [...entries].sort((a, b) => a.url.localeCompare(b.url))) shell.update(`${entry.url} ${entry.revision}\n`);
          const revision = shell.digest('hex').slice(0, 16);
          const offline = ['/offline', '/en/offline'].map((url) => ({ url, revision, size: 0 }));
          return { manifest: [...entries, ...offline], warnings: [] };
        },
      ],
      rollupFormat: 'iife',
    },
  });
}

// Two builds (package.json): the browser app into dist/client (with a manifest, so the server can
// preload each page's chunks), and the server renderer into dist/server.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), errorMessagesByLanguage(), ...(isSsrBuild ? [] : [serviceWorker()])],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // React Router publishes a production build beside the development one its package exports (the
      // same code without its development warnings, 0.4 KB): builds use it, `npm run dev` keeps the warnings.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    target: 'es2022',
    // No preload lists in the chunks (decision 054): a first visit gets its page's chunks from the server's
    // list (#manara-modules), and the lists of every lazy route's dependencies cost each page 2.5 KB; a
    // route opened later loads its chunk, then the chunks it imports. CSS of lazy chunks still loads.
    modulePreload: false,
    // Source maps for the server renderer only (they stay on the server). The browser build has none:
    // everything in dist/client is public, and no error-reporting service here would read hidden maps;
    // `npm run dev` serves the sources with maps for debugging.
    sourcemap: Boolean(isSsrBuild),
    manifest: !isSsrBuild,
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The page's tiny script (index.html → load-after-paint.ts) and, as its own entry, the app it
          // imports after the first paint (its file name reaches the page through the manifest).
          input: {
            index: path.resolve(import.meta.dirname, 'index.html'),
            app: path.resolve(import.meta.dirname, 'src/entry-client.tsx'),
          },
          output: {
            // Every page needs the framework: one long-cached file instead of a dozen small requests.
            advancedChunks: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|zustand|use-sync-external-store|clsx|@radix-ui[\\/]react-direction)[\\/]/,
                  priority: 10,
                },
                {
                  // Small modules every page uses, each its own chunk of a few hundred bytes before (a request each).
                  name: 'app-common',
                  test: /(node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/])|src[\\/]lib[\\/](paths|use-locale|currency|use-translation|structured-data)\.ts$|src[\\/]locales[\\/]merge\.ts$|shared[\\/]src[\\/](i18n[\\/]index|money|limits|site)\.ts$|preload-helper)/,
                  priority: 9,
                },
                {
                  // What every listings page (buy-sell, rent, a listing, an owner's and a provider's) shows and no
                  // other public page loads at start: the card, its price and the small modules they use, six
                  // chunks of 0.1–1.9 KB before (decision 054). Only these modules: with their dependencies
                  // (Rolldown's default) the group took modules of the app chunk, so every page loaded it (+3–4 KB).
                  name: 'realty-common',
                  test: /(src[\\/]features[\\/]realty[\\/]components[\\/](property-card|compare-controls|price-reduced-badge|price)\.tsx$|shared[\\/]src[\\/](geo|realty|text[\\/]normalize)\.ts$|src[\\/]lib[\\/]bidi\.ts$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](bath|bed-double|trending-down|git-compare-arrows)\.)/,
                  priority: 8,
                  includeDependenciesRecursively: false,
                },
                {
                  // The map's loader and the cities: a listing's and a list's first load both need them (a chunk
                  // each for the list once a listing's map became a near part: +0.2 KB).
                  name: 'locations',
                  test: /(src[\\/]features[\\/]realty[\\/](components[\\/]map[\\/](maplibre|use-map)|api[\\/]locations)\.ts$|src[\\/]lib[\\/]near-viewport\.ts$)/,
                  priority: 8,
                  includeDependenciesRecursively: false,
                },
                {
                  // Small modules of a listing's first load that no other public page loads at start (the
                  // dashboard's pages import them too): five chunks of 0.1–0.4 KB before.
                  name: 'listing-common',
                  test: /(src[\\/]components[\\/]form[\\/]photos-pending\.tsx$|src[\\/]features[\\/]realty[\\/]api[\\/]property\.ts$|src[\\/](text|components)[\\/]display-name\.tsx?$|shared[\\/]src[\\/]listing\.ts$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](heart|calendar-clock|calendar-days|check|external-link)\.)/,
                  priority: 8,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
  // The server renderer is one self-contained bundle with production React whatever NODE_ENV says
  // (a development React renders several times slower).
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/health': 'http://localhost:3000' },
  },
}));
