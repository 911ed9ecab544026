import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError } from '../lib/errors';
import { isValidHost } from '../lib/site-origin';

/**
 * Security headers with a strict CSP (no inline or third-party scripts), and brotli/gzip compression.
 * A malformed Host header (or X-Forwarded-Host from a trusted proxy) is a 400 before anything reads it;
 * an absent one (an HTTP/1.0 health check) is allowed: nothing is built from it. The headers are
 * helmet's, built once (@fastify/helmet built them, CSP parsing included, on every request).
 */
export default fp(async function security(app: FastifyInstance) {
  // Media served from elsewhere (a CDN, the bucket: MEDIA_PUBLIC_BASE) are pictures and videos of this site.
  const mediaOrigins = app.config.mediaPublicBase ? [new URL(app.config.mediaPublicBase).origin] : [];
  app.addHook('onRequest', async (request) => {
    if (request.host && !isValidHost(request.host)) throw new AppError(400, 'invalid_host');
  });
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and dialog libraries set inline style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles, fonts and sprites (MAP_STYLE_URL's origin, or MAP_ORIGINS); the map's worker starts from a blob.
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins, ...app.config.mapOrigins],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...app.config.mapOrigins],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
