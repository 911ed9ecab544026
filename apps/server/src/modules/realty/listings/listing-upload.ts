import { MEDIA_LIMITS, propertyCreateRequest, propertyUpdateRequest } from '@manara/shared';
import type { FastifyRequest } from 'fastify';
import type { MediaStorage } from '../../../platform/storage';
import { numberedParts, readUpload, uploadForm, type MediaFileRow, type UploadedFile, type UploadSpec } from '../../media';

export interface ListingUpload {
  /** Text fields as sent (validated afterwards with the shared schema). */
  fields: Record<string, string>;
  /** Photos stored, with their field names, in the order of those names (image_0, image_1, …). */
  images: UploadedFile[];
  video: MediaFileRow | null;
  /** Deletes the stored files (the save failed). */
  discard(): Promise<void>;
}

/** A listing's form: photos image_0 … image_9 (errors on `images`) and one `video`. */
const listingForm: UploadSpec = {
  owner: 'listing',
  folder: 'properties',
  file: (name) =>
    /^image_\d{1,2}$/.test(name)
      ? { kind: 'image', errorField: 'images' }
      : name === 'video'
        ? { kind: 'video', errorField: 'video' }
        : null,
};

const listingParts = [...numberedParts('image_', MEDIA_LIMITS.listing.images), 'video'];
/** The request bodies of a submission and an edit, for the API document. */
export const listingCreateForm = uploadForm(listingForm, propertyCreateRequest, listingParts);
export const listingUpdateForm = uploadForm(listingForm, propertyUpdateRequest, listingParts);

/** Reads a listing's multipart form (or JSON without files) through the media reader. */
export async function readListingUpload(request: FastifyRequest, storage: MediaStorage): Promise<ListingUpload> {
  const upload = await readUpload(request, storage, listingForm);
  const index = (field: string) => Number(/\d+$/.exec(field)?.[0] ?? 0);
  const images = upload.files.filter((f) => f.row.mediaType === 'image').sort((a, b) => index(a.field) - index(b.field));
  return {
    fields: upload.fields as Record<string, string>,
    images,
    video: upload.files.find((f) => f.row.mediaType === 'video')?.row ?? null,
    discard: upload.discard,
  };
}
