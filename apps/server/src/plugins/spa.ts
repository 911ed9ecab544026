import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessage } from '@manara/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_LIKE = /^\/(api|media|health)(\/|$)/;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and index.html for
 * any other GET so client routes work on reload. API-like paths get a JSON 404 instead.
 */
export default fp(async function spa(app: FastifyInstance, opts: { webDist: string | null }) {
  const root = opts.webDist && existsSync(path.join(opts.webDist, 'index.html')) ? opts.webDist : null;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      index: ['index.html'],
      wildcard: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (root && (request.method === 'GET' || request.method === 'HEAD') && !API_LIKE.test(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return reply.code(404).send({ detail: errorMessage('route_not_found', request.locale ?? 'ar'), code: 'route_not_found' });
  });
});
