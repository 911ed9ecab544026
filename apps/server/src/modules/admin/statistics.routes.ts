import { staffStatisticsQuery, staffStatisticsResponse } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

/** /admin/statistics/: staff's overview over time (rules: realty/stats/stats.service.ts, decision 068). */
const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.stats;

  app.get(
    '/admin/statistics/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Per day over the last 7, 30 or 90 days: listings submitted, approved and rejected, the median hours to a decision and reports; active listings per city and type',
        querystring: staffStatisticsQuery,
        response: { 200: staffStatisticsResponse, 400: badRequestBody, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.forStaff(request.query.days, request.locale);
    },
  );
};

export default statisticsRoutes;
