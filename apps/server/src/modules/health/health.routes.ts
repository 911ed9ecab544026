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
  /** The media bucket, with MEDIA_STORE=s3 (named, so a failing check says which). */
  bucket: z.string().optional(),
  checks: z.object({ database: check, redis: check.optional(), bucket: check.optional() }),
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
 * out), and Redis and the media bucket when configured. Without Redis the site still serves, with
 * limits counted per instance, and without the bucket pages still render (uploads and media fail), so
 * either failing is reported as `degraded` with 200: a shared engine going away must not take every
 * instance out of the balancer at once (decisions 023, 042).
 */
const live = { tags: ['health'], summary: 'Liveness: the process answers' };
const ready = {
  tags: ['health'],
  summary: 'Readiness: 503 when the database does not answer, `degraded` when Redis or the bucket does not',
};

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', { schema: { ...live, response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get('/health/ready', { schema: { ...ready, response: { 200: status, 503: status } } }, async (_request, reply) => {
    const s3 = app.storage.kind === 's3' ? app.storage : null;
    const [database, redis, bucket] = await Promise.allSettled([
      withinTime(app.database.ping()),
      app.cache.kind === 'redis' ? withinTime(app.cache.ping()) : Promise.resolve(),
      s3 ? withinTime(s3.ping()) : Promise.resolve(),
    ]);
    if (database.status === 'rejected') app.outages.database.failed(database.reason);
    if (redis.status === 'rejected') app.outages.redis.failed(redis.reason);
    if (bucket.status === 'rejected') app.outages.bucket.failed(bucket.reason);
    const state = (result: PromiseSettledResult<void>) => (result.status === 'fulfilled' ? ('ok' as const) : ('unavailable' as const));
    const checks = {
      database: state(database),
      ...(app.cache.kind === 'redis' ? { redis: state(redis) } : {}),
      ...(s3 ? { bucket: state(bucket) } : {}),
    };
    const body = { database: app.database.kind, ...(s3 ? { bucket: s3.bucket } : {}), checks };
    if (checks.database !== 'ok') {
      return reply
        .code(503)
        .header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS)
        .send({ status: 'unavailable' as const, ...body });
    }
    const degraded = checks.redis === 'unavailable' || checks.bucket === 'unavailable';
    return { status: degraded ? ('degraded' as const) : ('ok' as const), ...body };
  });
};

export default healthRoutes;
