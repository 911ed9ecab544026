import { errorBody, loginRequest, loginResponse, refreshRequest, refreshResponse, z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses as errors, LIMITS, refreshCookie } from './auth-http';
import { createLoginThrottle } from './login-throttle';

/** Sign-in, token refresh and sign-out (/auth/login|refresh|logout/); the account's own routes are account.routes.ts. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.sessions;
  const cookie = refreshCookie(app);
  const loginThrottle = createLoginThrottle(app);

  app.post(
    '/auth/login/',
    {
      config: { rateLimit: LIMITS.loginPerIp },
      schema: {
        tags: ['auth'],
        summary: 'Sign in: access and refresh tokens plus the user; also sets the refresh cookie',
        body: loginRequest,
        response: { 200: loginResponse, 401: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const session = await service.login(request.body, loginThrottle(request, reply));
      cookie.set(reply, session.refresh);
      return session;
    },
  );

  app.post(
    '/auth/refresh/',
    {
      config: { rateLimit: LIMITS.refreshPerIp },
      schema: {
        tags: ['auth'],
        security: [{ refreshCookie: [] }, {}],
        summary:
          'Rotate a refresh token (body `refresh`, or the cookie) into a new pair. The new refresh token is always set as the cookie, and returned in the body only when the old one came in the body (cookie-only clients get `access` alone, out of reach of scripts)',
        body: refreshRequest.nullish(),
        response: { 200: refreshResponse, 401: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const pair = await service.refresh(cookie.presented(request, request.body));
        cookie.set(reply, pair.refresh);
        return request.body?.refresh ? pair : { access: pair.access };
      } catch (err) {
        cookie.clear(reply); // a dead token is of no use to the browser
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        security: [{ refreshCookie: [] }, {}],
        summary: 'Revoke the session of a refresh token (body `refresh`, or the cookie) and clear the cookie',
        body: refreshRequest.nullish(),
        response: { 204: z.null().describe('Signed out'), ...errors },
      },
    },
    async (request, reply) => {
      await service.logout(cookie.presented(request, request.body));
      cookie.clear(reply);
      return reply.code(204).send(null);
    },
  );
};

export default sessionRoutes;
