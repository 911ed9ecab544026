import { videoExtension, type ImageType, type VideoType } from '@manara/shared';
import { AppError } from '../../lib/errors';
import { variantKey } from '../../lib/media-urls';
import { newMediaKey, type MediaStorage } from '../../platform/storage';
import { ImageRejected, inspectImage, processImage, verifyDecodes } from './images';

/**
 * The one set of media steps, for listings, projects and heroes alike: a photo's original is stored
 * as sent (private, never served: it still carries the camera's metadata) and its row says it has no
 * variants yet; the photo-variants job turns it upright into WebP variants and fills the row in. A
 * video is stored as it arrives. Files are written before the rows that name them are committed;
 * whatever a failure or a crash leaves unreferenced, the media sweep removes (decision 030).
 */

/** A stored media file's row (a listing's or a project's photo or video), before its place and caption. */
export interface MediaFileRow {
  mediaType: 'image' | 'video';
  storageKey: string;
  /** The WebP widths made so far: none until the photo-variants job has run (videos: none ever). */
  widths: number[];
  width: number | null;
  height: number | null;
  bytes: number;
  mimeType: string;
}

/** Where a photo's original lives: a folder the media route does not serve. */
export const ORIGINALS = 'originals';
export const originalKey = (key: string) => `${ORIGINALS}/${key}`;

/** Every stored file of a media row: a photo's original and variants, or the video. */
export function filesOf(m: { mediaType: 'image' | 'video'; storageKey: string; widths: number[] }): string[] {
  return m.mediaType === 'image' ? [originalKey(m.storageKey), ...m.widths.map((w) => variantKey(m.storageKey, w))] : [m.storageKey];
}

/** Deletes files after the rows naming them are gone; a failure leaves them to the media sweep. */
export async function removeFiles(storage: MediaStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((k) => storage.remove(k).catch(() => {})));
}

/**
 * A photo sent in a form's `field`: its header checked (a refusal is that field's translated error: 413
 * for too many pixels, 415 for anything that is not a photo we take), decoded once to be sure it decodes
 * to the end (400 `image_damaged` for a truncated or corrupt one), then stored as sent.
 */
export async function storeImage(
  storage: MediaStorage,
  folder: string,
  data: Buffer,
  mime: ImageType,
  field: string,
): Promise<MediaFileRow> {
  let size: { width: number; height: number };
  try {
    size = await inspectImage(data);
  } catch (err) {
    if (err instanceof ImageRejected && err.code === 'image_too_many_pixels') {
      throw new AppError(413, 'payload_too_large', { [field]: ['image_too_many_pixels'] });
    }
    throw new AppError(415, 'unsupported_media_type', { [field]: ['image_invalid'] });
  }
  await verifyDecodes(data).catch(() => {
    throw AppError.field(field, 'image_damaged');
  });
  const key = newMediaKey(folder);
  const bytes = await storage.write(originalKey(key), data);
  return { mediaType: 'image', storageKey: key, widths: [], ...size, bytes, mimeType: mime };
}

/** A video stored under a new key (with its type's extension) as it arrives. */
export async function storeVideo(
  storage: MediaStorage,
  folder: string,
  body: AsyncIterable<Buffer>,
  mime: VideoType,
): Promise<MediaFileRow> {
  const key = `${newMediaKey(folder)}.${videoExtension(mime)}`;
  const bytes = await storage.write(key, body);
  return { mediaType: 'video', storageKey: key, widths: [], width: null, height: null, bytes, mimeType: mime };
}

/** What the variants of a photo add to its row. */
export interface Variants {
  widths: number[];
  width: number;
  height: number;
  bytes: number;
  mimeType: 'image/webp';
}

/**
 * Makes a stored photo's WebP variants from its original and writes them (under keys derived from
 * `key`, each written whole or not at all, so doing it again — after a crash half-way — overwrites
 * the same files). Throws ImageRejected for an original that does not decode. How many run at once
 * is the photo-variants job's concurrency (IMAGE_CONCURRENCY, decision 031).
 */
export async function makeVariants(storage: MediaStorage, key: string): Promise<Variants> {
  const original = await storage.read(originalKey(key));
  const image = await processImage(original);
  for (const v of image.variants) await storage.write(variantKey(key, v.width), v.data);
  return {
    widths: image.variants.map((v) => v.width),
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    mimeType: 'image/webp',
  };
}
