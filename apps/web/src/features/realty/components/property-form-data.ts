import { LISTING_FIELDS, type ListingField } from '@manara/shared/listing';
import { dunamsToSquareMetres, measuredInDunams, squareMetresToDunams } from '@manara/shared/money';
import type {
  PhotoOrderEntry,
  PropertyCreateForm,
  PropertyCreateRequest,
  PropertyDetail,
  PropertyPurpose,
} from '@manara/shared/schemas/realty';
import type { PickedMedia } from '@/components/form/media-picker';
import { storedMedia } from '@/components/form/media-picker';

/** The fields the owner fills in (listing.ts), in form order: the order their errors are focused in. */
const FORM_FIELDS = (LISTING_FIELDS as readonly ListingField[]).filter((f) => f.owner);
export const PROPERTY_FIELDS = FORM_FIELDS.map((f) => f.key as keyof PropertyCreateForm);

/** A field's published value where the page does not carry it as stored: the city and country by id, the owner's pin. */
function publishedOf(property: PropertyDetail | undefined, field: ListingField): unknown {
  // Only the owner's own pin: a city's centre is shown for a listing without one, never saved as its pin.
  const pin = property?.location?.exact ? property.location : null;
  switch (field.key) {
    case 'country_id':
      return property?.country.id;
    case 'city_id':
      return property?.city.id;
    case 'latitude':
      return pin?.latitude ?? null;
    case 'longitude':
      return pin?.longitude ?? null;
    default:
      return property?.[field.key as keyof PropertyDetail];
  }
}

/**
 * What the form shows first: the listing being edited, with its changes waiting for review on top
 * (decision 044), or empty fields (the purpose of the page it was opened on).
 */
export function initialValues(property?: PropertyDetail, purpose?: PropertyPurpose): PropertyCreateForm {
  const text = (v: unknown) => (v == null ? '' : String(v));
  const held = property?.pending_changes?.status === 'pending' ? property.pending_changes.fields : {};
  // Held fields (listing.ts) waiting for review show their new value; the country follows the city.
  const pick = (field: ListingField) => (field.held && field.key in held ? held[field.key] : publishedOf(property, field));
  const type = String(pick(FORM_FIELDS.find((f) => f.key === 'type')!) ?? '');
  const values: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    const value = pick(field);
    switch (field.value.kind) {
      // Each language's text, '' where the owner did not write it (decision 045).
      case 'language-text':
      case 'text':
        values[field.key] = value ?? '';
        break;
      case 'choice':
        values[field.key] = value ?? (field.key === 'purpose' ? purpose : undefined) ?? field.default ?? '';
        break;
      case 'keys':
        values[field.key] = value ?? field.default ?? [];
        break;
      case 'amount':
        // Land is entered in dunams (decision 040); the API holds m².
        values[field.key] = text(field.value.unit === 'area' ? areaShown(type, value as number | undefined) : value);
        break;
      default:
        values[field.key] = text(value);
    }
  }
  return values as PropertyCreateForm;
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
  for (const field of FORM_FIELDS) {
    const value = (values as Record<string, unknown>)[field.key];
    if (field.value.kind === 'keys') form.append(field.key, JSON.stringify(value));
    else if (field.value.kind === 'amount' && field.value.unit === 'area')
      form.append(field.key, String(measuredInDunams(values.type) ? dunamsToSquareMetres(values.area) : values.area));
    else form.append(field.key, value == null ? '' : String(value));
  }
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
