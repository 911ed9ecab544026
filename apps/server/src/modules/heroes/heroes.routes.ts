import { errorBody, HERO_PATHS, HERO_PAGES, heroSchema } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The seven page heroes (specification §7), one GET each at the path the original clients call. */
const heroesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.heroes;
  for (const page of HERO_PAGES) {
    app.get(
      HERO_PATHS[page],
      {
        schema: {
          tags: ['heroes'],
          summary: `Hero content of the ${page} page`,
          response: { 200: heroSchema, 404: errorBody },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return service.get(page);
      },
    );
  }
};

export default heroesRoutes;
