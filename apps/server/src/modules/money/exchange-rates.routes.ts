import { exchangeRatesResponse } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /exchange-rates/: the rates visitors' prices are shown in other currencies with (decision 040). */
const exchangeRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.exchangeRates;
  app.get(
    '/exchange-rates/',
    {
      schema: {
        tags: ['money'],
        summary: 'Units of each currency per US dollar, as staff last set them, and when',
        response: { 200: exchangeRatesResponse },
      },
    },
    async (_request, reply) => {
      // Staff may change them at any time: caches must ask again (the list is short).
      reply.header('cache-control', 'no-cache');
      return service.list();
    },
  );
};

export default exchangeRatesRoutes;
