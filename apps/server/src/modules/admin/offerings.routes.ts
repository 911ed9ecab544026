import { errorBody, idParam, offeringSchema, offeringUpdateRequest, offeringWriteRequest, z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

/** /admin/offerings/: the finance offerings (content/content.service.ts). */
const offeringsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.content;

  app.get(
    '/admin/offerings/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every finance offering, active or not, in order',
        response: { 200: z.array(offeringSchema), ...denied },
      },
    },
    async () => service.offerings(false),
  );
  app.post(
    '/admin/offerings/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a finance offering',
        body: offeringWriteRequest,
        response: { 201: offeringSchema, 400: badRequestBody, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createOffering(request.user!, request.body)),
  );
  app.patch(
    '/admin/offerings/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit, activate or deactivate, or reorder a finance offering',
        params: idParam,
        body: offeringUpdateRequest,
        response: { 200: offeringSchema, 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request) => service.updateOffering(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/admin/offerings/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a finance offering',
        params: idParam,
        response: { 204: z.null(), 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request, reply) => {
      await service.deleteOffering(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default offeringsRoutes;
