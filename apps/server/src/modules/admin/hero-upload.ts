import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, VIDEO_TYPES, videoExtension, type VideoType } from '@manara/shared';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { readFilePart } from '../../http/multipart';
import { AppError } from '../../lib/errors';

/** A hero's background video, its type read from the bytes. */
export interface HeroVideo {
  data: Buffer;
  ext: string;
}

export interface HeroUpload {
  fields: Record<string, string>;
  image: Buffer | null;
  video: HeroVideo | null;
}

/**
 * Reads the hero editor's form while it streams in: text fields, at most one `background_image`
 * (15 MB; decoded later, so anything sharp cannot read is refused) and one `background_video` (MP4, MOV or
 * WebM by its bytes, 50 MB). Over a limit the request stops at once with 413 on that field; a video of
 * another type is 415. JSON bodies (texts only) pass through as fields.
 */
export async function readHeroUpload(request: FastifyRequest): Promise<HeroUpload> {
  if (!request.isMultipart()) return { fields: { ...(request.body as Record<string, string>) }, image: null, video: null };
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  let video: HeroVideo | null = null;
  for await (const part of request.parts({ limits: { fileSize: MAX_VIDEO_BYTES, files: 2 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
    } else if (part.fieldname === 'background_image' && !image) {
      image = await readFilePart(part, MAX_IMAGE_BYTES, 'image_too_large', 'background_image');
    } else if (part.fieldname === 'background_video' && !video) {
      const data = await readFilePart(part, MAX_VIDEO_BYTES, 'video_too_large', 'background_video');
      const type = await fileTypeFromBuffer(data);
      if (type && type.mime in VIDEO_TYPES) video = { data, ext: videoExtension(type.mime as VideoType) };
      else throw new AppError(415, 'unsupported_media_type', { background_video: ['video_invalid'] });
    } else {
      part.file.resume();
      throw AppError.field(part.fieldname, 'unknown_field');
    }
  }
  return { fields, image, video };
}
