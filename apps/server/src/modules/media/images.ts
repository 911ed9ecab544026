import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../lib/media-urls';

/** Decoding stops past this many pixels (≈ 48 MP): a tiny compressed file must not expand into gigabytes. */
export const MAX_INPUT_PIXELS = 48_000_000;

// One libvips thread per photo: how many photos are worked at once is the photo-variants job's
// concurrency (IMAGE_CONCURRENCY, decision 031), so that many cores at most go to photos.
sharp.concurrency(1);

/** Why a photo is not stored: not an image sharp decodes, or more pixels than MAX_INPUT_PIXELS. */
export class ImageRejected extends Error {
  constructor(readonly code: 'image_invalid' | 'image_too_many_pixels') {
    super(code);
  }
}

/**
 * A photo's upright size from its header alone (nothing is decoded, so it is cheap enough for a
 * request): EXIF orientations 5–8 turn it a quarter. Throws ImageRejected for a file sharp cannot
 * read or one that declares more pixels than the limit (a small file that would expand into gigabytes).
 */
export async function inspectImage(input: Buffer): Promise<{ width: number; height: number }> {
  const { width, height, orientation } = await sharp(input)
    .metadata()
    .catch(() => ({ width: 0, height: 0, orientation: undefined }));
  if (!width || !height) throw new ImageRejected('image_invalid');
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejected('image_too_many_pixels');
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
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
