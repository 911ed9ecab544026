import { financingProfilesResponse } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /financing-profiles/: the active financing profiles, the calculator's presets (decision 062). */
const financingProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.financingProfiles;
  app.get(
    '/financing-profiles/',
    {
      schema: {
        tags: ['money'],
        summary: "The active financing profiles staff keep: the listing calculator's presets",
        response: { 200: financingProfilesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return service.list(true);
    },
  );
};

export default financingProfilesRoutes;
