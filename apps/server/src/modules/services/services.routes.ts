import {
  directoryPage,
  directoryParams,
  directoryQuery,
  errorBody,
  idParam,
  myService,
  myServices,
  serviceWrite,
  waitlistJoin,
  waitlistToken,
  z,
} from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../http/responses';

const errors = { 400: badRequestBody, 401: errorBody, 403: errorBody, 413: errorBody, 415: errorBody };

/**
 * /services/: a provider's own services (drafts until they are verified, public once they are), the
 * /legal and /finance directories, and the legal waitlist (decision 057).
 */
const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.services;
  const mine = { onRequest: app.requireUser } as const;
  const tags = ['services'];
  const security = [{ bearer: [] }];
  // The same for every reader of an address, so reused like the pages that show it (decision 075).
  const directories = app.reusedAnswers<Awaited<ReturnType<typeof service.directory>>>(500);
  // Mail clients post the form body "List-Unsubscribe=One-Click" to the leave link; the token is in the address.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, null),
  );

  app.get(
    '/services/mine/',
    {
      ...mine,
      schema: {
        tags,
        security,
        summary: 'My services (a provider only), newest first, each public, a draft (not verified yet) or archived',
        response: { 200: myServices, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => service.mine(request.user!.id),
  );

  app.post(
    '/services/mine/',
    {
      ...mine,
      schema: {
        tags,
        security,
        summary: 'List a service (a provider only; at most 20 not archived): public once the provider is verified',
        body: serviceWrite,
        response: { 201: myService, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user!.id, request.body)),
  );

  app.put(
    '/services/mine/:id/',
    {
      ...mine,
      schema: {
        tags,
        security,
        summary: 'Edit one of my services (every field)',
        params: idParam,
        body: serviceWrite,
        response: { 200: myService, 404: errorBody, ...errors },
      },
    },
    async (request) => service.update(request.user!.id, request.params.id, request.body),
  );

  app.post(
    '/services/mine/:id/archive/',
    {
      ...mine,
      schema: {
        tags,
        security,
        summary: 'Archive one of my services: kept, never public',
        params: idParam,
        response: { 200: myService, 404: errorBody, ...errors },
      },
    },
    async (request) => service.setArchived(request.user!.id, request.params.id, true),
  );

  app.post(
    '/services/mine/:id/restore/',
    {
      ...mine,
      schema: {
        tags,
        security,
        summary: 'Bring an archived service of mine back (within the limit)',
        params: idParam,
        response: { 200: myService, 404: errorBody, ...errors },
      },
    },
    async (request) => service.setArchived(request.user!.id, request.params.id, false),
  );

  app.get(
    '/services/directory/:directory/',
    {
      schema: {
        tags,
        summary:
          'A directory (legal: lawyers, finance: financial experts): verified providers, newest first, with their public services; filtered by city, category, language and price, searched by name and service (Arabic normalised), paged by cursor',
        params: directoryParams,
        querystring: directoryQuery,
        response: { 200: directoryPage, 400: badRequestBody, 404: errorBody },
      },
    },
    async (request) => directories.get(request.url, () => service.directory(request.params.directory, request.query, request.url)),
  );

  app.post(
    '/services/legal-waitlist/',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '"Tell me when it opens": keep an address, mailed once when the first lawyer is verified (no sign-in)',
        body: waitlistJoin,
        response: { 202: z.object({ detail: z.string() }), 400: badRequestBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      await service.joinWaitlist(request.body);
      return reply.code(202).send({ detail: 'ok' });
    },
  );

  app.post(
    '/services/legal-waitlist/leave/',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Take an address off the legal waitlist with the signed token of its link (no sign-in; RFC 8058 one-click)',
        querystring: waitlistToken,
        response: { 204: z.null(), 400: badRequestBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      await service.leaveWaitlist(request.query.token);
      return reply.code(204).send(null);
    },
  );
};

export default servicesRoutes;
