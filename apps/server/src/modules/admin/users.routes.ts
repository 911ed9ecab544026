import { adminUserListQuery, adminUserSchema, adminUserUpdate, errorBody, idParam, paginated } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageResponse } from '../../http/paging';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

/** /admin/users/: staff list accounts and change their rights (rules: users/users.service.ts). */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.users;

  app.get(
    '/admin/users/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first, searched by e-mail or name',
        querystring: adminUserListQuery,
        response: { 200: paginated(adminUserSchema), 400: badRequestBody, ...denied },
      },
    },
    async (request) => pageResponse(request, request.query, await service.list(request.query)),
  );

  app.patch(
    '/admin/users/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Make or unmake staff; deactivate (ends their sessions) or reactivate. The last staff account keeps its access.',
        params: idParam,
        body: adminUserUpdate,
        response: { 200: adminUserSchema, 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request) => service.updateByStaff(request.user!, request.params.id, request.body),
  );
};

export default usersRoutes;
