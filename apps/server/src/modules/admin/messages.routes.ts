import { contactMessageSchema, errorBody, idParam, inboxReadRequest, paginated, paginationQuery, z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageResponse } from '../../http/paging';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

/** /admin/contact-messages/: what visitors sent through the contact page (content/content.service.ts). */
const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.content;

  app.get(
    '/admin/contact-messages/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages from the contact page, unread first',
        querystring: paginationQuery,
        response: { 200: paginated(contactMessageSchema), 400: badRequestBody, ...denied },
      },
    },
    async (request) => pageResponse(request, request.query, await service.contactMessages(request.query)),
  );

  app.patch(
    '/admin/contact-messages/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message read or unread',
        params: idParam,
        body: inboxReadRequest,
        response: { 204: z.null(), 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request, reply) => {
      await service.markContactMessage(request.params.id, request.body.read);
      return reply.code(204).send(null);
    },
  );
};

export default messagesRoutes;
