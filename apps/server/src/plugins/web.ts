import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { errorMessage } from '@manara/shared';
import { cookieValue, DATA_SAVER_COOKIE, dataSaverOn, saveDataHeaderOn } from '@manara/shared/data-saver';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { siteOrigin } from '../lib/site-origin';
import { PRERENDER_HEADER } from '../http/visit';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-handler';

/** The web app's server renderer (apps/web/src/entry-server.tsx, built into dist/server). */
interface Renderer {
  /** The installable app's manifest in a language, as JSON (apps/web/src/lib/web-app.ts). */
  webAppManifest(locale: 'ar' | 'en'): Promise<string>;
  render(request: { url: string; origin: string; fetch: typeof fetch; dataSaver: DataSaver }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | {
        kind: 'page';
        status: number;
        locale: string;
        dir: string;
        head: string;
        html: string;
        state: string;
        files: string[];
        /** The address holds a single-use secret (a reset, verification or unsubscribe link). */
        secret: boolean;
        /** Queries of the page that failed (it rendered their fallback, e.g. the default hero). */
        failed: { query: string; status: number | null }[];
      }
  >;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Data-saver mode of a request (decision 073): on or off, and whether it said `Save-Data: on`. */
interface DataSaver {
  on: boolean;
  header: boolean;
}

/**
 * The reader's switch (cookie) wins either way, else `Save-Data: on`; the browser's own setting is read
 * by the page's script. Pages differ by both, so their responses vary on both (an anonymous visitor
 * sends no cookie to pages: the only other one, the refresh token's, is scoped to the auth API).
 */
function dataSaverOf(request: FastifyRequest): DataSaver {
  const header = saveDataHeaderOn(request.headers['save-data']);
  return { on: dataSaverOn({ cookie: cookieValue(request.headers.cookie, DATA_SAVER_COOKIE), header }), header };
}
const PAGE_VARY = 'Save-Data, Cookie';

type Rendered = { status: number; location?: string; html?: string; secret?: boolean };

/** The module that hydrates a page; load-after-paint.ts imports it after the first paint. */
const APP_MODULE = 'src/entry-client.tsx';

const API_LIKE = /^\/(api|media|health)(\/|$)/;
/** Marks the server's own API calls while rendering: they count no views and log quietly. */
export { PRERENDER_HEADER };

/** Helmet's headers that only a document (or a framed/opened page) acts on. nosniff, CORP and HSTS stay. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Anonymous HTML is the same for everyone: a CDN may keep it a minute (and serve it stale while refreshing). */
const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A page whose address holds a live link's token: kept by no cache, named in no Referer (decision 050). */
const SECRET_PAGE_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

/**
 * Serves the web app: every page rendered on the server in the language of its address (React Router's
 * static handler, data embedded for hydration), hashed assets cached for a year, the few root files
 * (favicon, boot.js) briefly. API-like paths that reach here get a JSON 404.
 */
export default fp(async function web(app: FastifyInstance, opts: { webDist: string | null }) {
  const clientDir = opts.webDist && path.join(opts.webDist, 'client');
  const serverEntry = opts.webDist && path.join(opts.webDist, 'server', 'entry-server.js');
  const available = clientDir && serverEntry && existsSync(path.join(clientDir, 'index.html')) && existsSync(serverEntry);

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ detail: errorMessage('route_not_found', request.locale ?? 'ar'), code: 'route_not_found' }),
  );
  if (!available) return;

