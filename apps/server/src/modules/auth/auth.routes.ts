import {
  errorBody,
  loginRequest,
  loginResponse,
  refreshRequest,
  refreshResponse,
  registerRequest,
  userSchema,
  validationErrorBody,
  type LoginRequest,
  z,
} from '@manara/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import usersRoutes from '../users/users.routes';
import { createUsersRepository } from '../users/users.repository';
import { createAuthRepository } from './auth.repository';
import { createAuthService, type LoginThrottle } from './auth.service';

/** The web app's copy of the refresh token: HttpOnly, sent only to the auth endpoints. */
export const REFRESH_COOKIE = 'manara_refresh';
export const REFRESH_COOKIE_PATH = '/api/v1/auth/';

/** Rate limits (active only when RATE_LIMIT is on). */
export const LIMITS = {
  loginPerIp: { max: 20, timeWindow: '1 minute' },
  /** Failed logins per e-mail address; a correct password does not count. */
  loginFailuresPerAccount: { max: 10, timeWindow: '15 minutes' },
  registerPerIp: { max: 10, timeWindow: '1 hour' },
} as const;

/** A 400 is a field error or a plain one (malformed JSON): the response schema must accept both, or it becomes a 500. */
const badRequestBody = z.union([validationErrorBody, errorBody]);
const errors = { 400: badRequestBody, 413: errorBody, 415: errorBody, 429: errorBody };

/** The accounts capability: /auth/* here, /users/* in the users module. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService({
    users: createUsersRepository(app.db),
    tokens: createAuthRepository(app.db),
    settings: app.config,
  });

  // JSON only. Fastify also parses text/plain by default, which any cross-site HTML form can send.
  app.removeContentTypeParser('text/plain');

  const cookieOptions = {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.env === 'production',
  };
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions, maxAge: app.config.refreshTokenTtlDays * 86_400 });
  const clearRefreshCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, cookieOptions);
  /** The body's token wins over the cookie's (API clients send it in the body, the web app relies on the cookie). */
  const presentedToken = (request: FastifyRequest, body: { refresh?: string | null } | null | undefined) =>
    body?.refresh || request.cookies[REFRESH_COOKIE] || null;

  // Counts failed logins per normalized e-mail (the body is validated by the time the handler runs, so
  // capitalization does not matter). A second route-level `config.rateLimit` cannot do this: the plugin
  // runs one limit per request, and it would count successful logins too.
  const accountLimit = app.config.rateLimit
    ? app.createRateLimit({
        ...LIMITS.loginFailuresPerAccount,
        keyGenerator: (request) => `login:${(request.body as LoginRequest).email}`,
      })
    : null;
  const loginThrottle = (request: FastifyRequest, reply: FastifyReply): LoginThrottle | undefined =>
    accountLimit
      ? {
          async isBlocked() {
            const state = await accountLimit(request, { increment: false });
            if (state.isAllowed || state.remaining > 0) return false;
            reply.header('retry-after', state.ttlInSeconds);
            return true;
          },
          async recordFailure() {
            await accountLimit(request);
          },
        }
      : undefined;

  app.post(
    '/auth/register/',
    {
      config: { rateLimit: LIMITS.registerPerIp },
      schema: {
        tags: ['auth'],
        summary: 'Create a client or provider account (no tokens: sign in next)',
        body: registerRequest,
        response: { 201: userSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.register(request.body)),
  );

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
      setRefreshCookie(reply, session.refresh);
      return session;
    },
  );

  app.post(
    '/auth/refresh/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token (body `refresh`, or the cookie) into a new access and refresh pair',
        body: refreshRequest.nullish(),
        response: { 200: refreshResponse, 401: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const pair = await service.refresh(presentedToken(request, request.body));
        setRefreshCookie(reply, pair.refresh);
        return pair;
      } catch (err) {
        clearRefreshCookie(reply); // a dead token is of no use to the browser
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session of a refresh token (body `refresh`, or the cookie) and clear the cookie',
        body: refreshRequest.nullish(),
        response: { 204: z.null().describe('Signed out'), ...errors },
      },
    },
    async (request, reply) => {
      await service.logout(presentedToken(request, request.body));
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );

  await app.register(usersRoutes);
};

export default authRoutes;
