import { auditEntrySchema, paginated, paginationQuery } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageResponse } from '../../http/paging';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

/** /admin/audit-log/: every staff action (audit/audit.service.ts). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every staff action: who, what, when, with before and after where useful',
        querystring: paginationQuery,
        response: { 200: paginated(auditEntrySchema), 400: badRequestBody, ...denied },
      },
    },
    async (request) => pageResponse(request, request.query, await app.services.audit.list(request.query)),
  );
};

export default auditRoutes;
