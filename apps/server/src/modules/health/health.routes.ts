import { z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../plugins/error-handler';

/** How long readiness waits for a dependency before calling it unavailable. */
const CHECK_TIMEOUT_MS = 2000;

const check = z.enum(['ok', 'unavailable']);
const status = z.object({
  /** ok; degraded: serving, with a shared engine missing (limits per instance); unavailable: cannot serve. */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  /** Which database engine (pglite | postgres). */
  database: z.string(),
  checks: z.object({ database: check, redis: check.optional() }),
});

function withinTime(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness (the process answers) and readiness: the database answers (else 503: take this instance
 * out), and Redis when configured. Without Redis the site still serves, with limits counted per
 * instance, so a Redis failure is reported as `degraded` with 200: it must not take every instance out
 * of the balancer at once (decision 023).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get('/health/ready', { schema: { tags: ['health'], response: { 200: status, 503: status } } }, async (_request, reply) => {
    const [database, redis] = await Promise.allSettled([
      withinTime(app.database.ping()),
      app.cache.kind === 'redis' ? withinTime(app.cache.ping()) : Promise.resolve(),
    ]);
    if (database.status === 'rejected') app.outages.database.failed(database.reason);
    if (redis.status === 'rejected') app.outages.redis.failed(redis.reason);
    const checks = {
      database: database.status === 'fulfilled' ? ('ok' as const) : ('unavailable' as const),
      ...(app.cache.kind === 'redis' ? { redis: redis.status === 'fulfilled' ? ('ok' as const) : ('unavailable' as const) } : {}),
    };
    const body = { database: app.database.kind, checks };
    if (checks.database !== 'ok') {
      return reply
        .code(503)
        .header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS)
        .send({ status: 'unavailable' as const, ...body });
    }
    return { status: checks.redis === 'unavailable' ? ('degraded' as const) : ('ok' as const), ...body };
  });
};

export default healthRoutes;
