import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { MAX_JSON_BODY_BYTES } from '@manara/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import auth from './plugins/auth';
import docs from './plugins/docs';
import errorHandler from './plugins/error-handler';
import locale from './plugins/locale';
import security from './plugins/security';
import media from './plugins/media';
import spa from './plugins/spa';
import type { MediaStorage } from './lib/storage';
import healthRoutes from './modules/health/health.routes';
import heroesRoutes from './modules/heroes/heroes.routes';
import realtyCatalogueRoutes from './modules/realty/catalogue.routes';
import authRoutes from './modules/auth/auth.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    storage: MediaStorage;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  storage: MediaStorage;
  /** Directory of the built web app to serve; null to serve the API only (tests). */
  webDist?: string | null;
  logger?: boolean;
}

/** Builds the whole application without listening: server.ts listens, tests use app.inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            ...(config.env === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
          },
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', options.storage);

  await app.register(locale);
  await app.register(errorHandler);
  await app.register(security);
  await app.register(cookie);
  await app.register(auth);
  // Routes opt in with `config.rateLimit`; RATE_LIMIT=false (benchmarks) turns every limit off.
  if (config.rateLimit) await app.register(rateLimit, { global: false });
  await app.register(docs);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(heroesRoutes);
      await api.register(realtyCatalogueRoutes);
      await api.register(authRoutes);
    },
    { prefix: '/api/v1' },
  );

  await app.register(media, { root: config.mediaDir });
  await app.register(spa, { webDist: options.webDist ?? null });
  return app;
}
