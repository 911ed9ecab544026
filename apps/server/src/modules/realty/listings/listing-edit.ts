import {
  LISTING_TEXT_FIELDS,
  listingTextProblems,
  type ErrorCode,
  type ListingTextValues,
  type PropertyUpdateRequest,
} from '@manara/shared';
import { columnProperty, LISTING_FIELDS, listingField, type ListingField } from '@manara/shared/listing';
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
  return listing[columnProperty(listingField(field)?.column ?? field)] ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changes to hold after an edit of a live listing (decision 044): the changes held before, with
 * each held field (listing.ts) the edit sent set to its new value, or dropped when it equals the
 * published one (the form sends every field). The country is not held: it follows the city.
 */
export function heldAfterEdit(
  published: Record<string, unknown>,
  before: Record<string, unknown>,
  edit: EditFields,
): Record<string, unknown> {
  const held = { ...before };
  for (const [field, value] of Object.entries(edit)) {
    if (!listingField(field)?.held || value === undefined) continue;
    if (same(value, publishedValue(published, field))) delete held[field];
    else held[field] = value;
  }
  return held;
}

/**
 * The columns a request's fields set (only the fields it sent, each in its column: listing.ts), for a
 * submission, an edit, or held changes applied; `countryId` is the country of the request's city, looked
 * up by the caller when it sends one.
 */
export function listingValues(input: Partial<Record<string, unknown>>, countryId?: number): ListingEdit {
  const values: Record<string, unknown> = {};
  for (const field of LISTING_FIELDS as readonly ListingField[]) {
    const value = input[field.key];
    if (field.column && value !== undefined) values[columnProperty(field.column)] = value;
  }
  if (countryId !== undefined) values.countryId = countryId;
  return values as ListingEdit;
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