  // The stylesheet is the one render-blocking request: ask for it before anything else the head preloads,
  // so on a slow connection it does not share the line with scripts the first paint does not need.
  const built = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const stylesheets = built.match(/^\s*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
  const template = stylesheets
    .reduce((html, link) => html.replace(link, ''), built)
    .replace('<!--app-head-->', () => `${stylesheets.map((l) => l.trim()).join('\n    ')}\n    <!--app-head-->`);
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const renderer = (await import(pathToFileURL(serverEntry).href)) as Renderer;
  const assets = readdirSync(path.join(clientDir, 'assets'));

  // Content-hashed names: a year, immutable. (@fastify/static's own cache control would override setHeaders.)
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    cacheControl: false,
    // Never revalidated (immutable), so validators would only add bytes.
    etag: false,
    lastModified: false,
    index: false,
    // Brotli and gzip copies made at build time (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
  });
  // A page loads some twenty scripts and a few photos; the document's security headers (CSP, framing,
  // referrer…) mean nothing on a script, font or image and would add about 1 KB to each response.
  // So does a root script (boot.js, on every page); an SVG keeps them (opened alone, it is a document).
  app.addHook('onSend', async (request, reply) => {
    const rootScript = /^\/[\w.-]+\.js(\?|$)/.test(request.url);
    if (!request.url.startsWith('/assets/') && !request.url.startsWith('/media/') && !rootScript) return;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  });
  // favicon.svg, boot.js: stable names, so a short lifetime.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    wildcard: false,
    globIgnore: ['index.html', 'assets/**', '.vite/**', '**/*.br', '**/*.gz'],
    preCompressed: true,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=3600'),
  });

  // The installable app's manifest, one per language (issue 34): an hour, like the other root files.
  for (const locale of ['ar', 'en'] as const) {
    const body = await renderer.webAppManifest(locale);
    app.get(locale === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body),
    );
  }

  /**
   * What the head asks for: the font face of the page's language and the stylesheets of its chunks; and
   * the scripts it will need (the app, the matched pages' chunks, the language's strings, with their
   * imports), which load-after-paint.ts preloads only after the first paint (decision 015).
   */
  const assetsFor = (files: string[], locale: string): { head: string; modules: string[] } => {
    const seen = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      chunk.css?.forEach((c) => css.add(c));
      chunk.imports?.forEach(visit);
      // Of what it loads later, its language's strings (a feature's `locales/ar.json`, or a part of them in
      // `locales/<part>/ar.json`): the page waits for them before it can render. Not the API's error
      // messages: they load when a page is about to show one (decision 054).
      chunk.dynamicImports?.filter((key) => new RegExp(`/locales/([\\w-]+/)?${locale}\\.json$`).test(key)).forEach(visit);
    };
    [APP_MODULE, ...files, `src/locales/catalogue-${locale}.ts`].forEach(visit);
    const font = assets.find((f) => f.startsWith(`ibm-plex-sans-arabic-${locale === 'en' ? 'latin' : 'arabic'}-400-normal-`));
    return {
      head: [
        ...(font ? [`<link rel="preload" as="font" type="font/woff2" href="/assets/${font}" crossorigin>`] : []),
        ...[...css].filter((f) => !template.includes(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ].join('\n    '),
      modules: [...seen].filter((f) => !template.includes(f)).map((f) => `/${f}`),
    };
  };

  /** The page's API calls, answered in-process (no socket), anonymously, in the page's language. */
  const apiFetch: typeof fetch = async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { ...headers, [PRERENDER_HEADER]: '1' },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };

  const fill = (html: string, marker: string, value: string) => html.replace(marker, () => value);

  const render = async (request: FastifyRequest, pageOrigin: string, dataSaver: DataSaver): Promise<Rendered> => {
    const result = await renderer.render({ url: request.url, origin: pageOrigin, fetch: apiFetch, dataSaver });
    if (result.kind === 'redirect') return { status: result.status, location: result.location };
    // A part that failed to load is rendered with its fallback (a hero: the page's default), so only the
    // log tells (the path alone: logs carry no query). A 503 is an outage, logged once per interval.
    for (const { query, status } of result.failed) {
      if (status === 503) continue;
      request.log.warn({ page: request.url.split('?')[0], query, status }, 'page data failed to load; its fallback was rendered');
    }
    let html = template.replace('<html lang="ar" dir="rtl">', () => `<html lang="${result.locale}" dir="${result.dir}">`);
    const { head, modules } = assetsFor(result.files, result.locale);
    html = fill(html, '<!--app-head-->', `${result.head}\n    ${head}`);
    html = fill(html, '<!--app-html-->', result.html);
    html = fill(
      html,
      '<!--app-state-->',
      `<script type="application/json" id="manara-state">${result.state}</script>\n    ` +
        `<script type="application/json" id="manara-modules">${JSON.stringify(modules)}</script>`,
    );
    return { status: result.status, html, secret: result.secret };
  };

  // Pages depend only on their address (anonymous HTML), so a rendered one is reused for a few seconds;
  // any successful change made through the API forgets them all (plugins/reused-answers.ts).
  const pages = app.reusedAnswers<Rendered>(300);

  app.get('/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (API_LIKE.test(pathname)) {
      return reply.code(404).send({ detail: errorMessage('route_not_found', request.locale), code: 'route_not_found' });
    }
    const pageOrigin = siteOrigin(app.config, request);
    const dataSaver = dataSaverOf(request);
    // Kept apart by what the HTML depends on: the mode, and the header the page's script is told of.
    const result = await pages.get(
      `${pageOrigin}${request.url}${dataSaver.on ? '#saver' : ''}${dataSaver.header ? '#save-data' : ''}`,
      () => render(request, pageOrigin, dataSaver),
      (r) => r.status < 500 && !r.secret,
    );
    if (result.location) {
      return reply.header('cache-control', PAGE_CACHE).redirect(result.location, result.status);
    }
    // A page whose data the database could not give (decision 025): the app rendered "try again shortly".
    if (result.status === 503) reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS);
    if (result.secret) return reply.code(result.status).headers(SECRET_PAGE_HEADERS).type('text/html; charset=utf-8').send(result.html);
    return reply
      .code(result.status)
      .header('cache-control', result.status >= 500 ? 'no-store' : PAGE_CACHE)
      .header('vary', PAGE_VARY)
      .type('text/html; charset=utf-8')
      .send(result.html);
  });
});
