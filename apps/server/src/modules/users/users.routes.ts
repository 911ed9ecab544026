import { errorBody, updateMeRequest, userSchema } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../http/responses';

/** The signed-in user's own account (specification §7: GET /users/me/). */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.users;

  // onRequest rather than preHandler: an anonymous PATCH gets its 401 before its body is even read.
  app.get(
    '/users/me/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: userSchema, 401: errorBody },
      },
    },
    async (request) => service.getMe(request.user!.id),
  );

  app.patch(
    '/users/me/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change the signed-in user’s name or phone (other fields are ignored)',
        security: [{ bearer: [] }],
        body: updateMeRequest,
        response: { 200: userSchema, 400: badRequestBody, 401: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => service.updateMe(request.user!.id, request.body),
  );
};

export default usersRoutes;
