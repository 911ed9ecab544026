import type { FastifyMultipartOptions, Multipart, MultipartFile } from '@fastify/multipart';
import {
  MAX_VIDEO_BYTES,
  MEDIA_LIMITS,
  maxMediaBytes,
  mediaKindOfType,
  type ImageType,
  type MediaKind,
  type MediaOwner,
  type VideoType,
} from '@manara/shared';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors';
import { IMAGE_WIDTHS } from '../../lib/media-urls';
import type { MediaStorage } from '../../platform/storage';
import { filesOf, removeFiles, storeImage, storeVideo, type MediaFileRow } from './media';

/** Bytes file-type reads to recognise a format. */
const SNIFF_BYTES = 4100;

/** What a form's file field takes. */
export interface FileRule {
  /** The one kind this field takes; any accepted kind when unset (the bytes decide). */
  kind?: MediaKind;
  /** The field a refusal is reported on (`images`, `media`, `background_video`…). */
  errorField: string;
}

export interface UploadSpec {
  /** Whose files these are: its counts (MEDIA_LIMITS) apply to one request. */
  owner: MediaOwner;
  /** Storage folder of the owner's files. */
  folder: string;
  /** The rule of a file field, or null for a field this form does not take (400 unknown_field). */
  file(fieldname: string): FileRule | null;
  /** Photos this request may add when fewer than the owner's limit are left (a listing edit). */
  imageAllowance?: number;
}

export interface UploadedFile {
  /** The multipart field it came in. */
  field: string;
  row: MediaFileRow;
}

export interface Upload {
  /** Text fields as sent (validated afterwards with the shared schemas); JSON bodies pass through. */
  fields: Record<string, unknown>;
  /** Files stored while the request streamed in, in the order they came. */
  files: UploadedFile[];
  /** Deletes the stored files: call it when the save that would reference them fails. */
  discard(): Promise<void>;
}

/**
 * @fastify/multipart limits for an owner's form: parts are counted while they stream in, and no file
 * may pass the largest size at all (each kind's own size is checked by readUpload).
 */
export function multipartOptions(owner: MediaOwner, text: { fields: number; fieldSize: number }): FastifyMultipartOptions {
  const files = MEDIA_LIMITS[owner].images + MEDIA_LIMITS[owner].videos;
  return { limits: { fileSize: MAX_VIDEO_BYTES + 1, files, fields: text.fields, fieldSize: text.fieldSize, parts: files + text.fields } };
}

/**
 * A multipart error from the parser: limits it counts keep their own status (413); anything else it
 * throws (no boundary, an empty one, a body cut short) is a malformed form, the client's fault.
 */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500 && status !== 406) return error;
  return new AppError(400, 'malformed_multipart');
}
const parsing = <T>(step: () => Promise<T>): Promise<T> =>
  step().catch((error: unknown) => {
    throw multipartError(error);
  });

/**
 * Reads a media form while it streams in, for every upload route. Each file's type is recognised from
 * its first bytes (never its name or the browser's claim) and refused at once if it is not one this
 * field takes (415); past the owner's counts it is refused (400), past its kind's size the moment it
 * passes it (413). A photo (15 MB at most) is held only until it is stored; a video goes to storage as
 * it arrives. A malformed form is a 400 `malformed_multipart`. On any failure the files stored so far
 * are deleted before the error goes on.
 */
export async function readUpload(request: FastifyRequest, storage: MediaStorage, spec: UploadSpec): Promise<Upload> {
  const files: UploadedFile[] = [];
  // Every width a photo may have been given by then, whatever its row says.
  const discard = () =>
    removeFiles(
      storage,
      files.flatMap((f) => filesOf({ ...f.row, widths: IMAGE_WIDTHS })),
    );
  if (!request.isMultipart()) return { fields: { ...((request.body ?? {}) as Record<string, unknown>) }, files, discard };
  const fields: Record<string, unknown> = {};
  const counts = { image: 0, video: 0 };
  const allowance = { image: spec.imageAllowance ?? MEDIA_LIMITS[spec.owner].images, video: MEDIA_LIMITS[spec.owner].videos };
  try {
    const parts = await parsing(async () => request.parts()[Symbol.asyncIterator]());
    for (;;) {
      const next = await parsing(() => parts.next());
      if (next.done) break;
      const part: Multipart = next.value;
      if (part.type === 'field') {
        // A part sent as application/json (the API document's encoding of JSON lists) arrives parsed.
        if (part.value !== undefined) fields[part.fieldname] = part.value;
        continue;
      }
      const rule = spec.file(part.fieldname);
      if (!rule || files.some((f) => f.field === part.fieldname)) {
        part.file.resume();
        throw AppError.field(part.fieldname, 'unknown_field');
      }
      const row = await readFile(part, rule, storage, spec.folder, (kind) => ++counts[kind] <= allowance[kind]);
      files.push({ field: part.fieldname, row });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, files, discard };
}

async function readFile(
  part: MultipartFile,
  rule: FileRule,
  storage: MediaStorage,
  folder: string,
  room: (kind: MediaKind) => boolean,
): Promise<MediaFileRow> {
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const refuse = (error: AppError) => {
    part.file.resume();
    return error;
  };
  const head: Buffer[] = [];
  let headSize = 0;
  while (headSize < SNIFF_BYTES) {
    const next = await parsing(() => chunks.next());
    if (next.done) break;
    head.push(next.value);
    headSize += next.value.length;
  }
  const found = await fileTypeFromBuffer(Buffer.concat(head));
  const kind = found ? mediaKindOfType(found.mime) : null;
  if (!kind || (rule.kind && kind !== rule.kind)) {
    const expected = rule.kind ?? (found?.mime.startsWith('video/') ? 'video' : 'image');
    throw refuse(new AppError(415, 'unsupported_media_type', { [rule.errorField]: [`${expected}_invalid`] }));
  }
  if (!room(kind)) throw refuse(AppError.field(rule.errorField, kind === 'image' ? 'too_many_images' : 'too_many_videos'));

  const max = maxMediaBytes(kind);
  const tooLarge = () =>
    refuse(new AppError(413, 'payload_too_large', { [rule.errorField]: [kind === 'image' ? 'image_too_large' : 'video_too_large'] }));
  // The file's bytes as they arrive, refused the moment they pass the kind's size.
  let size = 0;
  const counted = (chunk: Buffer) => {
    size += chunk.length;
    if (size > max) throw tooLarge();
    return chunk;
  };
  async function* body(): AsyncGenerator<Buffer> {
    for (const chunk of head) yield counted(chunk);
    for (;;) {
      const next = await parsing(() => chunks.next());
      if (next.done) break;
      yield counted(next.value);
    }
    if (part.file.truncated) throw tooLarge();
  }
  if (kind === 'video') return storeVideo(storage, folder, body(), found!.mime as VideoType);
  const data: Buffer[] = [];
  for await (const chunk of body()) data.push(chunk);
  return storeImage(storage, folder, Buffer.concat(data), found!.mime as ImageType, rule.errorField);
}
