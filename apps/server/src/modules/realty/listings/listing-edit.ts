import {
  LISTING_TEXT_FIELDS,
  listingTextProblems,
  type ErrorCode,
  type ListingTextValues,
  type PropertyUpdateRequest,
} from '@manara/shared';
import { AppError } from '../../../lib/errors';
import type { ListingEdit } from './listings.repository';

/**
 * An edit's fields as the API names them, without its media removals and photo order (what a held edit
 * keeps: decision 044; the order applies at once: decision 046).
 */
export type EditFields = Omit<PropertyUpdateRequest, 'delete_images' | 'delete_video' | 'photo_order'>;

export function editFields(input: PropertyUpdateRequest): EditFields {
  const { delete_images: _images, delete_video: _video, photo_order: _order, ...fields } = input;
  return fields;
}

/** A listing column's value under the name an edit gives it (`city_id` → cityId), as published. */
export function publishedValue(listing: Record<string, unknown>, field: string): unknown {
  const column = field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return listing[column] ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changes to hold after an edit of a live listing (decision 044): the changes held before, with
 * each field the edit sent set to its new value, or dropped when it equals the published one (the
 * form sends every field). The country is not kept: it follows the city.
 */
export function heldAfterEdit(
  published: Record<string, unknown>,
  before: Record<string, unknown>,
  edit: EditFields,
): Record<string, unknown> {
  const held = { ...before };
  for (const [field, value] of Object.entries(edit)) {
    if (field === 'country_id' || value === undefined) continue;
    if (same(value, publishedValue(published, field))) delete held[field];
    else held[field] = value;
  }
  return held;
}

/**
 * The columns an edit's fields change (only the fields it sent); `countryId` is the country of the
 * edit's city, looked up by the caller when the city changes.
 */
export function editValues(input: EditFields, countryId?: number): ListingEdit {
  return {
    ...(input.title_ar !== undefined && { titleAr: input.title_ar }),
    ...(input.title_en !== undefined && { titleEn: input.title_en }),
    ...(input.description_ar !== undefined && { descriptionAr: input.description_ar }),
    ...(input.description_en !== undefined && { descriptionEn: input.description_en }),
    ...(input.type !== undefined && { type: input.type }),
    ...(input.purpose !== undefined && { purpose: input.purpose }),
    ...(input.price !== undefined && { price: input.price }),
    ...(input.currency !== undefined && { currency: input.currency }),
    ...(input.area !== undefined && { area: input.area }),
    ...(input.beds !== undefined && { beds: input.beds }),
    ...(input.baths !== undefined && { baths: input.baths }),
    ...(input.floors !== undefined && { floors: input.floors }),
    ...(input.city_id !== undefined && countryId !== undefined && { cityId: input.city_id, countryId }),
    ...(input.village !== undefined && { village: input.village }),
    ...(input.postal_code !== undefined && { postalCode: input.postal_code }),
    ...(input.address !== undefined && { address: input.address }),
    ...(input.latitude !== undefined && { latitude: input.latitude, longitude: input.longitude ?? null }),
    ...(input.amenities !== undefined && { amenities: input.amenities }),
  };
}

/**
 * An edit's texts must leave the listing's texts following the rules (decision 045): the listing as
 * it will read (published, with held changes and then the edit on top), checked as a new one's are.
 */
export function assertTextsAfterEdit(published: Record<string, unknown>, held: Record<string, unknown>, edit: EditFields): void {
  const texts = Object.fromEntries(
    LISTING_TEXT_FIELDS.map((f) => [f, String(edit[f] ?? held[f] ?? publishedValue(published, f) ?? '')]),
  ) as ListingTextValues;
  const problems = listingTextProblems(texts);
  if (!problems.length) return;
  const fields: Record<string, ErrorCode[]> = {};
  for (const [field, code] of problems) (fields[field] ??= []).push(code);
  throw new AppError(400, 'validation_error', fields);
}
