import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ORIGINALS } from '../modules/media';
import { MEDIA_CACHE_CONTROL, type S3Storage, type Storage } from '../platform/storage';

/** Photo originals are never served: as sent, with the camera's metadata (decision 030). */
const isOriginal = (pathName: string) => new RegExp(`^/*(media/+)?${ORIGINALS}(/|$)`, 'i').test(pathName);

/**
 * Serves stored media under /media/ (keys are unique, so files are cached for a year), except photo
 * originals: from DATA_DIR/media, or streamed from the bucket with MEDIA_STORE=s3 (where a CDN or the
 * bucket itself at MEDIA_PUBLIC_BASE usually serves them instead).
 */
export default fp(async function media(app: FastifyInstance, opts: { storage: Storage }) {
  const { storage } = opts;
  if (storage.kind === 's3') return fromBucket(app, storage);
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => {
      try {
        return !isOriginal(decodeURIComponent(pathName));
      } catch {
        return false;
      }
    },
    // Otherwise send's own `public, max-age=0` replaces the header set below.
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', MEDIA_CACHE_CONTROL);
    },
  });
});

function fromBucket(app: FastifyInstance, storage: S3Storage) {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    // Keys are server-made (folders, a UUID, an extension): anything else names no file.
    if (!/^[\w.-]+(\/[\w.-]+)*$/.test(key) || key.split('/').some((part) => /^\.+$/.test(part)) || isOriginal(key)) {
      return reply.callNotFound();
    }
    const file = await storage.open(key, request.headers.range);
    if (!file) return reply.callNotFound();
    reply.code(file.status).headers(file.headers);
    // Streamed from the bucket as it comes (a client that goes away ends the bucket's response too).
    return reply.send(file.body);
  });
}
