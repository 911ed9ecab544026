import {
  HERO_PAGES,
  heroSchema,
  heroWriteRequest,
  offeringSchema,
  offeringUpdateRequest,
  offeringWriteRequest,
  adminUserListQuery,
  adminUserSchema,
  adminUserUpdate,
  contactMessageSchema,
  inboxReadRequest,
  adminPropertyListQuery,
  adminPropertySchema,
  auditEntrySchema,
  errorBody,
  idParam,
  paginated,
  paginationQuery,
  rejectRequest,
  z,
} from '@manara/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseFields } from '../../lib/errors';
import { readHeroUpload } from './hero-upload';
import type { AuthUser } from '../../plugins/auth';
import { pageLinks } from '../../http/paging';
import { badRequestBody } from '../../http/responses';
import { denied, staffOnly } from '../../http/staff-only';

/** /admin/: staff only (401 signed out, 403 for everyone else), rights checked against the user row. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admin;
  staffOnly(app);

  app.get(
    '/admin/properties/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every listing, newest first, by status and searched by title or owner',
        querystring: adminPropertyListQuery,
        response: { 200: paginated(adminPropertySchema), 400: badRequestBody, ...denied },
      },
    },
    async (request) => {
      const { count, results } = await service.listings(request.query);
      return { count, ...pageLinks(request.url, request.query.page, request.query.page_size, count), results };
    },
  );

  const action = (path: string, summary: string, run: (user: AuthUser, id: number, body: unknown) => Promise<void>, body?: z.ZodType) =>
    app.post(
      path,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: idParam,
          ...(body ? { body } : {}),
          response: { 204: z.null(), 400: badRequestBody, 404: errorBody, ...denied },
        },
      },
      async (request, reply) => {
        await run(request.user!, (request.params as { id: number }).id, request.body);
        return reply.code(204).send(null);
      },
    );

  action('/admin/properties/:id/approve/', 'Approve a listing: public at once, publication time set', (user, id) =>
    service.approve(user, id),
  );
  action(
    '/admin/properties/:id/reject/',
    'Reject a listing with a reason the owner sees',
    (user, id, body) => service.reject(user, id, (body as { reason: string }).reason),
    rejectRequest,
  );
  action('/admin/properties/:id/hide/', 'Take a listing off the public pages (back to review)', (user, id) => service.hide(user, id));

  app.get(
    '/admin/users/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first, searched by e-mail or name',
        querystring: adminUserListQuery,
        response: { 200: paginated(adminUserSchema), 400: badRequestBody, ...denied },
      },
    },
    async (request) => {
      const { search, page, page_size } = request.query;
      const { count, results } = await service.users(search, page, page_size);
      return { count, ...pageLinks(request.url, page, page_size, count), results };
    },
  );

  app.patch(
    '/admin/users/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Make or unmake staff; deactivate (ends their sessions) or reactivate. The last staff account keeps its access.',
        params: idParam,
        body: adminUserUpdate,
        response: { 200: adminUserSchema, 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request) => service.updateUser(request.user!, request.params.id, request.body),
  );

  app.get(
    '/admin/contact-messages/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages from the contact page, unread first',
        querystring: paginationQuery,
        response: { 200: paginated(contactMessageSchema), 400: badRequestBody, ...denied },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { count, results } = await service.contactMessages(page, page_size);
      return { count, ...pageLinks(request.url, page, page_size, count), results };
    },
  );

  app.patch(
    '/admin/contact-messages/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message read or unread',
        params: idParam,
        body: inboxReadRequest,
        response: { 204: z.null(), 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request, reply) => {
      await service.markContactMessage(request.params.id, request.body.read);
      return reply.code(204).send(null);
    },
  );

  // Hero media come as multipart (a picture up to 15 MB, a video up to 50 MB: hero-upload.ts).
  await app.register(multipart, { limits: { fileSize: 15 * 1024 * 1024, files: 1, fields: 20, fieldSize: 4096 } });
  const heroes = app.services.heroes;
  app.get(
    '/admin/heroes/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The seven page heroes (null for a page without content yet)',
        response: { 200: z.array(z.object({ page: z.enum(HERO_PAGES), hero: heroSchema.nullable() })), ...denied },
      },
    },
    async () => heroes.all(),
  );
  app.put(
    '/admin/heroes/:page/',
    {
      schema: {
        tags: ['admin'],
        summary: "Create or replace a page's hero: texts in both languages, the home call to action, a background picture and video",
        description:
          'multipart/form-data with the text fields, an optional background_image file (15 MB) and background_video (MP4 or WebM, 50 MB), or JSON; remove_image=true / remove_video=true drop them.',
        params: z.object({ page: z.enum(HERO_PAGES, { error: 'invalid_choice' }) }),
        response: { 200: heroSchema, 400: badRequestBody, 413: badRequestBody, 415: badRequestBody, ...denied },
      },
    },
    async (request) => {
      const { fields, image, video } = await readHeroUpload(request);
      return heroes.save(request.user!, request.params.page, parseFields(heroWriteRequest, fields), image, video);
    },
  );

  const content = app.services.content;
  app.get(
    '/admin/offerings/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every finance offering, active or not, in order',
        response: { 200: z.array(offeringSchema), ...denied },
      },
    },
    async () => content.offerings(false),
  );
  app.post(
    '/admin/offerings/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a finance offering',
        body: offeringWriteRequest,
        response: { 201: offeringSchema, 400: badRequestBody, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await content.createOffering(request.user!, request.body)),
  );
  app.patch(
    '/admin/offerings/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit, activate or deactivate, or reorder a finance offering',
        params: idParam,
        body: offeringUpdateRequest,
        response: { 200: offeringSchema, 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request) => content.updateOffering(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/admin/offerings/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a finance offering',
        params: idParam,
        response: { 204: z.null(), 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request, reply) => {
      await content.deleteOffering(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/audit-log/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every staff action: who, what, when, with before and after where useful',
        querystring: paginationQuery,
        response: { 200: paginated(auditEntrySchema), 400: badRequestBody, ...denied },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { count, results } = await service.auditLog(page, page_size);
      return { count, ...pageLinks(request.url, page, page_size, count), results };
    },
  );
};

export default adminRoutes;
