import {
  consultationRequest,
  consultationRequestSchema,
  errorBody,
  idParam,
  requestListQuery,
  requestListResponse,
  requestMessageRequest,
  requestMessageSchema,
  requestStatusChange,
  z,
} from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageResponse } from '../../http/paging';
import { badRequestBody } from '../../http/responses';

/**
 * /requests/: consultation requests (decision 058). Signed-in users only; a request exists only for its
 * two parties (the client, the provider or, for the site's team, staff) and staff, 404 for anyone else.
 */
const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.requests;
  const signedIn = { 401: errorBody, 404: errorBody };

  app.post(
    '/requests/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: 'Request a consultation from a verified provider, or from the site team (no provider); limited per client per day',
        body: consultationRequest,
        response: { 201: consultationRequestSchema, 400: badRequestBody, ...signedIn, 429: errorBody },
      },
      // Per address on top of the per-client daily limit (ignored when RATE_LIMIT=false).
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user!, request.body)),
  );

  app.get(
    '/requests/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: "The signed-in user's requests on one side (sent as a client, or received as a provider), newest activity first",
        querystring: requestListQuery,
        response: { 200: requestListResponse, 400: badRequestBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const page = await service.list(request.user!, request.query.as, request.query);
      return { ...pageResponse(request, request.query, page), unread_count: page.unread_count };
    },
  );

  app.get(
    '/requests/:id/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: 'One request, with the actions the reader may take now',
        params: idParam,
        response: { 200: consultationRequestSchema, 400: badRequestBody, ...signedIn },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.get(request.user!, request.params.id);
    },
  );

  app.post(
    '/requests/:id/status/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: 'Move a request on: accept (with a time), propose another time, decline, confirm, cancel, done, no-show',
        params: idParam,
        body: requestStatusChange,
        response: { 200: consultationRequestSchema, 400: badRequestBody, 403: errorBody, ...signedIn },
      },
    },
    async (request) => service.changeStatus(request.user!, request.params.id, request.body),
  );

  app.get(
    '/requests/:id/messages/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: "A request's thread (messages and changes of status), oldest first; marks it read for the reader",
        params: idParam,
        response: { 200: z.array(requestMessageSchema), 400: badRequestBody, ...signedIn },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.messages(request.user!, request.params.id);
    },
  );

  app.post(
    '/requests/:id/messages/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: "Write in a request's thread (its two parties); answers the thread",
        params: idParam,
        body: requestMessageRequest,
        response: { 201: z.array(requestMessageSchema), 400: badRequestBody, 403: errorBody, ...signedIn },
      },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request, reply) => reply.code(201).send(await service.addMessage(request.user!, request.params.id, request.body.body)),
  );
};

export default requestsRoutes;
