import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { verifyAccessToken } from '../lib/tokens';
import type { AuthUser } from '../http/viewer';

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

/** `iat` has whole seconds: a token from the very second of the change (and later) still counts. */
function issuedBefore(issuedAtSeconds: number, validAfter: Date | null): boolean {
  return validAfter !== null && issuedAtSeconds < Math.floor(validAfter.getTime() / 1000);
}

/**
 * Reads `Authorization: Bearer <access>` on every request. Public routes see `request.user` (or null);
 * protected routes add `preHandler: app.requireUser`. A token that is sent but invalid or expired gets
 * 401 on every API route, public ones included (decision 008): treated as a visitor, an owner would see
 * "not found" for their own pending listing and the client would never renew the session. The auth
 * routes themselves (sign in, register, refresh, sign out) ignore it.
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
    const claims = await verifyAccessToken(token, app.config.jwtSecret, app.config.accessTokenTtlSeconds, app.clock.now());
    // Rights come from the user row, not the token: unmaking staff or deactivating an account takes
    // effect on the next request. The same primary-key lookup reads the time before which the user's
    // tokens no longer count (a password change, a promotion: decision 037).
    const access = claims ? await app.services.users.access(claims.userId) : undefined;
    if (claims && access?.isActive && !issuedBefore(claims.issuedAt, access.sessionsValidAfter)) {
      request.user = { id: claims.userId, isStaff: access.isStaff };
    } else request.authFailed = true;
  });
  app.addHook('preHandler', async (request) => {
    if (request.authFailed && request.url.startsWith('/api/') && !request.url.startsWith('/api/v1/auth/')) {
      throw new AppError(401, 'token_invalid');
    }
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, request.authFailed ? 'token_invalid' : 'not_authenticated');
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, request.authFailed ? 'token_invalid' : 'not_authenticated');
    if (!request.user.isStaff) throw new AppError(403, 'permission_denied');
  });
});
