import { errorBody, financingProfileSchema, financingProfileUpdateRequest, financingProfileWriteRequest, idParam, z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

/** /admin/financing-profiles/: the calculator's presets (rules: money/financing-profiles.service.ts, decision 062). */
const financingProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.financingProfiles;
  const tags = ['admin'];

  app.get(
    '/admin/financing-profiles/',
    { schema: { tags, summary: 'Every financing profile, active or not', response: { 200: z.array(financingProfileSchema), ...denied } } },
    async () => service.list(false),
  );
  app.post(
    '/admin/financing-profiles/',
    {
      schema: {
        tags,
        summary: 'Add a financing profile',
        body: financingProfileWriteRequest,
        response: { 201: financingProfileSchema, 400: badRequestBody, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user!, request.body)),
  );
  app.patch(
    '/admin/financing-profiles/:id/',
    {
      schema: {
        tags,
        summary: 'Change, activate or deactivate a financing profile',
        params: idParam,
        body: financingProfileUpdateRequest,
        response: { 200: financingProfileSchema, 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request) => service.update(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/admin/financing-profiles/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a financing profile',
        params: idParam,
        response: { 204: z.null(), 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request, reply) => {
      await service.remove(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default financingProfilesRoutes;
