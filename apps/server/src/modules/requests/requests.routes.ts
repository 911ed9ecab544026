import {
  attachmentParams,
  consultationRequest,
  MAX_PRIVATE_FILE_BYTES,
  MAX_REQUEST_ATTACHMENTS,
  PRIVATE_FILE_TYPES,
  requestAttachmentSchema,
  consultationRequestSchema,
  errorBody,
  idParam,
  requestListQuery,
  requestListResponse,
  requestMessageRequest,
  requestMessageSchema,
  requestStatusChange,
  visitRequest,
  z,
} from '@manara/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerOnce, storedId } from '../../http/idempotency';
import type { FormBody } from '../../http/openapi';
import { pageResponse } from '../../http/paging';
import { badRequestBody } from '../../http/responses';
import { privateMultipartOptions, readPrivateUpload, sendPrivateFile } from '../media';

/** The attachments' form, for the API document. */
const attachmentsForm: FormBody = {
  fields: z.object({}),
  files: [
    {
      name: 'files',
      contentTypes: Object.keys(PRIVATE_FILE_TYPES),
      description: `A PDF, JPEG or PNG of at most ${MAX_PRIVATE_FILE_BYTES / (1024 * 1024)} MB (read from its bytes); the part may repeat.`,
    },
  ],
  description: `Multipart form: files for the request, ${MAX_REQUEST_ATTACHMENTS} at most on one request. Only its two parties and staff can open them.`,
};
const fileResponse = z
  .string()
  .describe('The file itself, as an attachment (Content-Disposition: attachment; X-Content-Type-Options: nosniff).');

/**
 * /requests/: consultation requests (decision 058). Signed-in users only; a request exists only for its
 * two parties (the client, the provider or, for the site's team, staff) and staff, 404 for anyone else.
 */
const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.requests;
  const signedIn = { 401: errorBody, 404: errorBody };

  app.post(
    '/requests/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: 'Request a consultation from a verified provider, or from the site team (no provider); limited per client per day',
        body: consultationRequest,
        response: { 201: consultationRequestSchema, 400: badRequestBody, ...signedIn, 409: errorBody, 422: errorBody, 429: errorBody },
      },
      // Per address on top of the per-client daily limit (ignored when RATE_LIMIT=false).
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' }, idempotencyKey: true },
    },
    async (request, reply) =>
      answerOnce(
        request,
        reply,
        { body: request.body },
        (claim) => service.create(request.user!, request.body, claim),
        (body) => service.get(request.user!, storedId(body)),
      ),
  );

  app.post(
    '/requests/visits/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: 'Ask to visit a public listing at one of one to three times; its owner answers it as a request (decision 067)',
        body: visitRequest,
        response: { 201: consultationRequestSchema, 400: badRequestBody, 401: errorBody, 409: errorBody, 422: errorBody, 429: errorBody },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' }, idempotencyKey: true },
    },
    async (request, reply) =>
      answerOnce(
        request,
        reply,
        { body: request.body },
        (claim) => service.createVisit(request.user!, request.body, request.locale, claim),
        (body) => service.get(request.user!, storedId(body)),
      ),
  );

  app.get(
    '/requests/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: "The signed-in user's requests on one side (sent as a client, or received as a provider), newest activity first",
        querystring: requestListQuery,
        response: { 200: requestListResponse, 400: badRequestBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const page = await service.list(request.user!, request.query.as, request.query);
      return { ...pageResponse(request, request.query, page), unread_count: page.unread_count };
    },
  );

  app.get(
    '/requests/:id/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: 'One request, with the actions the reader may take now',
        params: idParam,
        response: { 200: consultationRequestSchema, 400: badRequestBody, ...signedIn },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.get(request.user!, request.params.id);
    },
  );

  app.post(
    '/requests/:id/status/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: 'Move a request on: accept (with a time), propose another time, decline, confirm, cancel, done, no-show',
        params: idParam,
        body: requestStatusChange,
        response: { 200: consultationRequestSchema, 400: badRequestBody, 403: errorBody, ...signedIn },
      },
    },
    async (request) => service.changeStatus(request.user!, request.params.id, request.body),
  );

  app.get(
    '/requests/:id/messages/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: "A request's thread (messages and changes of status), oldest first; marks it read for the reader",
        params: idParam,
        response: { 200: z.array(requestMessageSchema), 400: badRequestBody, ...signedIn },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.messages(request.user!, request.params.id);
    },
  );

  app.post(
    '/requests/:id/messages/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: "Write in a request's thread (its two parties); answers the thread",
        params: idParam,
        body: requestMessageRequest,
        response: { 201: z.array(requestMessageSchema), 400: badRequestBody, 403: errorBody, ...signedIn },
      },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request, reply) => reply.code(201).send(await service.addMessage(request.user!, request.params.id, request.body.body)),
  );

  app.get(
    '/requests/:id/attachments/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: "A request's attachments (its two parties and staff)",
        params: idParam,
        response: { 200: z.array(requestAttachmentSchema), 400: badRequestBody, ...signedIn },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.services.requestAttachments.list(request.user!, request.params.id);
    },
  );

  app.get(
    '/requests/:id/attachments/:attachment/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: "Download one of a request's attachments (its two parties and staff), always as an attachment",
        params: attachmentParams,
        response: { 200: fileResponse, 400: badRequestBody, ...signedIn },
      },
    },
    async (request, reply) => {
      const file = await app.services.requestAttachments.file(request.user!, request.params.id, request.params.attachment);
      return sendPrivateFile(reply, app.storage.privateArea(), file, file.filename.replace(/\.\w+$/, ''));
    },
  );

  // Attachments: a private form (checked by their bytes, never under /media).
  await app.register(async (uploads) => {
    await uploads.register(multipart, privateMultipartOptions(MAX_REQUEST_ATTACHMENTS, { fields: 2, fieldSize: 256 }));
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/requests/:id/attachments/',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['requests'],
          summary: 'Attach files to a request (its two parties; five at most on a request)',
          params: idParam,
          form: attachmentsForm,
          response: {
            201: z.array(requestAttachmentSchema),
            400: badRequestBody,
            403: errorBody,
            413: badRequestBody,
            415: badRequestBody,
            ...signedIn,
          },
        },
      },
      async (request, reply) => {
        const upload = await readPrivateUpload(request, { takes: (field) => field === 'files', maxFiles: MAX_REQUEST_ATTACHMENTS });
        return reply.code(201).send(await app.services.requestAttachments.add(request.user!, request.params.id, upload));
      },
    );
  });
};

export default requestsRoutes;
