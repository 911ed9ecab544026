import { adminReportListQuery, adminReportSchema, errorBody, idParam, paginated, z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageResponse } from '../../http/paging';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

/** /admin/reports/: the queue of reported listings, hide or dismiss (rules: realty/reports/reports.service.ts, decision 041). */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reports;

  app.get(
    '/admin/reports/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reports of listings, newest first: open ones unless another status is asked for',
        querystring: adminReportListQuery,
        response: { 200: paginated(adminReportSchema), 400: badRequestBody, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return pageResponse(request, request.query, await service.list(request.query, request.locale));
    },
  );

  for (const [action, summary] of [
    ['hide', "Hide the reported listing (back to review, through the listing's lifecycle) and close every open report of it"],
    ['dismiss', 'Dismiss the report; the listing stays as it is'],
  ] as const)
    app.post(
      `/admin/reports/:id/${action}/`,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: idParam,
          response: { 204: z.null(), 400: badRequestBody, 404: errorBody, 409: errorBody, ...denied },
        },
      },
      async (request, reply) => {
        await service[action](request.user!, request.params.id);
        return reply.code(204).send(null);
      },
    );
};

export default reportsRoutes;
