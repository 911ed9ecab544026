import {
  adminPropertyListQuery,
  adminPropertySchema,
  errorBody,
  idParam,
  keysetPaginated,
  listingChangesResponse,
  rejectRequest,
  z,
} from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keysetResponse } from '../../http/paging';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';
import type { AuthUser } from '../../http/viewer';

/**
 * /admin/properties/: the moderation queue and staff decisions; /admin/listing-changes/: owners' edits
 * of live listings held for review (rules: realty/listings/moderation.service.ts).
 */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.moderation;

  app.get(
    '/admin/properties/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every listing, newest first, by status and searched by title or owner',
        querystring: adminPropertyListQuery,
        response: { 200: keysetPaginated(adminPropertySchema), 400: badRequestBody, ...denied },
      },
    },
    async (request) => keysetResponse(request, await service.list(request.query, request.locale)),
  );

  const action = (path: string, summary: string, run: (user: AuthUser, id: number, body: unknown) => Promise<void>, body?: z.ZodType) =>
    app.post(
      path,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: idParam,
          ...(body ? { body } : {}),
          response: { 204: z.null(), 400: badRequestBody, 404: errorBody, ...denied },
        },
      },
      async (request, reply) => {
        await run(request.user!, (request.params as { id: number }).id, request.body);
        return reply.code(204).send(null);
      },
    );

  action('/admin/properties/:id/approve/', 'Approve a listing: public at once, publication time set', (user, id) =>
    service.approve(user, id),
  );
  action(
    '/admin/properties/:id/reject/',
    'Reject a listing with a reason the owner sees',
    (user, id, body) => service.reject(user, id, (body as { reason: string }).reason),
    rejectRequest,
  );
  action('/admin/properties/:id/hide/', 'Take a listing off the public pages (back to review)', (user, id) => service.hide(user, id));

  app.get(
    '/admin/listing-changes/',
    {
      schema: {
        tags: ['admin'],
        summary: "Owners' edits of live listings waiting for review, oldest first, beside the published values",
        response: { 200: listingChangesResponse, ...denied },
      },
    },
    async (request) => service.waitingChanges(request.locale),
  );
  action('/admin/listing-changes/:id/approve/', "Apply an owner's held edit to the published listing", (user, id) =>
    service.approveChanges(user, id),
  );
  action(
    '/admin/listing-changes/:id/reject/',
    "Refuse an owner's held edit with a reason the owner sees (the published version stays)",
    (user, id, body) => service.rejectChanges(user, id, (body as { reason: string }).reason),
    rejectRequest,
  );
};

export default moderationRoutes;
