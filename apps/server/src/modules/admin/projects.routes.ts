import multipart from '@fastify/multipart';
import { adminProjectCard, adminProjectListQuery, errorBody, idParam, paginated, projectDetail, z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectSaveForm, readProjectUpload } from '../content';
import { multipartOptions } from '../media';
import { pageResponse } from '../../http/paging';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';

const saveNote =
  '`media` lists, in display order, stored items by id and new files by part name (file_N), with captions (items left out are removed; without `media` the stored ones stay). The first photo is the thumbnail.';

/**
 * /admin/projects/: the staff editor for completed projects (rules: content/project-editor.service.ts).
 * Its upload limits (many files, videos up to 50 MB) stay in this plugin, apart from the heroes'
 * single picture.
 */
const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.projectEditor;
  // Limits while streaming: no file past 50 MB, no more files than a project may hold.
  await app.register(multipart, multipartOptions('project', { fields: 40, fieldSize: 64 * 1024 }));

  app.get(
    '/admin/projects/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every completed project, newest completion first, searched by title in Arabic or English',
        querystring: adminProjectListQuery,
        response: { 200: paginated(adminProjectCard), 400: badRequestBody, ...denied },
      },
    },
    async (request) => pageResponse(request, request.query, await service.list(request.query)),
  );

  app.get(
    '/admin/projects/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'A completed project with all its media (no view counted)',
        params: idParam,
        response: { 200: projectDetail, 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/admin/projects/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a completed project with its photos and videos',
        description: saveNote,
        form: projectSaveForm,
        response: { 201: projectDetail, 400: badRequestBody, 413: badRequestBody, 415: badRequestBody, ...denied },
      },
    },
    async (request, reply) => {
      const upload = await readProjectUpload(request, app.storage);
      return reply.code(201).send(await service.create(request.user!, upload));
    },
  );

  app.patch(
    '/admin/projects/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a completed project: any field, featured or not, and its media (add, captions, order, remove) in one save',
        description: saveNote,
        form: projectSaveForm,
        params: idParam,
        response: { 200: projectDetail, 400: badRequestBody, 404: errorBody, 413: badRequestBody, 415: badRequestBody, ...denied },
      },
    },
    async (request) => service.update(request.user!, request.params.id, await readProjectUpload(request, app.storage)),
  );

  app.delete(
    '/admin/projects/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a completed project with its media files',
        params: idParam,
        response: { 204: z.null(), 400: badRequestBody, 404: errorBody, ...denied },
      },
    },
    async (request, reply) => {
      await service.remove(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default projectsRoutes;
