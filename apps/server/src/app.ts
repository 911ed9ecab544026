import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { MAX_JSON_BODY_BYTES } from '@manara/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import auth from './plugins/auth';
import docs from './plugins/docs';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import locale from './plugins/locale';
import requestTimeout from './plugins/request-timeout';
import security from './plugins/security';
import media from './plugins/media';
import serviceWorker from './plugins/service-worker';
import reusedAnswers from './plugins/reused-answers';
import web, { PRERENDER_HEADER } from './plugins/web';
import { systemClock, type Clock } from './lib/clock';
import { loggerOptions } from './lib/log';
import { createOutages, type Outages } from './lib/outage-log';
import { responseSerializer } from './http/serializer';
import { openSharedCache, type SharedCache } from './platform/cache';
import type { Jobs } from './platform/jobs';
import type { Storage } from './platform/storage';
import apiRoutes from './modules';
import healthRoutes from './modules/health/health.routes';
import seoRoutes from './modules/seo/seo.routes';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    storage: Storage;
    /** Background jobs (platform/jobs): queue one in the transaction of the row that needs it. */
    jobs: Jobs;
    services: Services;
    /** Rate-limit counters and change news shared by every instance (in-process without REDIS_URL). */
    cache: SharedCache;
    /** One log per dependency that can go away (database, Redis): a line per interval, not per request. */
    outages: Outages;
    /** The one clock of the app (tokens, services, caches): tests move theirs instead of sleeping. */
    clock: Clock;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  storage: Storage;
  jobs: Jobs;
  /** Directory of the built web app (client and server builds); null to serve the API only (tests). */
  webDist?: string | null;
  logger?: boolean;
  /** The process's logger (server.ts shares it with the jobs); otherwise one is made from the configuration. */
  log?: FastifyBaseLogger;
  /** The app's clock (tests control time with their own). */
  clock?: Clock;
  /** Connection time limits (tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

export interface ServerTimeouts {
  headersMs: number;
  /** Whole request, body included, for every route but the uploads. */
  requestMs: number;
  /** Whole request for a multipart upload (a listing's, hero's or project's form with its files). */
  uploadRequestMs: number;
  idleMs: number;
  keepAliveMs: number;
  checkIntervalMs: number;
}

/**
 * How long a client may take. An upload of a 50 MB video on a weak mobile uplink (~0.5 Mbit/s,
 * 3G or a crowded cell) takes about 14 minutes, so an upload may take 15; any other request (a JSON
 * body of at most 1 MB) must arrive within 30 seconds (plugins/request-timeout.ts), so a slow body
 * cannot hold a connection for long. No single stall may last more than the idle limit, and headers
 * (a few KB) must arrive within 15 seconds, which ends a slowloris. The keep-alive time stays above
 * the 60 s idle timeout of common load balancers so they, not we, close idle pooled connections; the
 * idle limit stays above it so it applies. Node checks the header and (upload) request limits every
 * `checkIntervalMs` (30 s by default: too coarse).
 */
export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 30_000,
  uploadRequestMs: 15 * 60_000,
  idleMs: 70_000,
  keepAliveMs: 65_000,
  checkIntervalMs: 2_000,
};

/**
 * Fastify treats a bare hop count as "trust nothing" (it cannot check the peer), so a count becomes
 * a function trusting that many hops from the socket: the right-most X-Forwarded-For entries, the
 * ones our own proxies appended. Addresses and networks go through as they are.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the whole application without listening: server.ts listens, tests use app.inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    ...(options.log
      ? { loggerInstance: options.log }
      : {
          logger:
            options.logger === false
              ? false
              : loggerOptions({
                  level: config.logLevel,
                  pretty: config.env === 'development' && process.stdout.isTTY,
                  stream: options.logStream,
                }),
        }),
    bodyLimit: MAX_JSON_BODY_BYTES,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // The server's own limit is the longest any request may take (an upload); the others have theirs.
    requestTimeout: timeouts.uploadRequestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.uploadRequestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    requestIdHeader: false,
    frameworkErrors,
    // The server's own API calls while rendering a page log only warnings: one page view, one log line.
    childLoggerFactory: (logger, bindings, opts, rawReq) =>
      logger.child(bindings, rawReq.headers[PRERENDER_HEADER] ? { ...opts, level: 'warn' } : opts),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ check: config.env !== 'production' }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate<Storage>('storage', options.storage);
  app.decorate('jobs', options.jobs);
  app.decorate('clock', clock);
  app.decorate('services', createServices({ db: database.db, storage: options.storage, jobs: options.jobs, config, clock }));
  app.decorate('outages', createOutages(app.log));
  const cache = await openSharedCache(config, app.outages.redis);
  app.decorate('cache', cache);
  app.addHook('onClose', async () => {
    await cache.close();
    Object.values(app.outages).forEach((outage) => outage.stop());
  });

  await app.register(locale);
  await app.register(errorHandler);
  await app.register(requestTimeout, { ms: timeouts.requestMs });
  await app.register(security);
  await app.register(cookie);
  await app.register(auth);
  // Routes opt in with `config.rateLimit`; RATE_LIMIT=false (benchmarks) turns every limit off.
  if (config.rateLimit) await app.register(rateLimit, { global: false, ...cache.rateLimitOptions });
  await app.register(docs);
  await app.register(reusedAnswers);

  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: '/api/v1' });
  await app.register(seoRoutes);

  await app.register(media, { storage: options.storage });
  await app.register(serviceWorker, { webDist: options.webDist ?? null });
  await app.register(web, { webDist: options.webDist ?? null });
  return app;
}
