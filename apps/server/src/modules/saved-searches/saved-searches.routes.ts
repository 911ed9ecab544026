import { errorBody, idParam, savedSearchCreate, savedSearchSchema, savedSearchUpdate, z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../http/responses';

const errors = { 400: badRequestBody, 401: errorBody, 413: errorBody, 415: errorBody };

/** /saved-searches/: the signed-in user's saved listing searches and their alert frequency. */
const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.savedSearches;
  const common = { onRequest: app.requireUser } as const;
  const tags = ['saved-searches'];
  const security = [{ bearer: [] }];

  app.get(
    '/saved-searches/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'My saved searches, newest first, each with its current result count',
        response: { 200: z.array(savedSearchSchema), 401: errorBody },
      },
    },
    async (request) => service.list(request.user!.id),
  );

  app.post(
    '/saved-searches/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Save the filters of a listing page (named from them); alerts daily unless told otherwise (at most 20 searches)',
        body: savedSearchCreate,
        response: { 201: savedSearchSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user!.id, request.body)),
  );

  app.patch(
    '/saved-searches/:id/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Rename a saved search (an empty name goes back to the automatic one) or change its alert frequency',
        params: idParam,
        body: savedSearchUpdate,
        response: { 200: savedSearchSchema, 404: errorBody, ...errors },
      },
    },
    async (request) => service.update(request.user!.id, request.params.id, request.body),
  );

  app.delete(
    '/saved-searches/:id/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Delete a saved search',
        params: idParam,
        response: { 204: z.null(), 400: badRequestBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await service.remove(request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default savedSearchesRoutes;
