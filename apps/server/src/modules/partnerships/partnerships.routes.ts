import { errorBody, idParam } from '@manara/shared';
import {
  partnershipChange,
  partnershipInvite,
  partnershipList,
  partnershipSchema,
  providerPartners,
} from '@manara/shared/schemas/partnerships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../http/responses';

const tags = ['partnerships'];
const signedIn = { 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * /partnerships/: a realtor and a lawyer or financial expert who work together (issue 32 item 7). The
 * two sides only (404 for anyone else); /providers/{id}/partners/ is public and lists accepted ones.
 */
const partnershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.partnerships;

  app.get(
    '/partnerships/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in provider's partnerships (invitations sent and received, accepted, declined, ended), newest change first",
        response: { 200: partnershipList, 401: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.list(request.user!.id);
    },
  );

  app.post(
    '/partnerships/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Invite a provider to work together: a realtor invites a lawyer or financial expert, and the reverse',
        body: partnershipInvite,
        response: { 201: partnershipSchema, 400: badRequestBody, ...signedIn },
      },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request, reply) => reply.code(201).send(await service.invite(request.user!.id, request.body.provider_id)),
  );

  app.post(
    '/partnerships/:id/status/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Accept or decline an invitation (the invited side), or end a partnership (either side)',
        params: idParam,
        body: partnershipChange,
        response: { 200: partnershipSchema, 400: badRequestBody, ...signedIn },
      },
    },
    async (request) => service.change(request.user!.id, request.params.id, request.body.action),
  );

  app.get(
    '/providers/:id/partners/',
    {
      schema: {
        tags,
        summary: 'Whom a provider works with, both agreeing (accepted partnerships with active providers)',
        params: idParam,
        response: { 200: providerPartners, 400: badRequestBody, 404: errorBody },
      },
    },
    async (request) => service.partnersOf(request.params.id),
  );
};

export default partnershipsRoutes;
