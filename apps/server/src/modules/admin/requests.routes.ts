import { requestListResponse, teamRequestQuery } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageResponse } from '../../http/paging';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

/** /admin/requests/: the queue of consultation requests to the site's own team (rules: requests/requests.service.ts, decision 058). */
const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.requests;

  app.get(
    '/admin/requests/',
    {
      schema: {
        tags: ['admin'],
        summary: "Consultation requests to the site's own team, newest activity first (open=1: only those not ended)",
        querystring: teamRequestQuery,
        response: { 200: requestListResponse, 400: badRequestBody, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const page = await service.listTeam(request.query, request.query.open === 1);
      return { ...pageResponse(request, request.query, page), unread_count: page.unread_count };
    },
  );
};

export default requestsRoutes;
