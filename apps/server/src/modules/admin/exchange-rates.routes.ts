import { adminExchangeRateSchema, exchangeRateRequest, rateCurrencyParam, z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

/**
 * /admin/exchange-rates/: staff set the rates prices are converted with (rules: money/
 * exchange-rates.service.ts). A change re-prices the listings in that currency and is audited.
 */
const exchangeRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.exchangeRates;
  const tags = ['admin'];

  app.get(
    '/admin/exchange-rates/',
    {
      schema: { tags, summary: 'Every rate, when and by whom it was set', response: { 200: z.array(adminExchangeRateSchema), ...denied } },
    },
    async () => service.adminList(),
  );
  app.put(
    '/admin/exchange-rates/:currency/',
    {
      schema: {
        tags,
        summary: 'Set the units of JOD or ILS per US dollar (listings priced in it are re-priced in US dollars)',
        params: rateCurrencyParam,
        body: exchangeRateRequest,
        response: { 200: adminExchangeRateSchema, 400: badRequestBody, ...denied },
      },
    },
    async (request) => service.set(request.user!, request.params.currency, request.body.per_usd),
  );
};

export default exchangeRatesRoutes;
