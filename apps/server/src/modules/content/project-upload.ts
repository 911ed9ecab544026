import type { MultipartFile } from '@fastify/multipart';
import { MEDIA_LIMITS, maxMediaBytes, mediaKindOfType, videoExtension, type MediaKind, type VideoType } from '@manara/shared';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors';
import { processUploadedImage, stageImage, stageVideo } from '../../lib/images';
import type { MediaStorage, StagedFile } from '../../lib/storage';
import type { NewProjectMedia } from './project-editor.repository';

/** Bytes file-type reads to recognise a format. */
const SNIFF_BYTES = 4100;

export interface StagedProjectMedia {
  /** The multipart field it came in (file_0 …), which the request's media list refers to. */
  field: string;
  row: Omit<NewProjectMedia, 'position' | 'captionAr' | 'captionEn'>;
}

export interface ProjectUpload {
  /** Text fields as sent (validated afterwards with the shared schema); JSON bodies pass through. */
  fields: Record<string, unknown>;
  files: StagedProjectMedia[];
  /** Files written under staging names: published after the database commits, discarded otherwise. */
  staged: StagedFile[];
}

const tooLarge = (kind: MediaKind) =>
  new AppError(413, 'payload_too_large', { media: [kind === 'image' ? 'image_too_large' : 'video_too_large'] });

/**
 * Reads one file part while it streams in: its type is recognised from the first bytes (anything but a
 * photo or an MP4/MOV/WebM video is refused with 415 before the rest arrives), then it is refused with
 * 413 as soon as it passes its kind's limit (15 MB a photo, 50 MB a video).
 */
async function readFile(
  part: MultipartFile,
): Promise<{ kind: 'image'; data: Buffer } | { kind: 'video'; data: Buffer; mime: string; ext: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let type: { kind: MediaKind; mime: string } | null = null;
  const sniff = async () => {
    const found = await fileTypeFromBuffer(Buffer.concat(chunks));
    const kind = found ? mediaKindOfType(found.mime) : null;
    if (found && kind) return { kind, mime: found.mime };
    part.file.resume();
    throw new AppError(415, 'unsupported_media_type', {
      media: [found?.mime.startsWith('video/') ? 'video_invalid' : 'image_invalid'],
    });
  };
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    chunks.push(chunk as Buffer);
    if (!type && size >= SNIFF_BYTES) type = await sniff();
    if (type && size > maxMediaBytes(type.kind)) {
      part.file.resume();
      throw tooLarge(type.kind);
    }
  }
  type ??= await sniff();
  if (part.file.truncated) throw tooLarge(type.kind);
  const data = Buffer.concat(chunks);
  return type.kind === 'image'
    ? { kind: 'image', data }
    : { kind: 'video', data, mime: type.mime, ext: videoExtension(type.mime as VideoType) };
}

/**
 * Reads a project save (multipart, or JSON without files). Each file (file_0 … file_12) is checked and
 * staged as it arrives, so memory holds one file at a time: photos through the image pipeline (upright
 * WebP variants, no metadata), videos as sent. More than 10 photos or 3 videos in one request are
 * refused at once (400). Every file gets a new storage key. On any failure the staged files are
 * discarded before the error goes on.
 */
export async function readProjectUpload(request: FastifyRequest, storage: MediaStorage): Promise<ProjectUpload> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown>, files: [], staged: [] };
  const fields: Record<string, string> = {};
  const files: StagedProjectMedia[] = [];
  const staged: StagedFile[] = [];
  let images = 0;
  let videos = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (!/^file_\d{1,2}$/.test(part.fieldname) || files.some((f) => f.field === part.fieldname)) {
        part.file.resume();
        throw AppError.field(part.fieldname, 'unknown_field');
      }
      const file = await readFile(part);
      if (file.kind === 'image') {
        if (++images > MEDIA_LIMITS.project.images) throw AppError.field('media', 'too_many_images');
        const image = await processUploadedImage(file.data, 'media');
        const media = await stageImage(storage, 'projects', image);
        staged.push(...media.files);
        files.push({ field: part.fieldname, row: media.row });
      } else {
        if (++videos > MEDIA_LIMITS.project.videos) throw AppError.field('media', 'too_many_videos');
        const media = await stageVideo(storage, 'projects', file);
        staged.push(...media.files);
        files.push({ field: part.fieldname, row: media.row });
      }
    }
  } catch (error) {
    await Promise.all(staged.map((f) => f.discard()));
    throw error;
  }
  return { fields, files, staged };
}
