import type { PhotoOrderEntry } from '@manara/shared';
import { placeMedia, type MediaFileRow, type UploadedFile } from '../../media';

/** A stored media row of the listing, as an edit reads it. */
export interface StoredListingMedia {
  id: number;
  mediaType: 'image' | 'video';
  position: number;
}

export interface ListingMediaPlan {
  /** Stored rows whose position changes. */
  moves: { id: number; position: number }[];
  /** New rows, each with its position. */
  add: (MediaFileRow & { position: number })[];
  /** The stored photos that stay are in another order than before (decision 046). */
  reordered: boolean;
}

/**
 * Where a listing's photos and video go after a submission or an edit (decision 046): the request's
 * photo order first (stored photos by id, new ones by field name: the media module's `placeMedia`
 * refuses unknown ids, files not sent and repeats), then the photos it leaves out as they were, new
 * ones last; the video after the photos. The first photo is the cover. `kept`: the stored rows that
 * stay (removed ones and a replaced video left out), in their current order.
 */
export function planListingMedia(
  kept: readonly StoredListingMedia[],
  images: readonly UploadedFile[],
  video: MediaFileRow | null,
  order: readonly PhotoOrderEntry[] | undefined,
): ListingMediaPlan {
  const photos = kept.filter((m) => m.mediaType === 'image');
  const placed = placeMedia(order ?? [], photos, images, { field: 'photo_order', code: 'photo_order_invalid' });
  const named = new Set<unknown>(placed.map((p) => p.stored ?? p.file));
  const sequence: ({ stored: StoredListingMedia } | { file: UploadedFile })[] = [
    ...placed.map((p) => (p.stored ? { stored: p.stored } : { file: p.file })),
    ...photos.filter((m) => !named.has(m)).map((stored) => ({ stored })),
    ...images.filter((f) => !named.has(f)).map((file) => ({ file })),
  ];
  const places: { stored: StoredListingMedia; position: number }[] = [];
  const add: ListingMediaPlan['add'] = [];
  sequence.forEach((item, position) => {
    if ('stored' in item) places.push({ stored: item.stored, position });
    else add.push({ ...item.file.row, position });
  });
  const storedVideo = kept.find((m) => m.mediaType === 'video');
  if (video) add.push({ ...video, position: sequence.length });
  else if (storedVideo) places.push({ stored: storedVideo, position: sequence.length });
  const after = places.filter((p) => p.stored.mediaType === 'image').map((p) => p.stored);
  return {
    moves: places.filter((p) => p.stored.position !== p.position).map((p) => ({ id: p.stored.id, position: p.position })),
    add,
    reordered: after.some((m, i) => m !== photos[i]),
  };
}
