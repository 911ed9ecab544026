import {
  changeEmailRequest,
  changePasswordRequest,
  errorBody,
  errorMessage,
  forgotPasswordRequest,
  linkTokenRequest,
  loginResponse,
  registerRequest,
  resetPasswordRequest,
  userSchema,
  z,
} from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses as errors, LIMITS, refreshCookie } from './auth-http';

/**
 * The account under /auth/*: sign-up, recovery (reset and verification links), and changes of password
 * and e-mail (which answer with a new session); the profile itself is the users module's (/users/*).
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.account;
  const cookie = refreshCookie(app);

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
      cookie.set(reply, session.refresh);
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
      cookie.set(reply, session.refresh);
      return session;
    },
  );
};

export default accountRoutes;
