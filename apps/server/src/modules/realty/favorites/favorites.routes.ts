import { errorBody, favoriteParams, favoriteRequest, favoriteSchema, paginated, paginationQuery, propertyCard, z } from '@manara/shared';
import { answerOnce } from '../../../http/idempotency';
import { badRequestBody } from '../../../http/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageResponse } from '../../../http/paging';

/** Save / unsave / list listings, for signed-in users. */
const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.favorites;
  // On each route, not the plugin, so the API document sees it (plugins/docs.ts).
  const signedIn = { preHandler: app.requireUser };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/realty/favorites/',
    {
      ...signedIn,
      schema: {
        tags: ['realty'],
        summary: "The signed-in user's saved listings (active ones), most recently saved first",
        querystring: paginationQuery,
        response: { 200: paginated(propertyCard), 400: badRequestBody, 401: errorBody },
      },
    },
    async (request) => pageResponse(request, request.query, await service.list(request.user!.id, request.query, request.locale)),
  );

  app.post(
    '/realty/favorites/',
    {
      ...signedIn,
      schema: {
        tags: ['realty'],
        summary: 'Save an active listing (201 when newly saved, 200 when it already was)',
        body: favoriteRequest,
        response: {
          200: favoriteSchema,
          201: favoriteSchema,
          400: badRequestBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
      config: { idempotencyKey: true },
    },
    async (request, reply) =>
      answerOnce(request, reply, { body: request.body }, (claim) => service.add(request.user!.id, request.body.property_id, claim)),
  );

  app.delete(
    '/realty/favorites/:property_id/',
    {
      ...signedIn,
      schema: {
        tags: ['realty'],
        summary: 'Unsave a listing (204 whether or not it was saved)',
        params: favoriteParams,
        response: { 204: z.null(), 400: badRequestBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      await service.remove(request.user!.id, request.params.property_id);
      return reply.code(204).send(null);
    },
  );
};

export default favoritesRoutes;
