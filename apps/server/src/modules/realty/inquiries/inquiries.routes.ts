import {
  errorBody,
  idParam,
  inboxResponse,
  inboxReadRequest,
  inquiryCreated,
  inquiryRequest,
  inquirySchema,
  paginated,
  paginationQuery,
  z,
} from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageResponse } from '../../../http/paging';
import { answerOnce } from '../../../http/idempotency';
import { badRequestBody } from '../../../http/responses';
import { visitorOf } from '../../../http/visit';

/** Contact Seller and Schedule Visit: open to visitors (rate limited per IP); owners read them in their inbox. */
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
        response: { 201: inquiryCreated, 400: badRequestBody, 404: errorBody, 409: errorBody, 422: errorBody, 429: errorBody },
      },
      // Ignored when RATE_LIMIT=false (the plugin is then not registered).
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' }, idempotencyKey: true },
    },
    async (request, reply) =>
      answerOnce(request, reply, { params: request.params, body: request.body }, (claim) =>
        service.create(request.params.id, request.body, request.user, request.locale, visitorOf(request), claim),
      ),
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
      return pageResponse(request, request.query, await service.list(request.params.id, request.user!, request.query));
    },
  );

  app.get(
    '/realty/inquiries/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['listings'],
        summary: "Inbox: inquiries and visit requests about the signed-in user's listings, unread first",
        querystring: paginationQuery,
        response: { 200: inboxResponse, 400: badRequestBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const inbox = await service.inbox(request.user!, request.query, request.locale);
      return { ...pageResponse(request, request.query, inbox), unread_count: inbox.unread_count };
    },
  );

  app.patch(
    '/realty/inquiries/:id/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['listings'],
        summary: 'Mark an inquiry about one of your listings read or unread',
        params: idParam,
        body: inboxReadRequest,
        response: { 204: z.null(), 400: badRequestBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await service.markRead(request.user!, request.params.id, request.body.read);
      return reply.code(204).send(null);
    },
  );
};

export default inquiriesRoutes;
