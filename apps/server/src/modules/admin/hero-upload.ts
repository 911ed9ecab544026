import { heroWriteRequest } from '@manara/shared';
import type { FastifyRequest } from 'fastify';
import type { MediaStorage } from '../../platform/storage';
import { readUpload, uploadForm, type Upload, type UploadSpec } from '../media';

/** The hero editor's form: one `background_image` and one `background_video`, each refused on its own field. */
const heroForm: UploadSpec = {
  owner: 'hero',
  folder: 'heroes',
  file: (name) =>
    name === 'background_image'
      ? { kind: 'image', errorField: name }
      : name === 'background_video'
        ? { kind: 'video', errorField: name }
        : null,
};

/** The hero editor's request body, for the API document. */
export const heroSaveForm = uploadForm(heroForm, heroWriteRequest, ['background_image', 'background_video']);

/** Reads the hero editor's form (multipart, or JSON with texts only) through the media reader. */
export function readHeroUpload(request: FastifyRequest, storage: MediaStorage): Promise<Upload> {
  return readUpload(request, storage, heroForm);
}
