import { errorBody, idParam, leadRequest, z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../../http/responses';
import { visitorOf } from '../../../http/visit';

/** Leads (decision 039): open to visitors, no sign-in; limited per address. */
const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.leads;

  app.post(
    '/realty/properties/:id/leads/',
    {
      schema: {
        tags: ['realty'],
        summary:
          "Count a press of Call or WhatsApp on an active listing's page (its owner shows a phone) for the owner's statistics; the owner's own presses are not counted",
        params: idParam,
        body: leadRequest,
        response: { 200: z.object({ counted: z.boolean() }), 400: badRequestBody, 404: errorBody, 429: errorBody },
      },
      // Per address, over every listing (ignored when RATE_LIMIT=false).
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { counted: await service.record(request.params.id, request.body.kind, request.user, visitorOf(request)) };
    },
  );
};

export default leadsRoutes;
