import multipart from '@fastify/multipart';
import { errorBody, idParam, myPropertiesQuery, myPropertiesResponse, propertyDetail, propertyStatusRequest, z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keysetResponse } from '../../../http/paging';
import { badRequestBody } from '../../../http/responses';
import { multipartOptions, uploadRateLimit } from '../../media';
import { readListingUpload } from './listing-upload';

const tooLarge = badRequestBody;
const multipartNote =
  'multipart/form-data: the fields of the listing (title_ar/description_ar and title_en/description_en: Arabic, English or both, a title needing its description; or the specification\'s one title and description, their language read from their script; amenities, photo_order and delete_images as JSON lists), files image_0 … image_9 (JPEG, PNG, WebP, GIF or AVIF, 15 MB each) and video (MP4, MOV or WebM, under 50 MB); or JSON without files. photo_order places the photos, the cover first: stored ones by id ({"id": 12}), new ones by field name ({"file": "image_0"}), each once; photos it leaves out follow as they were.';

/**
 * Owners manage their listings: submit, edit, delete, mark sold or rented, the dashboard list (the
 * inbox of their inquiries is the inquiries module's). Everyone but the owner and staff gets 404 for
 * another person's listing.
 */
const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.listings;
  // Limits while streaming: no file past 50 MB, no more parts than a full listing needs.
  await app.register(multipart, multipartOptions('listing', { fields: 40, fieldSize: 16 * 1024 }));
  const signedIn = { preHandler: app.requireUser };
  // Submissions and edits count against the owner's and the address's hourly allowance.
  const uploading = { preHandler: [app.requireUser, uploadRateLimit(app, 'listing-save')] };

  app.post(
    '/realty/properties/',
    {
      ...uploading,
      schema: {
        tags: ['listings'],
        summary: 'Submit a listing (always pending review, in USD)',
        description: multipartNote,
        response: { 201: propertyDetail, 400: badRequestBody, 401: errorBody, 413: tooLarge, 415: badRequestBody, 429: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.user!, await readListingUpload(request, app.storage), request.locale)),
  );

  app.patch(
    '/realty/properties/:id/',
    {
      ...uploading,
      schema: {
        tags: ['listings'],
        summary: "Edit a listing (owner or staff); an owner's edit of a live or refused listing sends it back to review",
        description: `${multipartNote} delete_images lists the photos to remove, by media id or by any URL the API gave for them; delete_video=true removes the video. At most 10 photos in all. A new order of a live listing's photos applies at once (it stays public); adding or removing photos or the video sends it back to review.`,
        params: idParam,
        response: {
          200: propertyDetail,
          400: badRequestBody,
          401: errorBody,
          404: errorBody,
          413: tooLarge,
          415: badRequestBody,
          429: errorBody,
        },
      },
    },
    async (request) => service.update(request.user!, request.params.id, await readListingUpload(request, app.storage), request.locale),
  );

  app.delete(
    '/realty/properties/:id/',
    {
      ...signedIn,
      schema: {
        tags: ['listings'],
        summary: 'Delete a listing and its photos and video (owner or staff)',
        params: idParam,
        response: { 204: z.null(), 400: badRequestBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await service.remove(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/realty/properties/:id/status/',
    {
      ...signedIn,
      schema: {
        tags: ['listings'],
        summary: 'Mark an active listing sold (for sale) or rented (for rent); it leaves the public lists',
        params: idParam,
        body: propertyStatusRequest,
        response: { 200: propertyDetail, 400: badRequestBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => service.markClosed(request.user!, request.params.id, request.body.status, request.locale),
  );

  app.get(
    '/realty/properties/my_properties/',
    {
      ...signedIn,
      schema: {
        tags: ['listings'],
        summary: "The signed-in user's listings in every status, with counts over all of them for the dashboard",
        querystring: myPropertiesQuery,
        response: { 200: myPropertiesResponse, 400: badRequestBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const mine = await service.mine(request.user!, request.query, request.locale);
      return { ...keysetResponse(request, mine), counts: mine.counts };
    },
  );
};

export default listingsRoutes;
