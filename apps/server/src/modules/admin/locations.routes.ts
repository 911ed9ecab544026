import {
  adminCityListQuery,
  adminCitySchema,
  adminCountrySchema,
  cityWriteRequest,
  countryWriteRequest,
  errorBody,
  idParam,
  z,
} from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

/**
 * /admin/countries/ and /admin/cities/: staff edit the places listings are filed under (rules:
 * realty/locations/locations.service.ts). Every change is audited; the public lists and rendered pages
 * show it on the next request (the page cache forgets everything after a change made through the API).
 */
const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.locations;
  const tags = ['admin'];

  app.get(
    '/admin/countries/',
    {
      schema: {
        tags,
        summary: 'Every country, with how many cities and listings use it',
        response: { 200: z.array(adminCountrySchema), ...denied },
      },
    },
    async () => service.adminCountries(),
  );
  app.post(
    '/admin/countries/',
    {
      schema: {
        tags,
        summary: 'Add a country (names in both languages, unique in either)',
        body: countryWriteRequest,
        response: { 201: adminCountrySchema, 400: badRequestBody, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createCountry(request.user!, request.body)),
  );
  app.patch(
    '/admin/countries/:id/',
    {
      schema: {
        tags,
        summary: 'Rename a country',
        params: idParam,
        body: countryWriteRequest,
        response: { 200: adminCountrySchema, 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request) => service.updateCountry(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/admin/countries/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a country nothing uses (409 country_in_use with listings, country_has_cities with cities)',
        params: idParam,
        response: { 204: z.null(), 400: badRequestBody, 404: errorBody, 409: errorBody, ...denied },
      },
    },
    async (request, reply) => {
      await service.deleteCountry(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/cities/',
    {
      schema: {
        tags,
        summary: 'Cities in their curated order, of one country (?country_id=), searched in both languages (?search=), with listing counts',
        querystring: adminCityListQuery,
        response: { 200: z.array(adminCitySchema), 400: badRequestBody, ...denied },
      },
    },
    async (request) => service.adminCities(request.query.country_id, request.query.search),
  );
  app.post(
    '/admin/cities/',
    {
      schema: {
        tags,
        summary: 'Add a city to a country and governorate (names in both languages, unique within the country in either)',
        body: cityWriteRequest,
        response: { 201: adminCitySchema, 400: badRequestBody, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createCity(request.user!, request.body)),
  );
  app.patch(
    '/admin/cities/:id/',
    {
      schema: {
        tags,
        summary: "Rename a city or change its governorate or country (its listings' search text follows)",
        params: idParam,
        body: cityWriteRequest,
        response: { 200: adminCitySchema, 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request) => service.updateCity(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/admin/cities/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a city no listing uses (409 city_in_use otherwise)',
        params: idParam,
        response: { 204: z.null(), 400: badRequestBody, 404: errorBody, 409: errorBody, ...denied },
      },
    },
    async (request, reply) => {
      await service.deleteCity(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default locationsRoutes;
