import { MEDIA_LIMITS, projectWriteRequest } from '@manara/shared';
import type { FastifyRequest } from 'fastify';
import type { MediaStorage } from '../../platform/storage';
import { numberedParts, readUpload, uploadForm, type Upload, type UploadSpec } from '../media';

/** A project save's files: file_0 … file_12, photos or videos by their bytes (errors on `media`). */
const projectForm: UploadSpec = {
  owner: 'project',
  folder: 'projects',
  file: (name) => (/^file_\d{1,2}$/.test(name) ? { errorField: 'media' } : null),
};

/** A project save's request body, for the API document: file_0 … one part per photo or video it may hold. */
export const projectSaveForm = uploadForm(
  projectForm,
  projectWriteRequest,
  numberedParts('file_', MEDIA_LIMITS.project.images + MEDIA_LIMITS.project.videos),
);

/**
 * Reads a project save (multipart, or JSON without files) through the media reader; the request's
 * media list places each file by its field name.
 */
export function readProjectUpload(request: FastifyRequest, storage: MediaStorage): Promise<Upload> {
  return readUpload(request, storage, projectForm);
}
