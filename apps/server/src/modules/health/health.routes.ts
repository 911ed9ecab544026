import { z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const status = z.object({ status: z.string(), database: z.string().optional() });

/** Liveness (the process answers) and readiness (the database answers). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: status } } }, async () => ({ status: 'ok' }));
  app.get('/health/ready', { schema: { tags: ['health'], response: { 200: status, 503: status } } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: app.database.kind };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', database: app.database.kind });
    }
  });
};

export default healthRoutes;
