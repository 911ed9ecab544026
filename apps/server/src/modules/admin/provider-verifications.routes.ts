import { errorBody, idParam, z } from '@manara/shared';
import { verificationDecision, verificationQueueItemSchema } from '@manara/shared/schemas/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';
import { sendPrivateFile } from '../media';

/**
 * /admin/provider-verifications/: providers' licences waiting for staff (rules: providers/providers.service.ts,
 * decision 056): the queue, the document through this authorised route only, and the decision.
 */
const providerVerificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.providers;
  const tags = ['admin'];

  app.get(
    '/admin/provider-verifications/',
    {
      schema: {
        tags,
        summary: "Providers' licences by state: those waiting for review (oldest first) unless another state is asked for",
        querystring: z.object({
          status: z.enum(['pending', 'verified', 'refused', 'withdrawn'], { error: 'invalid_choice' }).default('pending'),
        }),
        response: { 200: z.array(verificationQueueItemSchema), 400: badRequestBody, ...denied },
      },
    },
    async (request) => service.queue(request.query.status),
  );

  app.get(
    '/admin/provider-verifications/:id/document/',
    {
      schema: {
        tags,
        summary: "Download a provider's licence document (as an attachment, never shown inline)",
        params: idParam,
        response: {
          200: z.string().describe('The file itself (Content-Disposition: attachment; X-Content-Type-Options: nosniff).'),
          400: badRequestBody,
          404: errorBody,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        app.storage.privateArea(),
        await service.document(request.user!, request.params.id),
        `licence-${request.params.id}`,
      ),
  );

  app.post(
    '/admin/provider-verifications/:id/decision/',
    {
      schema: {
        tags,
        summary: 'Verify or refuse a waiting licence, or withdraw a verification (a reason the provider reads for both)',
        description:
          'Audit-logged; the provider is mailed in their language. 409 when the licence is no longer in a state this decision applies to.',
        params: idParam,
        body: verificationDecision,
        response: { 200: verificationQueueItemSchema, 400: badRequestBody, 404: errorBody, 409: errorBody, ...denied },
      },
    },
    async (request) => service.decide(request.user!, request.params.id, request.body),
  );
};

export default providerVerificationsRoutes;
