import { errorBody, linkTokenRequest, NOTIFICATION_KINDS, z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../http/responses';

/** One-click unsubscribe (RFC 8058): the signed token names the account and the kind of e-mail, no sign-in. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;
  // Mail clients post the form body "List-Unsubscribe=One-Click"; the token is in the address.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, null),
  );

  app.post(
    '/notifications/unsubscribe/',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['notifications'],
        summary: 'Turn off one kind of e-mail for one account with the signed token from its List-Unsubscribe link (no sign-in)',
        querystring: linkTokenRequest,
        response: {
          200: z.object({ kind: z.enum(NOTIFICATION_KINDS) }),
          400: badRequestBody,
          413: errorBody,
          415: errorBody,
        },
      },
    },
    async (request) => service.unsubscribe(request.query.token),
  );
};

export default notificationsRoutes;
