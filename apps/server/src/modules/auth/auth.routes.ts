import {
  errorMessage,
  changeEmailRequest,
  changePasswordRequest,
  errorBody,
  forgotPasswordRequest,
  linkTokenRequest,
  resetPasswordRequest,
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
import { clientKey } from '../../lib/client-address';
import type { LoginThrottle } from './auth.service';

/** The web app's copy of the refresh token: HttpOnly, sent only to the auth endpoints. */
export const REFRESH_COOKIE = 'manara_refresh';
export const REFRESH_COOKIE_PATH = '/api/v1/auth/';

/** Rate limits (active only when RATE_LIMIT is on). */
export const LIMITS = {
  loginPerIp: { max: 20, timeWindow: '1 minute' },
  /**
   * Failed logins per client address and e-mail; a correct password does not count. Per address, so a
   * guesser elsewhere cannot lock the owner out (see LOGIN_SLOWDOWN for attacks from many addresses).
   */
  loginFailuresPerAddressAndAccount: { max: 10, timeWindow: '15 minutes' },
  /** The window in which an account's failures from every address are counted (for LOGIN_SLOWDOWN). */
  loginFailuresPerAccountWindow: '15 minutes',
  /**
   * Password checks under way at once for one account, from every address (in this process). More
   * are answered 429 at once: a botnet's parallel guesses cannot queue up on the hashing CPU, and the
   * owner gets in again as soon as the flood stops (nothing is locked).
   */
  loginChecksInFlightPerAccount: 2,
  registerPerIp: { max: 10, timeWindow: '1 hour' },
  /** A browser refreshes about every 15 minutes per tab; a household behind one address stays far below. */
  refreshPerIp: { max: 30, timeWindow: '1 minute' },
  /** Reset e-mails asked for from one address (each may go to a different account). */
  passwordResetPerIp: { max: 5, timeWindow: '15 minutes' },
  /** Links tried (reset, verification) and current-password checks (change of password or e-mail) per address. */
  accountLinksPerIp: { max: 20, timeWindow: '15 minutes' },
} as const;

/** A 400 is a field error or a plain one (malformed JSON): the response schema must accept both, or it becomes a 500. */
const badRequestBody = z.union([validationErrorBody, errorBody]);
const errors = { 400: badRequestBody, 413: errorBody, 415: errorBody, 429: errorBody };

/** Sign-up, sign-in and sessions (/auth/*); the account itself is the users module's (/users/*). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auth;

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

  // Count failed logins per (client address, normalized e-mail) and per e-mail (the body is validated
  // by the time the handler runs, so capitalization does not matter). A second route-level
  // `config.rateLimit` cannot do this: the plugin runs one limit per request, and it would count
  // successful logins too.
  const email = (request: FastifyRequest) => (request.body as LoginRequest).email;
  const pairLimit = app.config.rateLimit
    ? app.createRateLimit({
        ...LIMITS.loginFailuresPerAddressAndAccount,
        keyGenerator: (request) => `login:${clientKey(request.ip)}:${email(request)}`,
      })
    : null;
  // A counter, not a limit: its ceiling is never meant to be reached.
  const accountFailures = app.config.rateLimit
    ? app.createRateLimit({
        max: 1_000_000,
        timeWindow: LIMITS.loginFailuresPerAccountWindow,
        keyGenerator: (request) => `login-account:${email(request)}`,
      })
    : null;
  // Password checks under way, per account; an entry lives only while it has one.
  const inFlight = new Map<string, number>();
  const loginThrottle = (request: FastifyRequest, reply: FastifyReply): LoginThrottle | undefined =>
    pairLimit && accountFailures
      ? {
          async isBlocked() {
            const state = await pairLimit(request, { increment: false });
            if (state.isAllowed || state.remaining > 0) return false;
            reply.header('retry-after', state.ttlInSeconds);
            return true;
          },
          async accountFailures() {
            const state = await accountFailures(request, { increment: false });
            return state.isAllowed ? 0 : state.max - state.remaining;
          },
          async recordFailure() {
            await pairLimit(request);
            await accountFailures(request);
          },
          enter() {
            const account = email(request);
            const busy = inFlight.get(account) ?? 0;
            if (busy >= LIMITS.loginChecksInFlightPerAccount) {
              reply.header('retry-after', 1);
              return null;
            }
            inFlight.set(account, busy + 1);
            let left = false;
            return () => {
              if (left) return;
              left = true;
              const remaining = (inFlight.get(account) ?? 1) - 1;
              if (remaining > 0) inFlight.set(account, remaining);
              else inFlight.delete(account);
            };
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
    async (request, reply) => reply.code(201).send(await service.register(request.body, request.locale)),
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
        const pair = await service.refresh(presentedToken(request, request.body));
        setRefreshCookie(reply, pair.refresh);
        return request.body?.refresh ? pair : { access: pair.access };
      } catch (err) {
        clearRefreshCookie(reply); // a dead token is of no use to the browser
        throw err;
      }
    },
  );

  app.post(
    '/auth/password-reset/',
    {
      config: { rateLimit: LIMITS.passwordResetPerIp },
      schema: {
        tags: ['auth'],
        summary:
          'Forgot password: e-mails a reset link (valid 45 minutes, once) when the address has an account; the answer is the same either way',
        body: forgotPasswordRequest,
        response: { 202: errorBody.describe('`password_reset_requested` with its message'), ...errors },
      },
    },
    async (request, reply) => {
      await service.requestPasswordReset(request.body.email);
      return reply.code(202).send({ code: 'password_reset_requested', detail: errorMessage('password_reset_requested', request.locale) });
    },
  );

  app.post(
    '/auth/password-reset/confirm/',
    {
      config: { rateLimit: LIMITS.accountLinksPerIp },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset e-mail; every session of the account ends',
        body: resetPasswordRequest,
        response: { 204: z.null().describe('Password changed: sign in with it'), ...errors },
      },
    },
    async (request, reply) => {
      await service.resetPassword(request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/verify-email/',
    {
      config: { rateLimit: LIMITS.accountLinksPerIp },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address with the token from the verification e-mail (no sign-in needed)',
        body: linkTokenRequest,
        response: { 204: z.null().describe('Address verified'), ...errors },
      },
    },
    async (request, reply) => {
      await service.verifyEmail(request.body.token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/verify-email/resend/',
    {
      onRequest: app.requireUser,
      config: { rateLimit: LIMITS.passwordResetPerIp },
      schema: {
        tags: ['auth'],
        summary: 'Send the signed-in user’s verification e-mail again (nothing when already verified)',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('Sent'), 401: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      await service.resendVerification(request.user!.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password/change/',
    {
      onRequest: app.requireUser,
      config: { rateLimit: LIMITS.accountLinksPerIp },
      schema: {
        tags: ['auth'],
        summary:
          'Change the signed-in user’s password (the current one required). Every session ends; the answer is a new one (tokens, user, refresh cookie)',
        security: [{ bearer: [] }],
        body: changePasswordRequest,
        response: { 200: loginResponse, 401: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const session = await service.changePassword(request.user!.id, request.body);
      setRefreshCookie(reply, session.refresh);
      return session;
    },
  );

  app.post(
    '/auth/email/change/',
    {
      onRequest: app.requireUser,
      config: { rateLimit: LIMITS.accountLinksPerIp },
      schema: {
        tags: ['auth'],
        summary:
          'Move the signed-in user’s account to another e-mail address (the current password required); a verification link goes there, the old address is told, every session ends and the answer is a new one (tokens, user, refresh cookie)',
        security: [{ bearer: [] }],
        body: changeEmailRequest,
        response: { 200: loginResponse, 401: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const session = await service.changeEmail(request.user!.id, request.body);
      setRefreshCookie(reply, session.refresh);
      return session;
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
      await service.logout(presentedToken(request, request.body));
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );
};

export default authRoutes;
