import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves stored media under /media/ (keys are unique, so files are cached for a year), except photo
 * originals (`originals/`: as sent, with the camera's metadata; decision 030).
 */
export default fp(async function media(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => {
      try {
        return !/^\/*(media\/+)?originals(\/|$)/i.test(decodeURIComponent(pathName));
      } catch {
        return false;
      }
    },
    // Otherwise send's own `public, max-age=0` replaces the header set below.
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
});
