import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../lib/errors';

/**
 * A file part of a multipart request read into memory, refused with 413 on `field` as soon as it
 * passes `max` bytes (the rest of the part is drained, not kept).
 */
export async function readFilePart(part: MultipartFile, max: number, tooLarge: 'image_too_large' | 'video_too_large', field: string) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > max) {
      part.file.resume();
      throw new AppError(413, 'payload_too_large', { [field]: [tooLarge] });
    }
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw new AppError(413, 'payload_too_large', { [field]: [tooLarge] });
  return Buffer.concat(chunks);
}
