import { dunamsToSquareMetres, measuredInDunams, squareMetresToDunams } from '@manara/shared/money';
import {
  LISTING_TEXT_FIELDS,
  type PhotoOrderEntry,
  type PropertyCreateForm,
  type PropertyCreateRequest,
  type PropertyDetail,
  type PropertyPurpose,
} from '@manara/shared/schemas/realty';
import type { PickedMedia } from '@/components/form/media-picker';
import { storedMedia } from '@/components/form/media-picker';

/** The form's fields, in the order their errors are focused. */
export const PROPERTY_FIELDS = [
  'title_ar',
  'description_ar',
  'title_en',
  'description_en',
  'type',
  'purpose',
  'price',
  'currency',
  'area',
  'beds',
  'baths',
  'floors',
  'country_id',
  'city_id',
  'village',
  'postal_code',
  'address',
  'latitude',
  'longitude',
  'amenities',
] as const;

/**
 * What the form shows first: the listing being edited, with its changes waiting for review on top
 * (decision 044), or empty fields (the purpose of the page it was opened on).
 */
export function initialValues(property?: PropertyDetail, purpose?: PropertyPurpose): PropertyCreateForm {
  const text = (v: number | null | undefined) => (v == null ? '' : String(v));
  const held = property?.pending_changes?.status === 'pending' ? property.pending_changes.fields : {};
  const pick = <T>(field: string, published: T): T => (field in held ? (held[field] as T) : published);
  // Only the owner's own pin: a city's centre is shown for a listing without one, never saved as its pin.
  const pin = property?.location?.exact ? property.location : null;
  const latitude = pick<number | null>('latitude', pin?.latitude ?? null);
  const longitude = pick<number | null>('longitude', pin?.longitude ?? null);
  const type = pick('type', property?.type ?? ('' as PropertyCreateForm['type']));
  return {
    // Each language's text, '' where the owner did not write it (decision 045).
    title_ar: pick('title_ar', property?.title_ar ?? ''),
    title_en: pick('title_en', property?.title_en ?? ''),
    description_ar: pick('description_ar', property?.description_ar ?? ''),
    description_en: pick('description_en', property?.description_en ?? ''),
    type,
    purpose: pick('purpose', property?.purpose ?? purpose ?? ('' as PropertyCreateForm['purpose'])),
    price: text(pick('price', property?.price)),
    currency: pick('currency', property?.currency ?? 'USD'),
    // Land is entered in dunams (decision 040); the API holds m².
    area: text(areaShown(type, pick<number | undefined>('area', property?.area))),
    beds: text(pick('beds', property?.beds)),
    baths: text(pick('baths', property?.baths)),
    floors: text(pick('floors', property?.floors)),
    country_id: text(property?.country.id),
    city_id: text(pick('city_id', property?.city.id)),
    village: pick('village', property?.village ?? '') ?? '',
    postal_code: pick('postal_code', property?.postal_code ?? '') ?? '',
    address: pick('address', property?.address ?? ''),
    latitude: text(latitude),
    longitude: text(longitude),
    amenities: pick('amenities', property?.amenities ?? []),
  };
}

/** An area in m² as the form shows it: dunams for land, m² otherwise. */
function areaShown(type: string, m2: number | undefined): number | undefined {
  return m2 !== undefined && measuredInDunams(type) ? squareMetresToDunams(m2) : m2;
}

/** A listing's stored photos and video, as the media picker holds them (the photos in order, the video last). */
export const initialMedia = (property?: PropertyDetail): PickedMedia<null>[] =>
  videoLast(property?.property_media.map((m) => storedMedia(m.id, m.media_type, m.file_url, null)) ?? []);

/** The photos in their order, then the video: a listing orders its photos only (the video has its own place). */
export const videoLast = <T extends { kind: string }>(items: T[]): T[] => [
  ...items.filter((i) => i.kind === 'image'),
  ...items.filter((i) => i.kind !== 'image'),
];

/**
 * The multipart body of a submission or an edit: the checked values, new photos (image_0 …), a new
 * video, the order of every photo, stored and new, the cover first (`photo_order`, decision 046), and
 * on an edit the stored media that was removed.
 */
export function propertyFormData(values: PropertyCreateRequest, media: PickedMedia<null>[], property?: PropertyDetail): FormData {
  const form = new FormData();
  for (const field of [...LISTING_TEXT_FIELDS, 'type', 'purpose', 'address', 'village', 'postal_code'] as const)
    form.append(field, values[field] ?? '');
  for (const field of ['price', 'currency', 'city_id'] as const) form.append(field, String(values[field]));
  form.append('area', String(measuredInDunams(values.type) ? dunamsToSquareMetres(values.area) : values.area));
  for (const field of ['beds', 'baths', 'floors', 'country_id', 'latitude', 'longitude'] as const)
    form.append(field, values[field] == null ? '' : String(values[field]));
  form.append('amenities', JSON.stringify(values.amenities));
  let n = 0;
  const order: PhotoOrderEntry[] = [];
  for (const item of media) {
    if (item.kind === 'image') order.push(item.file ? { file: `image_${n}` } : { id: item.id });
    if (!item.file) continue;
    form.append(item.kind === 'image' ? `image_${n++}` : 'video', item.file, item.file.name);
  }
  form.append('photo_order', JSON.stringify(order));
  if (property) {
    const kept = new Set(media.map((m) => m.id));
    const removed = property.property_media.filter((m) => !kept.has(m.id));
    form.append('delete_images', JSON.stringify(removed.filter((m) => m.media_type === 'image').map((m) => m.id)));
    const newVideo = media.some((m) => m.kind === 'video' && m.file);
    if (removed.some((m) => m.media_type === 'video') && !newVideo) form.append('delete_video', 'true');
  }
  return form;
}
