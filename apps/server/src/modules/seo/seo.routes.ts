import { z } from '@manara/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { siteOrigin } from '../../lib/site-origin';

/** For search engines, at the site's root: /robots.txt, /sitemap.xml and its parts. */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.seo;
  const origin = (request: FastifyRequest) => siteOrigin(app.config, request);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(service.robots(origin(request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await service.sitemap(origin(request))),
  );

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d{1,6}\.xml$/) }) } },
    async (request, reply) => {
      const xml = await service.sitemapFile(origin(request), Number.parseInt(request.params.file, 10));
      if (xml === null) throw AppError.notFound();
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
    },
  );
};

export default seoRoutes;
