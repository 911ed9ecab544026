import { errorBody, ownerStatisticsQuery, ownerStatisticsResponse } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../../http/responses';

/** The owner's statistics over time (decision 068): only ever their own listings. */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.stats;
  const signedIn = { preHandler: app.requireUser };

  app.get(
    '/realty/statistics/',
    {
      ...signedIn,
      schema: {
        tags: ['listings'],
        summary:
          "The signed-in owner's views, inquiries, visit requests, saves, calls and WhatsApp presses per day over the last 7, 30 or 90 days: of every listing of theirs, or of `property_id` (404 unless it is theirs), with its price changes",
        querystring: ownerStatisticsQuery,
        response: { 200: ownerStatisticsResponse, 400: badRequestBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.forOwner(request.user!, request.query.days, request.query.property_id, request.locale);
    },
  );
};

export default statsRoutes;
