import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, MEDIA_LIMITS, VIDEO_TYPES, videoExtension, type VideoType } from '@manara/shared';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { readFilePart } from '../../../http/multipart';
import { AppError } from '../../../lib/errors';

export interface UploadedVideo {
  data: Buffer;
  mime: VideoType;
  ext: string;
}

export interface ListingUpload {
  /** Text fields as sent (validated afterwards with the shared schema). */
  fields: Record<string, string>;
  /** Photos in the order of their field names (image_0, image_1, …). */
  images: Buffer[];
  video: UploadedVideo | null;
}

/**
 * Reads a listing's multipart form while it streams in: at most `imageAllowance` photos (image_0 …
 * image_9), each an image by its bytes and under 15 MB; one MP4/MOV/WebM video under 50 MB (the rules of `@manara/shared/media`). Over a limit
 * the request is refused at once (413 for size, 415 for type, 400 for too many photos) with the error
 * on the `images` or `video` field. JSON bodies (edits without files) pass through as fields.
 */
export async function readListingUpload(
  request: FastifyRequest,
  imageAllowance: number = MEDIA_LIMITS.listing.images,
): Promise<ListingUpload> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { fields: body as Record<string, string>, images: [], video: null };
  }
  const fields: Record<string, string> = {};
  const images: { index: number; data: Buffer }[] = [];
  let video: UploadedVideo | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const imageIndex = /^image_(\d{1,2})$/.exec(part.fieldname);
    if (imageIndex) {
      if (images.length >= imageAllowance) {
        part.file.resume();
        throw AppError.field('images', 'too_many_images');
      }
      const data = await readFilePart(part, MAX_IMAGE_BYTES, 'image_too_large', 'images');
      const type = await fileTypeFromBuffer(data);
      if (!type || !(type.mime in IMAGE_TYPES)) throw new AppError(415, 'unsupported_media_type', { images: ['image_invalid'] });
      images.push({ index: Number(imageIndex[1]), data });
    } else if (part.fieldname === 'video') {
      if (video) {
        part.file.resume();
        throw AppError.field('video', 'video_invalid');
      }
      const data = await readFilePart(part, MAX_VIDEO_BYTES, 'video_too_large', 'video');
      const type = await fileTypeFromBuffer(data);
      if (type && type.mime in VIDEO_TYPES) video = { data, mime: type.mime as VideoType, ext: videoExtension(type.mime as VideoType) };
      else throw new AppError(415, 'unsupported_media_type', { video: ['video_invalid'] });
    } else {
      part.file.resume();
      throw AppError.field(part.fieldname, 'unknown_field');
    }
  }
  return { fields, images: images.sort((a, b) => a.index - b.index).map((i) => i.data), video };
}
