import type { ImageRef } from '@manara/shared';

/**
 * Widths every listing photo is stored at (WebP): phones, cards and tablets, share previews (Open Graph
 * asks for 1200 px), and large screens.
 */
export const IMAGE_WIDTHS = [480, 960, 1200, 1600];

/** The width served as `url` / `file_url`: large enough for a card or a phone screen, small enough to be quick. */
export const DISPLAY_WIDTH = 960;

/** What turns a stored key into its public URL (platform/storage's MediaStorage is one). */
export interface MediaUrls {
  url(key: string): string;
}

export interface StoredImage {
  key: string;
  widths: number[];
  width: number | null;
  height: number | null;
}

/** A stored image's variant of one width is its key with this suffix (which a URL needs no escaping for). */
const variantSuffix = (width: number) => `-${width}.webp`;

/** Stored images are `<key>-<width>.webp` for every width in `widths`. */
export function variantKey(key: string, width: number): string {
  return key + variantSuffix(width);
}

/** The largest width ≤ 960, else the smallest there is. */
export function displayWidth(widths: number[]): number | undefined {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.filter((w) => w <= DISPLAY_WIDTH).pop() ?? sorted[0];
}

/**
 * Every URL the API gives for a stored image: one per stored width, in `widths`' order (`url` and
 * `srcset` use these). The key becomes a URL once per image, not once per width: the URL of
 * `<key>-<width>.webp` is the key's URL with the same suffix.
 */
export function imageUrls(storage: MediaUrls, image: Pick<StoredImage, 'key' | 'widths'>): string[] {
  const stem = storage.url(image.key);
  return image.widths.map((w) => stem + variantSuffix(w));
}

/** URL, srcset and the dimensions of the served variant (the aspect ratio of the original). */
export function imageRef(storage: MediaUrls, image: StoredImage): ImageRef | null {
  const shown = displayWidth(image.widths);
  if (shown === undefined) return null;
  const urls = imageUrls(storage, image);
  const srcset = image.widths
    .map((w, i) => [w, urls[i]!] as const)
    .sort(([a], [b]) => a - b)
    .map(([w, url]) => `${url} ${w}w`)
    .join(', ');
  const height = image.width && image.height ? Math.round((shown * image.height) / image.width) : null;
  return { url: urls[image.widths.indexOf(shown)]!, srcset, width: image.width ? shown : null, height };
}
