import { outboxMessageSchema, paginated, paginationQuery } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageResponse } from '../../http/paging';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

/** /admin/outbox/: e-mail kept instead of sent while no SMTP server is configured (notifications module). */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;
  app.get(
    '/admin/outbox/',
    {
      schema: {
        tags: ['admin'],
        summary: 'E-mail kept instead of sent (no SMTP_URL), newest first',
        querystring: paginationQuery,
        response: { 200: paginated(outboxMessageSchema), 400: badRequestBody, ...denied },
      },
    },
    async (request) => pageResponse(request, request.query, await service.outbox(request.query)),
  );
};

export default outboxRoutes;
