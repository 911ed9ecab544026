import {
  contactMessageCreated,
  contactMessageRequest,
  errorBody,
  idParam,
  offeringListQuery,
  offeringSchema,
  paginated,
  paginationQuery,
  projectCard,
  publicProjectDetail,
  z,
} from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageVisit, visitorOf } from '../../http/visit';
import { pageResponse } from '../../http/paging';
import { badRequestBody } from '../../http/responses';

/** Finance offerings, completed projects and the contact form (specification §7; decisions.md). */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.content;

  app.get(
    '/catalog/offerings/',
    {
      schema: {
        tags: ['content'],
        summary: 'Finance offerings in their display order (`is_active=true`: only those offered now)',
        querystring: offeringListQuery,
        response: { 200: paginated(offeringSchema), 400: badRequestBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const activeOnly = request.query.is_active === undefined || request.query.is_active === 'true' || request.query.is_active === '1';
      const results = await service.offerings(activeOnly);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  for (const featured of [false, true]) {
    app.get(
      featured ? '/realty/completed-projects/featured/' : '/realty/completed-projects/',
      {
        schema: {
          tags: ['content'],
          summary: featured ? 'Featured completed projects, newest first' : 'Completed projects, newest completion first',
          querystring: paginationQuery,
          response: { 200: paginated(projectCard), 400: badRequestBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return pageResponse(request, request.query, await service.projects({ featuredOnly: featured, ...request.query }));
      },
    );
  }

  app.get(
    '/realty/completed-projects/:id/',
    {
      schema: {
        tags: ['content'],
        summary:
          "A completed project's page with its photos and videos (a visit counts once per visitor per day); `features` is the key features in the request's language",
        params: idParam,
        response: { 200: publicProjectDetail, 400: badRequestBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.project(request.params.id, pageVisit(request), request.locale);
    },
  );

  app.post(
    '/realty/completed-projects/:id/views/',
    {
      schema: {
        tags: ['content'],
        summary: "Count a visit to a project's page (once per visitor per day), for pages rendered on the server",
        params: idParam,
        response: { 200: z.object({ views_count: z.number().int() }), 400: badRequestBody, 404: errorBody },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.recordProjectView(request.params.id, visitorOf(request));
    },
  );

  app.post(
    '/common/contact-messages/',
    {
      schema: {
        tags: ['content'],
        summary: 'A message from the contact page, stored for staff to read and answer',
        body: contactMessageRequest,
        response: { 201: contactMessageCreated, 400: badRequestBody, 429: errorBody },
      },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const created = await service.sendContactMessage(request.body, request.locale, request.user?.id ?? null);
      return reply.code(201).send(created);
    },
  );
};

export default contentRoutes;
