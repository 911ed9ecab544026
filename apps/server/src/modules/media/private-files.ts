import type { FastifyMultipartOptions, Multipart } from '@fastify/multipart';
import {
  isPrivateFileType,
  MAX_PDF_OBJECTS,
  MAX_PDF_PAGES,
  MAX_PRIVATE_FILE_BYTES,
  PRIVATE_FILE_TYPES,
  type PrivateFileType,
} from '@manara/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors';
import { newPrivateKey, type PrivateStorage } from '../../platform/storage';
import { inspectImage, verifyDecodes } from './images';

/**
 * The one checker of private files (decision 056): licence documents and consultation attachments.
 * A file is read into memory (10 MB at most, refused with 413 the moment it passes), recognised by
 * its bytes (PDF, JPEG or PNG; its name and the browser's type are ignored), then bounded: an image's
 * pixels by the media pipeline's own limit and a full decode, a PDF's pages and objects by counting
 * them, and a PDF that carries scripts, launch actions or embedded files is refused. Nothing is
 * stored until every file of a form passed.
 */

export interface PrivateFile {
  /** The multipart field it came in. */
  field: string;
  data: Buffer;
  mime: PrivateFileType;
}

export interface PrivateUpload {
  /** Text fields as sent (validated afterwards with the shared schemas). */
  fields: Record<string, unknown>;
  files: PrivateFile[];
}

export interface PrivateUploadSpec {
  /** Whether this form takes a file in `field`. */
  takes(field: string): boolean;
  /** Files one request may carry. */
  maxFiles: number;
}

/** @fastify/multipart limits for a form with private files: no part may pass the size at all. */
export function privateMultipartOptions(maxFiles: number, text: { fields: number; fieldSize: number }): FastifyMultipartOptions {
  return {
    limits: {
      fileSize: MAX_PRIVATE_FILE_BYTES + 1,
      files: maxFiles,
      fields: text.fields,
      fieldSize: text.fieldSize,
      parts: maxFiles + text.fields,
    },
  };
}

const malformed = (error: unknown): unknown => {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500 && status !== 406) return error;
  return new AppError(400, 'malformed_multipart');
};

/** Reads a multipart form with private files; every file checked (checkPrivateFile) before it returns. */
export async function readPrivateUpload(request: FastifyRequest, spec: PrivateUploadSpec): Promise<PrivateUpload> {
  const fields: Record<string, unknown> = {};
  const files: PrivateFile[] = [];
  if (!request.isMultipart()) return { fields: { ...((request.body ?? {}) as Record<string, unknown>) }, files };
  try {
    for await (const part of request.parts() as AsyncIterable<Multipart>) {
      if (part.type === 'field') {
        if (part.value !== undefined) fields[part.fieldname] = part.value;
        continue;
      }
      if (!spec.takes(part.fieldname) || files.length >= spec.maxFiles) {
        part.file.resume();
        throw AppError.field(part.fieldname, files.length >= spec.maxFiles ? 'too_big' : 'unknown_field');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_PRIVATE_FILE_BYTES) {
          part.file.resume();
          throw new AppError(413, 'payload_too_large', { [part.fieldname]: ['private_file_too_large'] });
        }
        chunks.push(chunk);
      }
      if (part.file.truncated) throw new AppError(413, 'payload_too_large', { [part.fieldname]: ['private_file_too_large'] });
      const data = Buffer.concat(chunks);
      files.push({ field: part.fieldname, data, mime: await checkPrivateFile(data, part.fieldname) });
    }
  } catch (error) {
    throw malformed(error);
  }
  return { fields, files };
}

/**
 * A private file's type from its bytes, once it passed the bounds; a refusal is `field`'s translated
 * error (415 not a type we take, 413 too large or too many pixels, 400 damaged or too complex).
 */
export async function checkPrivateFile(data: Buffer, field: string): Promise<PrivateFileType> {
  if (data.length > MAX_PRIVATE_FILE_BYTES) throw new AppError(413, 'payload_too_large', { [field]: ['private_file_too_large'] });
  const found = await fileTypeFromBuffer(data);
  if (!found || !isPrivateFileType(found.mime)) throw new AppError(415, 'unsupported_media_type', { [field]: ['private_file_invalid'] });
  if (found.mime === 'application/pdf') {
    if (!pdfWithinBounds(data)) throw AppError.field(field, 'private_file_damaged');
    return found.mime;
  }
  try {
    await inspectImage(data);
    await verifyDecodes(data);
  } catch {
    throw AppError.field(field, 'private_file_damaged');
  }
  return found.mime;
}

/** PDF names of content that acts when opened: scripts, launch actions, embedded files, forms with scripts. */
const ACTIVE_PDF = /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA|OpenAction\s*<<[^>]*\/S\s*\/(JavaScript|Launch))\b/;

/**
 * A PDF we keep: it ends like one (%%EOF), declares at most MAX_PDF_PAGES pages (page objects, and
 * every page tree's /Count) and MAX_PDF_OBJECTS objects (plain and in object streams), and nothing
 * active. Compressed object streams are not opened: their pages count through the page tree's /Count.
 */
export function pdfWithinBounds(data: Buffer): boolean {
  const text = data.toString('latin1');
  if (!text.startsWith('%PDF-') || !text.includes('%%EOF')) return false;
  if (ACTIVE_PDF.test(text)) return false;
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  const counts = [...text.matchAll(/\/Count\s+(\d{1,12})/g)].map((m) => Number(m[1]));
  if (pages > MAX_PDF_PAGES || counts.some((n) => n > MAX_PDF_PAGES)) return false;
  const objects = text.match(/\b\d{1,10}\s+\d{1,5}\s+obj\b/g)?.length ?? 0;
  const inStreams = [...text.matchAll(/\/Type\s*\/ObjStm\b[^>]*?\/N\s+(\d{1,12})|\/N\s+(\d{1,12})[^>]*?\/Type\s*\/ObjStm\b/g)].reduce(
    (sum, m) => sum + Number(m[1] ?? m[2]),
    0,
  );
  return objects + inStreams <= MAX_PDF_OBJECTS;
}

/** Stores a checked private file under a new key in `folder`; returns the key and its size. */
export async function storePrivateFile(
  storage: PrivateStorage,
  folder: string,
  file: PrivateFile,
): Promise<{ key: string; bytes: number }> {
  const key = newPrivateKey(folder);
  const bytes = await storage.write(key, file.data);
  return { key, bytes };
}

/**
 * Sends a private file to someone a route authorised: always as a download (never shown inline, so
 * a PDF's or an image's content cannot run in the site's origin), its type never sniffed, no cache
 * keeping it, and a sandbox in case a browser opens it anyway. `name` is the download's name without
 * an extension (the type's own is added).
 */
export async function sendPrivateFile(reply: FastifyReply, storage: PrivateStorage, file: { key: string; mime: string }, name: string) {
  const data = await storage.read(file.key).catch(() => null);
  if (!data) throw new AppError(404, 'not_found');
  const mime = isPrivateFileType(file.mime) ? file.mime : 'application/octet-stream';
  const extension = isPrivateFileType(mime) ? PRIVATE_FILE_TYPES[mime][0] : 'bin';
  const safe = name.replace(/[^\w-]+/g, '-').slice(0, 60) || 'file';
  return reply
    .header('content-type', mime)
    .header('content-disposition', `attachment; filename="${safe}.${extension}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(data);
}
