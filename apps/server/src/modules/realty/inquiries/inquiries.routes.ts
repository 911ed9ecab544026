import { errorBody, idParam, inquiryCreated, inquiryRequest, inquirySchema, paginated, paginationQuery } from '@manara/shared';
import { badRequestBody } from '../../../http/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageLinks } from '../../../http/paging';

/** Contact Seller and Schedule Visit: open to visitors (rate limited per IP); owners read them. */
const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.inquiries;

  app.post(
    '/realty/properties/:id/inquiries/',
    {
      schema: {
        tags: ['realty'],
        summary: "Send a message or a visit request to an active listing's owner",
        params: idParam,
        body: inquiryRequest,
        response: { 201: inquiryCreated, 400: badRequestBody, 404: errorBody, 429: errorBody },
      },
      // Ignored when RATE_LIMIT=false (the plugin is then not registered).
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const created = await service.create(request.params.id, request.body, request.user);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/realty/properties/:id/inquiries/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['realty'],
        summary: "A listing's inquiries, newest first (its owner and staff only)",
        params: idParam,
        querystring: paginationQuery,
        response: { 200: paginated(inquirySchema), 400: badRequestBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { page, page_size } = request.query;
      const { count, results } = await service.list(request.params.id, request.user!, page, page_size);
      return { count, ...pageLinks(request.url, page, page_size, count), results };
    },
  );
};

export default inquiriesRoutes;
