import fp from 'fastify-plugin';
import { PageCache } from '../lib/page-cache';

/** The shared-cache topic that makes every instance forget what it reuses (decisions 014, 023, 075). */
export const CHANGED_TOPIC = 'pages';
/** API requests that change nothing shown (views are counted, not displayed live). */
const CHANGES_NOTHING_SHOWN = /\/views\/$/;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A cache of answers that are the same for every reader of an address (anonymous pages, the public
     * directories), reused for PAGE_CACHE_SECONDS and forgotten by every instance after any change.
     */
    reusedAnswers<T>(maxEntries: number): PageCache<T>;
  }
}

/**
 * Answers reused for a few seconds (decision 014, amended by 075): the rendered pages and the public
 * directories. Any successful non-GET request to the API clears every such cache on every instance
 * (app.cache: Redis pub/sub when configured) before the change's response leaves, so a change shows
 * on the next request.
 */
export default fp(async function reusedAnswers(app) {
  const caches: PageCache<unknown>[] = [];
  app.cache.subscribe(CHANGED_TOPIC, () => caches.forEach((cache) => cache.clear()));
  app.decorate('reusedAnswers', <T>(maxEntries: number) => {
    const cache = new PageCache<T>(app.config.pageCacheSeconds * 1000, maxEntries);
    caches.push(cache as PageCache<unknown>);
    return cache;
  });
  app.addHook('onSend', async (request, reply) => {
    const method = request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || reply.statusCode >= 400) return;
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') && !CHANGES_NOTHING_SHOWN.test(pathname)) await app.cache.publish(CHANGED_TOPIC);
  });
});
