import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas: interactive at /api/docs, JSON at /api/docs/json. */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Manara API',
        description: 'Bilingual (Arabic/English) real estate, finance and legal services API. Errors follow `Accept-Language`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // swagger-ui needs inline scripts: its own routes get a CSP with the hashes it computes (staticCSP).
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
