import { errorBody, idParam, paginated, z } from '@manara/shared';
import { adminReviewReportListQuery, adminReviewReportSchema } from '@manara/shared/schemas/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageResponse } from '../../http/paging';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

/** /admin/review-reports/: the queue of reported reviews, hide or dismiss (rules: reviews/reviews.service.ts, decision 059). */
const reviewReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reviews;

  app.get(
    '/admin/review-reports/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reports of reviews, newest first: open ones unless another status is asked for',
        querystring: adminReviewReportListQuery,
        response: { 200: paginated(adminReviewReportSchema), 400: badRequestBody, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return pageResponse(request, request.query, await service.listReports(request.query));
    },
  );

  for (const [action, summary] of [
    ['hide', "Hide the reported review (it leaves the provider's page and average) and close every open report of it"],
    ['dismiss', 'Dismiss the report; the review stays'],
  ] as const)
    app.post(
      `/admin/review-reports/:id/${action}/`,
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

export default reviewReportsRoutes;
