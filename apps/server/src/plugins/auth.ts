import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { verifyAccessToken } from '../lib/tokens';

export interface AuthUser {
  id: number;
  isStaff: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from a valid bearer access token, or null. */
    user: AuthUser | null;
    /** True when a bearer token was sent but was invalid or expired. */
    authFailed: boolean;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid access token. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 when not signed in, 403 unless staff. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Reads `Authorization: Bearer <access>` on every request. Public routes see `request.user` (or null);
 * protected routes add `preHandler: app.requireUser`. An invalid token on a public route is ignored
 * (the visitor is anonymous), so an expired session never hides public content.
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('authFailed', false);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      request.authFailed = true;
      return;
    }
    const claims = await verifyAccessToken(token, app.config.jwtSecret);
    if (claims) request.user = { id: claims.userId, isStaff: claims.isStaff };
    else request.authFailed = true;
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, request.authFailed ? 'token_invalid' : 'not_authenticated');
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, request.authFailed ? 'token_invalid' : 'not_authenticated');
    if (!request.user.isStaff) throw new AppError(403, 'permission_denied');
  });
});
