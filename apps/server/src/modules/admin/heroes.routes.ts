import multipart from '@fastify/multipart';
import { HERO_PAGES, heroSchema, z } from '@manara/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody } from '../../http/responses';
import { denied } from '../../http/staff-only';
import { multipartOptions } from '../media';
import { heroSaveForm, readHeroUpload } from './hero-upload';

/** /admin/heroes/: the page heroes' texts and background media (heroes/heroes.service.ts). */
const heroesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.heroes;

  // Hero media come as multipart (a picture up to 15 MB, a video up to 50 MB: hero-upload.ts).
  await app.register(multipart, multipartOptions('hero', { fields: 20, fieldSize: 4096 }));
  app.get(
    '/admin/heroes/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The seven page heroes (null for a page without content yet)',
        response: { 200: z.array(z.object({ page: z.enum(HERO_PAGES), hero: heroSchema.nullable() })), ...denied },
      },
    },
    async () => service.all(),
  );
  app.put(
    '/admin/heroes/:page/',
    {
      schema: {
        tags: ['admin'],
        summary: "Create or replace a page's hero: texts in both languages, the home call to action, a background picture and video",
        description: 'remove_image / remove_video drop the stored picture or video.',
        form: heroSaveForm,
        params: z.object({ page: z.enum(HERO_PAGES, { error: 'invalid_choice' }) }),
        response: { 200: heroSchema, 400: badRequestBody, 413: badRequestBody, 415: badRequestBody, ...denied },
      },
    },
    async (request) => {
      return service.save(request.user!, request.params.page, await readHeroUpload(request, app.storage));
    },
  );
};

export default heroesRoutes;
