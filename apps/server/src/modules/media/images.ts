import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../lib/media-urls';

/** Decoding stops past this many pixels (≈ 48 MP): a tiny compressed file must not expand into gigabytes. */
export const MAX_INPUT_PIXELS = 48_000_000;

// One libvips thread per photo: how many photos are worked at once is the photo-variants job's
// concurrency (IMAGE_CONCURRENCY, decision 031), so that many cores at most go to photos.
sharp.concurrency(1);

/** Why a photo is not stored: not an image sharp reads, more pixels than MAX_INPUT_PIXELS, or it does not decode to the end. */
export class ImageRejected extends Error {
  constructor(readonly code: 'image_invalid' | 'image_too_many_pixels' | 'image_damaged') {
    super(code);
  }
}

/**
 * A photo's upright size from its header alone (nothing is decoded, so it is cheap enough for a
 * request): EXIF orientations 5–8 turn it a quarter. Throws ImageRejected for a file sharp cannot
 * read or one that declares more pixels than the limit (a small file that would expand into gigabytes).
 */
export async function inspectImage(input: Buffer): Promise<{ width: number; height: number }> {
  // No pixel limit for the header alone: with sharp's own (268 MP) a bigger bomb read as "not an image".
  const { width, height, orientation } = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0, orientation: undefined }));
  if (!width || !height) throw new ImageRejected('image_invalid');
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejected('image_too_many_pixels');
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Decodes the whole photo once, as the photo job will (`failOn: 'error'`), but small: JPEG and WebP
 * decode at an eighth of their size, so a 12 MP photo takes a few hundred ms on one thread. A truncated or
 * corrupt file is refused in the request (ImageRejected `image_damaged`) instead of being accepted and
 * then dropped by the job. Call after inspectImage (the pixel limit).
 */
export async function verifyDecodes(input: Buffer): Promise<void> {
  try {
    await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw new ImageRejected('image_damaged');
  }
}

export interface ProcessedImage {
  /** WebP variants, widest last; widths never exceed the original's. */
  variants: { width: number; data: Buffer }[];
  width: number;
  height: number;
  bytes: number;
}

/**
 * A photo as the site shows it: turned upright (EXIF orientation applied), re-encoded to WebP at the
 * listing widths, with every piece of metadata (GPS position, camera, owner) dropped — sharp writes
 * none unless asked. The heavy step: the photo-variants job runs it (decision 031). Throws
 * ImageRejected.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  await inspectImage(input);
  try {
    return await encodeVariants(input);
  } catch {
    throw new ImageRejected('image_invalid');
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
  // One width after the other: a photo keeps to one thread (the libuv pool would run them side by side).
  const variants: { width: number; data: Buffer }[] = [];
  for (const width of widths) {
    variants.push({
      width,
      data: await sharp(upright, raw).resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 3 }).toBuffer(),
    });
  }
  return { variants, width: info.width, height: info.height, bytes: variants.reduce((n, v) => n + v.data.length, 0) };
}
