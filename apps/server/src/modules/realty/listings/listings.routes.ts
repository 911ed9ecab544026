import multipart from '@fastify/multipart';
import {
  errorBody,
  idParam,
  linkTokenRequest,
  listingRenewal,
  myPropertiesQuery,
  myPropertiesResponse,
  propertyDetail,
  propertyStatusRequest,
  z,
} from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOnce, storedId } from '../../../http/idempotency';
import { keysetResponse } from '../../../http/paging';
import { badRequestBody } from '../../../http/responses';
import { multipartOptions, uploadBudget } from '../../media';
import { listingCreateForm, listingUpdateForm, readListingUpload } from './listing-upload';

const tooLarge = badRequestBody;

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
  // Saves that store files count against the owner's and the address's hourly allowance, once they succeed.
  const budget = uploadBudget(app, 'listing-save');
  const uploading = { preHandler: [app.requireUser, budget.check] };

  app.post(
    '/realty/properties/',
    {
      ...uploading,
      schema: {
        tags: ['listings'],
        summary: 'Submit a listing (always pending review, in USD)',
        description: 'The fields of the listing with its photos and video; it waits for review (decision 046 for `photo_order`).',
        form: listingCreateForm,
        response: {
          201: propertyDetail,
          400: badRequestBody,
          401: errorBody,
          409: errorBody,
          413: tooLarge,
          415: badRequestBody,
          422: errorBody,
          429: errorBody,
        },
      },
      config: { idempotencyKey: true },
    },
    async (request, reply) => {
      const upload = await readListingUpload(request, app.storage);
      // What a retry must send again for its key to answer (decision 071): the fields and each file's size and type.
      const files = [...upload.images.map((f) => f.row), ...(upload.video ? [upload.video] : [])];
      const content = { fields: upload.fields, files: files.map((f) => [f.mediaType, f.bytes, f.mimeType]) };
      let created = false;
      try {
        await answerOnce(
          request,
          reply,
          content,
          async (claim) => {
            const outcome = await service.create(request.user!, upload, claim);
            created = 'created' in outcome;
            return outcome;
          },
          (body) => service.detail(request.user!, storedId(body), request.locale),
        );
      } catch (error) {
        // Refused (a key reused with another form, one in progress): no row names this request's files.
        if (!created) await upload.discard();
        throw error;
      }
      // A replay made nothing: the files this request stored go, and the upload allowance is not spent.
      if (!created) await upload.discard();
      else if (files.length) await budget.spend(request);
      return reply;
    },
  );

  app.patch(
    '/realty/properties/:id/',
    {
      ...uploading,
      schema: {
        tags: ['listings'],
        summary: "Edit a listing (owner or staff); an owner's edit of a live or refused listing sends it back to review",
        description:
          "Any of the listing's fields, new photos, removals and a new photo order; a new order of a live listing applies at once (decision 046).",
        form: listingUpdateForm,
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
    async (request) => {
      const upload = await readListingUpload(request, app.storage);
      const updated = await service.update(request.user!, request.params.id, upload, request.locale);
      if (upload.images.length || upload.video) await budget.spend(request);
      return updated;
    },
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

  // Renewal (decision 061): from the dashboard, or by the reminder's signed link without signing in.
  const expiry = app.services.listingExpiry;
  app.post(
    '/realty/properties/:id/renew/',
    {
      ...signedIn,
      schema: {
        tags: ['listings'],
        summary: 'Renew an active or expired listing (its owner): a new period from now, without a new review',
        params: idParam,
        response: { 200: listingRenewal, 400: badRequestBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => expiry.renew(request.user!, request.params.id, request.locale),
  );
  const renewal = {
    tags: ['listings'],
    querystring: linkTokenRequest,
    response: { 200: listingRenewal, 400: badRequestBody },
  };
  app.get(
    '/realty/properties/renewal/',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { ...renewal, summary: 'The listing a renewal link names and when it expires (changes nothing: mail scanners fetch links)' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return expiry.renewalPreview(request.query.token, request.locale);
    },
  );
  app.post(
    '/realty/properties/renewal/',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { ...renewal, summary: 'Renew the listing a renewal link names (no sign-in; the link is spent)' },
    },
    async (request) => expiry.renewByLink(request.query.token, request.locale),
  );
};

export default listingsRoutes;
