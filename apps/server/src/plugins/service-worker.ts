import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The web app's service worker (decision 070), built into dist/sw/sw.js, at /sw.js so that its scope is
 * the whole site. `no-cache`: the browser asks for it again on every visit and every hour a tab stays
 * open, so a new version is found at once and none stays stale. Read from disk on every request (a few
 * KB): a worker replaced in WEB_DIST is the one offered next, and none built is a 404. Its precache list
 * names the build's hashed files, so a build and its worker always match.
 */
export default fp(async function serviceWorker(app: FastifyInstance, opts: { webDist: string | null }) {
  if (!opts.webDist) return;
  const file = path.join(opts.webDist, 'sw', 'sw.js');
  app.get('/sw.js', { schema: { hide: true } }, async (request, reply) => {
    const body = await readFile(file, 'utf8').catch(() => null);
    if (body === null) return reply.callNotFound();
    // The browser's update check (every visit) then moves headers only while the worker is unchanged:
    // it was ≈ 40 % of a repeat visit's bytes (bench/README.md, weak network).
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .header('etag', etag);
    const asked = request.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.send(body);
  });
});
