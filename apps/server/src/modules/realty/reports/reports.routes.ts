import { errorBody, idParam, reportCreated, reportRequest } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOnce } from '../../../http/idempotency';
import { badRequestBody } from '../../../http/responses';

/** Report this listing (decision 041): visitors and users, no sign-in needed, limited per address. */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reports;

  app.post(
    '/realty/properties/:id/reports/',
    {
      schema: {
        tags: ['realty'],
        summary: 'Report an active listing to staff: a reason from the list and, optionally (required for other), what is wrong',
        params: idParam,
        body: reportRequest,
        response: { 201: reportCreated, 400: badRequestBody, 404: errorBody, 409: errorBody, 422: errorBody, 429: errorBody },
      },
      // Per address, over every listing (ignored when RATE_LIMIT=false).
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' }, idempotencyKey: true },
    },
    async (request, reply) =>
      answerOnce(request, reply, { params: request.params, body: request.body }, (claim) =>
        service.create(request.params.id, request.body, request.user, claim),
      ),
  );
};

export default reportsRoutes;
