import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../../lib/client-address';
import { AppError } from '../../lib/errors';

/**
 * A client address gets this many times one account's allowance: one person behind a shared address
 * (a carrier's NAT, an office) must not use up everyone else's (issue 35).
 */
export const ADDRESS_SHARE = 5;

export interface UploadBudget {
  /** A preHandler after requireUser: a translated 429 with Retry-After once the account's or the address's allowance is spent. Counts nothing. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one save: call it only once a save that carried files has succeeded (validated, owner checked). */
  spend(request: FastifyRequest): Promise<void>;
}

/**
 * Saves with uploads per signed-in user (UPLOADS_PER_HOUR, 10 by default) and per client address
 * (ADDRESS_SHARE times that; decision 031): one account or one address cannot fill the photo queue for
 * everyone. Only saves that stored files count, after they succeed: JSON-only edits, refused forms and
 * other people's listings cost nothing. Counted in the shared rate-limit store (Redis when REDIS_URL is
 * set), so every instance counts together. Nothing when RATE_LIMIT=false.
 */
export function uploadBudget(app: FastifyInstance, name: string): UploadBudget {
  if (!app.config.rateLimit) return { check: async () => {}, spend: async () => {} };
  const timeWindow = '1 hour';
  const perUser = app.createRateLimit({
    max: app.config.uploadsPerHour,
    timeWindow,
    keyGenerator: (request) => `${name}:user:${request.user!.id}`,
  });
  const perAddress = app.createRateLimit({
    max: app.config.uploadsPerHour * ADDRESS_SHARE,
    timeWindow,
    keyGenerator: (request) => `${name}:address:${clientKey(request.ip)}`,
  });
  return {
    async check(request, reply) {
      for (const limit of [perUser, perAddress]) {
        const state = await limit(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) {
          reply.header('retry-after', Math.max(1, state.ttlInSeconds));
          throw new AppError(429, 'throttled');
        }
      }
    },
    async spend(request) {
      await Promise.all([perUser(request), perAddress(request)]);
    },
  };
}
