import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../../lib/client-address';
import { AppError } from '../../lib/errors';

/**
 * Submissions and edits with uploads per signed-in user and per client address (UPLOADS_PER_HOUR,
 * 10 by default; decision 031): one account or one address cannot fill the photo queue for everyone.
 * Counted in the shared rate-limit store (Redis when REDIS_URL is set), so every instance counts
 * together. Over the limit: a translated 429 with Retry-After. A preHandler to run after requireUser;
 * nothing when RATE_LIMIT=false.
 */
export function uploadRateLimit(app: FastifyInstance, name: string) {
  if (!app.config.rateLimit) return async () => {};
  const limit = { max: app.config.uploadsPerHour, timeWindow: '1 hour' };
  const perUser = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:user:${request.user!.id}` });
  const perAddress = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:address:${clientKey(request.ip)}` });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of [perUser, perAddress]) {
      const state = await check(request);
      if (!state.isAllowed && state.isExceeded) {
        reply.header('retry-after', state.ttlInSeconds);
        throw new AppError(429, 'throttled');
      }
    }
  };
}
