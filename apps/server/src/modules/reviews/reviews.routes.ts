import { errorBody, idParam, paginationQuery, z } from '@manara/shared';
import {
  cityProvidersQuery,
  cityProvidersResponse,
  requestReviewSchema,
  reviewAnswerRequest,
  reviewPage,
  reviewReportRequest,
  reviewRequest,
} from '@manara/shared/schemas/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageLinks } from '../../http/paging';
import { badRequestBody } from '../../http/responses';

/**
 * Reviews of consultations (decision 059): a request's review for its parties (and staff), the client's
 * rating once it is done, the provider's answer; a provider's public reviews; reports of a review; the
 * verified lawyers and financial experts serving a city (a listing's page).
 */
const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reviews;
  const signedIn = { 401: errorBody, 404: errorBody };

  app.get(
    '/requests/:id/review/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: "The request's review (null until the client rates it) and whether the reader may rate or answer now",
        params: idParam,
        response: { 200: requestReviewSchema, 400: badRequestBody, ...signedIn },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.forRequest(request.user!, request.params.id);
    },
  );

  app.post(
    '/requests/:id/review/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Rate a consultation that is done, 1–5 with an optional comment: its client only, once',
        params: idParam,
        body: reviewRequest,
        response: { 201: requestReviewSchema, 400: badRequestBody, 403: errorBody, 409: errorBody, ...signedIn },
      },
    },
    async (request, reply) => reply.code(201).send(await service.review(request.user!, request.params.id, request.body)),
  );

  app.post(
    '/requests/:id/review/answer/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: "Answer the request's review: its provider only, once",
        params: idParam,
        body: reviewAnswerRequest,
        response: { 200: requestReviewSchema, 400: badRequestBody, 403: errorBody, 409: errorBody, ...signedIn },
      },
    },
    async (request) => service.answer(request.user!, request.params.id, request.body),
  );

  app.get(
    '/providers/:id/reviews/',
    {
      schema: {
        tags: ['reviews'],
        summary: "A provider's reviews, newest first (hidden ones left out), with their average and count",
        params: idParam,
        querystring: paginationQuery,
        response: { 200: reviewPage, 400: badRequestBody, 404: errorBody },
      },
    },
    async (request) => {
      const page = await service.providerReviews(request.params.id, request.query);
      return { ...page, ...pageLinks(request.url, request.query.page, request.query.page_size, page.count) };
    },
  );

  app.get(
    '/providers/serving/',
    {
      schema: {
        tags: ['reviews'],
        summary: 'At most three verified lawyers and financial experts serving a city, best rated first (a listing’s page)',
        querystring: cityProvidersQuery,
        response: { 200: cityProvidersResponse, 400: badRequestBody },
      },
    },
    async (request) => service.serving(request.query.city),
  );

  app.post(
    '/reviews/:id/reports/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Report a review to staff: a reason from the list and, optionally (required for other), what is wrong',
        params: idParam,
        body: reviewReportRequest,
        response: { 201: z.object({ id: z.number().int(), created_at: z.string() }), 400: badRequestBody, ...signedIn, 429: errorBody },
      },
      // Per address (ignored when RATE_LIMIT=false).
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => reply.code(201).send(await service.report(request.user!, request.params.id, request.body)),
  );
};

export default reviewsRoutes;
