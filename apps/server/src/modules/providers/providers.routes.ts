import multipart from '@fastify/multipart';
import { errorBody, idParam, MAX_PRIVATE_FILE_BYTES, PRIVATE_FILE_TYPES, z } from '@manara/shared';
import { providerOwnSchema, providerProfileUpdate, providerPublicSchema, verificationSubmit } from '@manara/shared/schemas/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FormBody } from '../../http/openapi';
import { badRequestBody } from '../../http/responses';
import { AppError } from '../../lib/errors';
import {
  multipartOptions,
  privateMultipartOptions,
  readPrivateUpload,
  readUpload,
  sendPrivateFile,
  uploadForm,
  type UploadSpec,
} from '../media';

const tags = ['providers'];
const security = [{ bearer: [] }];
const signedIn = { 401: errorBody, 403: errorBody };

/** The profile photo form: one `photo` (a picture, through the media pipeline). */
const photoForm: UploadSpec = {
  owner: 'provider',
  folder: 'providers',
  file: (name) => (name === 'photo' ? { kind: 'image', errorField: 'photo' } : null),
};

/** The licence form, for the API document: its text fields and the one private `document`. */
const licenceForm: FormBody = {
  fields: verificationSubmit,
  files: [
    {
      name: 'document',
      contentTypes: Object.keys(PRIVATE_FILE_TYPES),
      description: `The licence or membership card: a PDF, JPEG or PNG of at most ${MAX_PRIVATE_FILE_BYTES / (1024 * 1024)} MB (read from its bytes), kept private.`,
    },
  ],
  description: 'Multipart form: the licence details and one document. Only the provider and staff can ever open the document.',
};

/** A private file's download, for the API document. */
const fileResponse = z
  .string()
  .describe('The file itself, as an attachment (Content-Disposition: attachment; X-Content-Type-Options: nosniff).');

/**
 * /providers/: a provider's public page (anyone) and their own profile, photo and licence (the
 * provider: 401 signed out, 403 for an account that is not a provider). Rules: providers.service.ts.
 */
const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.providers;

  app.get(
    '/providers/me/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'My provider profile as I edit it, with its verification',
        response: { 200: providerOwnSchema, ...signedIn },
      },
    },
    async (request) => service.own(request.user!.id),
  );

  app.put(
    '/providers/me/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Save my provider profile: name, bios, cities, languages, office, phone choices, experience',
        description: 'WhatsApp only for a mobile number; the phone shows only when show_phone. The licence is sent apart (verification).',
        body: providerProfileUpdate,
        response: { 200: providerOwnSchema, 400: badRequestBody, ...signedIn },
      },
    },
    async (request) => service.update(request.user!.id, request.body),
  );

  app.get(
    '/providers/me/verification/document/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Download the licence document I sent',
        response: { 200: fileResponse, 404: errorBody, ...signedIn },
      },
    },
    async (request, reply) =>
      sendPrivateFile(reply, app.storage.privateArea(), await service.document(request.user!, request.user!.id), 'licence'),
  );

  app.get(
    '/providers/:id/',
    {
      schema: {
        tags,
        summary: "A provider's public page: what they chose to show, and whether staff verified them",
        params: idParam,
        response: { 200: providerPublicSchema, 400: badRequestBody, 404: errorBody },
      },
    },
    async (request) => service.publicProfile(request.params.id),
  );

  // The photo: a media form (one picture, variants made by the photo job).
  await app.register(async (photos) => {
    await photos.register(multipart, multipartOptions('provider', { fields: 2, fieldSize: 256 }));
    photos.put(
      '/providers/me/photo/',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary: 'Set my photo or logo (replaces the previous one)',
          form: uploadForm(photoForm, z.object({}), ['photo']),
          response: { 200: providerOwnSchema, 400: badRequestBody, 413: badRequestBody, 415: badRequestBody, ...signedIn },
        },
      },
      async (request) => {
        await service.own(request.user!.id);
        const upload = await readUpload(request, app.storage, photoForm);
        const photo = upload.files[0]?.row;
        if (!photo) throw AppError.field('photo', 'required');
        return service.setPhoto(request.user!.id, photo).catch(async (error: unknown) => {
          await upload.discard();
          throw error;
        });
      },
    );
    photos.delete(
      '/providers/me/photo/',
      {
        onRequest: app.requireUser,
        schema: { tags, security, summary: 'Remove my photo or logo', response: { 200: providerOwnSchema, ...signedIn } },
      },
      async (request) => service.setPhoto(request.user!.id, null),
    );
  });

  // The licence: a private form (one document, never under /media).
  await app.register(async (licences) => {
    await licences.register(multipart, privateMultipartOptions(1, { fields: 4, fieldSize: 1024 }));
    licences.post(
      '/providers/me/verification/',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary: 'Send my licence details and document for staff to verify',
          description: 'Refused (409) while a submission waits for review, or once verified.',
          form: licenceForm,
          response: { 201: providerOwnSchema, 400: badRequestBody, 409: errorBody, 413: badRequestBody, 415: badRequestBody, ...signedIn },
        },
      },
      async (request, reply) => {
        await service.own(request.user!.id);
        const upload = await readPrivateUpload(request, { takes: (field) => field === 'document', maxFiles: 1 });
        return reply.code(201).send(await service.submitVerification(request.user!.id, upload));
      },
    );
  });
};

export default providersRoutes;
