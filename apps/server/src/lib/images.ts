import sharp from 'sharp';
import { IMAGE_WIDTHS } from './media-urls';

/** Decoding stops past this many pixels (≈ 48 MP): a tiny compressed file must not expand into gigabytes. */
export const MAX_INPUT_PIXELS = 48_000_000;

export interface ProcessedImage {
  /** WebP variants, widest last; widths never exceed the original's. */
  variants: { width: number; data: Buffer }[];
  width: number;
  height: number;
  bytes: number;
}

/**
 * An uploaded photo as the site stores it: turned upright (EXIF orientation applied), re-encoded to
 * WebP at the listing widths, with every piece of metadata (GPS position, camera, owner) dropped —
 * sharp writes none unless asked. Throws on anything sharp cannot decode.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
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
