import {
  errorBody,
  idParam,
  LOCALES,
  mapPointsResponse,
  keysetPaginationQuery,
  ownerListingsResponse,
  keysetPaginated,
  propertyCard,
  propertyDetail,
  propertyListQuery,
  propertyMapQuery,
  z,
} from '@manara/shared';
import { compareQuery, compareResponse, listingBatchQuery } from '@manara/shared/schemas/compare';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keysetResponse } from '../../../http/paging';
import { badRequestBody } from '../../../http/responses';
import { pageVisit, visitorOf } from '../../../http/visit';
import { siteOrigin } from '../../../lib/site-origin';
import { qrSvg } from './listing-qr';

/** Public listing catalogue: search and filter, a listing's page, similar listings. */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.catalogue;

  app.get(
    '/realty/properties/',
    {
      schema: {
        tags: ['realty'],
        summary:
          'Active listings, filtered, searched (best match first), ordered and paged: numbered pages for the first rows, `next`/`previous` cursor links for any depth; `count` stops at 1000 (`count_capped`). Status is ignored: only active listings are public.',
        querystring: propertyListQuery,
        response: { 200: keysetPaginated(propertyCard), 400: badRequestBody },
      },
    },
    async (request, reply) => {
      // The texts follow the request's language (decision 045).
      reply.header('vary', 'Accept-Language');
      return keysetResponse(request, await service.list(request.query, request.locale));
    },
  );

  app.get(
    '/realty/properties/map/',
    {
      schema: {
        tags: ['realty'],
        summary: `The map view's pins: active listings with a pin matching the list's filters (bbox: west,south,east,north), newest first, at most 1000`,
        querystring: propertyMapQuery,
        response: { 200: mapPointsResponse, 400: badRequestBody },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return service.mapPoints(request.query, request.locale);
    },
  );

  app.get(
    '/realty/properties/compare/',
    {
      schema: {
        tags: ['realty'],
        summary:
          'Listings side by side (ids=12,7,30: one to four, a repeated id counts once), in the order asked, each with its amenities. 400 compare_too_many past four; 404 compare_unavailable when any of them is not a public listing.',
        querystring: compareQuery,
        response: { 200: compareResponse, 400: badRequestBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return service.compare(request.query.ids, request.locale);
    },
  );

  app.get(
    '/realty/properties/batch/',
    {
      schema: {
        tags: ['realty'],
        summary:
          "Up to ten listings by id (ids=12,7,30), in the order asked, those no longer public left out: a browser's recently viewed listings. 400 too_many_ids past ten.",
        querystring: listingBatchQuery,
        response: { 200: compareResponse, 400: badRequestBody },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return service.batch(request.query.ids, request.locale);
    },
  );

  app.get(
    '/realty/properties/:id/qr/',
    {
      schema: {
        tags: ['realty'],
        summary:
          "A QR code (SVG) of the listing page's address in a language (lang, Arabic by default), for the printed brochure; built from PUBLIC_ORIGIN",
        params: idParam,
        querystring: z.object({
          lang: z.enum(LOCALES, { error: 'invalid_choice' }).optional().describe("The page's language: ar (default) or en"),
        }),
        response: { 200: z.string().describe('An SVG image (image/svg+xml).'), 400: badRequestBody },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'ar';
      const url = `${siteOrigin(app.config, request)}${lang === 'en' ? '/en' : ''}/realty/property/${request.params.id}`;
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(qrSvg(url, url));
    },
  );

  app.get(
    '/realty/properties/:id/',
    {
      schema: {
        tags: ['realty'],
        summary: "A listing's page: active listings for anyone, others for their owner and staff only (an expired one: 410)",
        params: idParam,
        response: { 200: propertyDetail, 400: badRequestBody, 404: errorBody, 410: errorBody },
      },
    },
    async (request, reply) => {
      // Personal fields (is_favorite, is_owner) and view counting: never from a shared cache.
      reply.header('cache-control', 'private, no-store');
      return service.detail(request.params.id, request.user, pageVisit(request), request.locale);
    },
  );

  app.post(
    '/realty/properties/:id/views/',
    {
      schema: {
        tags: ['realty'],
        summary:
          "Count a visit to a listing's page (once per visitor per day; the owner's never count). For pages rendered on the server, whose own request counts nothing.",
        params: idParam,
        response: { 200: z.object({ views_count: z.number().int() }), 400: badRequestBody, 404: errorBody },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.recordView(request.params.id, request.user, visitorOf(request));
    },
  );

  app.get(
    '/realty/owners/:id/properties/',
    {
      schema: {
        tags: ['realty'],
        summary:
          "An owner's public page: their name and provider type, and their active listings newest first (paged like the catalogue); 404 unless they have one",
        params: idParam,
        querystring: keysetPaginationQuery,
        response: { 200: ownerListingsResponse, 400: badRequestBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      const { owner, ...page } = await service.ownerListings(request.params.id, request.query, request.locale);
      return { ...keysetResponse(request, page), owner };
    },
  );

  app.get(
    '/realty/properties/:id/similar/',
    {
      schema: {
        tags: ['realty'],
        summary: 'Up to six active listings like this one (same purpose; same city or type first, then closest price)',
        params: idParam,
        response: { 200: z.array(propertyCard), 400: badRequestBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return service.similar(request.params.id, request.user, request.locale);
    },
  );
};

export default catalogueRoutes;
