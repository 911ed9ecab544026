import sharp from 'sharp';
import { AppError } from './errors';
import { IMAGE_WIDTHS, variantKey } from './media-urls';
import { newMediaKey, type MediaStorage, type StagedFile } from './storage';

/** Decoding stops past this many pixels (≈ 48 MP): a tiny compressed file must not expand into gigabytes. */
export const MAX_INPUT_PIXELS = 48_000_000;

export interface ProcessedImage {
  /** WebP variants, widest last; widths never exceed the original's. */
  variants: { width: number; data: Buffer }[];
  width: number;
  height: number;
  bytes: number;
}

/** Why an upload is not stored: not an image sharp decodes, or more pixels than MAX_INPUT_PIXELS. */
export class ImageRejected extends Error {
  constructor(readonly code: 'image_invalid' | 'image_too_many_pixels') {
    super(code);
  }
}

/**
 * An uploaded photo as the site stores it: turned upright (EXIF orientation applied), re-encoded to
 * WebP at the listing widths, with every piece of metadata (GPS position, camera, owner) dropped —
 * sharp writes none unless asked. Throws ImageRejected: a file whose header declares more pixels than
 * the limit (a small file that would expand into gigabytes) is refused before anything is decoded.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const { width, height } = await sharp(input)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (!width || !height) throw new ImageRejected('image_invalid');
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejected('image_too_many_pixels');
  try {
    return await encodeVariants(input);
  } catch {
    throw new ImageRejected('image_invalid');
  }
}

/**
 * processImage for a file sent in a form's `field`: a refusal becomes that field's translated error
 * (413 for too many pixels, 415 for anything that is not a photo we take).
 */
export async function processUploadedImage(input: Buffer, field: string): Promise<ProcessedImage> {
  try {
    return await processImage(input);
  } catch (err) {
    if (err instanceof ImageRejected && err.code === 'image_too_many_pixels') {
      throw new AppError(413, 'payload_too_large', { [field]: ['image_too_many_pixels'] });
    }
    throw new AppError(415, 'unsupported_media_type', { [field]: ['image_invalid'] });
  }
}

async function encodeVariants(input: Buffer): Promise<ProcessedImage> {
  // Decoded once, upright, to raw pixels; each width is encoded from those.
  const { data: upright, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = IMAGE_WIDTHS.filter((w) => w <= info.width);
  if (widths.length === 0) widths.push(info.width);
  const variants = await Promise.all(
    widths.map(async (width) => ({
      width,
      data: await sharp(upright, raw).resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 3 }).toBuffer(),
    })),
  );
  return { variants, width: info.width, height: info.height, bytes: variants.reduce((n, v) => n + v.data.length, 0) };
}

/** A stored media file's row (a listing's or a project's photo or video), before its place and caption. */
export interface MediaFileRow {
  mediaType: 'image' | 'video';
  storageKey: string;
  widths: number[];
  width: number | null;
  height: number | null;
  bytes: number;
  mimeType: string;
}

/** Staged files (publish them once the row is committed, discard them otherwise) and the row to insert. */
export interface StagedMedia {
  files: StagedFile[];
  row: MediaFileRow;
}

/** Stages a processed photo's WebP variants under a new key in `folder` (all of them, or none). */
export async function stageImage(storage: MediaStorage, folder: string, image: ProcessedImage): Promise<StagedMedia> {
  const key = newMediaKey(folder);
  const files: StagedFile[] = [];
  try {
    for (const v of image.variants) files.push(await storage.stage(variantKey(key, v.width), v.data));
  } catch (error) {
    await Promise.all(files.map((f) => f.discard()));
    throw error;
  }
  return {
    files,
    row: {
      mediaType: 'image',
      storageKey: key,
      widths: image.variants.map((v) => v.width),
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      mimeType: 'image/webp',
    },
  };
}

/** Stages a video as it was sent under a new key in `folder` (with its extension). */
export async function stageVideo(
  storage: MediaStorage,
  folder: string,
  video: { data: Buffer; ext: string; mime: string },
): Promise<StagedMedia> {
  const key = `${newMediaKey(folder)}.${video.ext}`;
  const file = await storage.stage(key, video.data);
  return {
    files: [file],
    row: { mediaType: 'video', storageKey: key, widths: [], width: null, height: null, bytes: video.data.length, mimeType: video.mime },
  };
}
