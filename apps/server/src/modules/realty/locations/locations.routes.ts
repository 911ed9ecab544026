import { citySchema, cityListQuery, countrySchema, z } from '@manara/shared';
import { badRequestBody } from '../../../http/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Reference lists for the filter bar and the listing form: plain arrays (they are short). */
const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.locations;

  app.get(
    '/realty/countries/',
    { schema: { tags: ['realty'], summary: 'Countries', response: { 200: z.array(countrySchema) } } },
    async (_request, reply) => {
      // Staff may change them at any time: caches must ask again (they are short).
      reply.header('cache-control', 'no-cache');
      return service.countries();
    },
  );

  app.get(
    '/realty/cities/',
    {
      schema: {
        tags: ['realty'],
        summary: 'Cities in their curated order, grouped by governorate; ?country_fk= narrows to one country',
        querystring: cityListQuery,
        response: { 200: z.array(citySchema), 400: badRequestBody },
      },
    },
    async (request, reply) => {
      // Staff may change them at any time: caches must ask again (they are short).
      reply.header('cache-control', 'no-cache');
      return service.cities(request.query.country_fk);
    },
  );
};

export default locationsRoutes;
