import { LISTING_FILTERS, type ListingFilterValues } from '../filters';
import { visible } from './fields';
import { propertyMapQuery } from './realty';
import { z } from '../zod';

/** How often a saved search's new listings are e-mailed: at once, in a daily digest, or never. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const MAX_SAVED_SEARCHES = 20;
export const MAX_SAVED_SEARCH_NAME = 120;

/** The filters a saved search keeps: the list's own (filters.ts), without the map's visible area. */
export type SavedFilters = Omit<ListingFilterValues, 'bbox'>;
export const SAVED_FILTER_KEYS = LISTING_FILTERS.map((f) => f.key).filter((key) => key !== 'bbox');

const savedFilters = propertyMapQuery.transform(({ bbox: _bbox, ...rest }) => rest as SavedFilters);

export const savedSearchCreate = z.object({
  filters: savedFilters,
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'invalid_choice' }).default('daily'),
});
export type SavedSearchCreate = z.output<typeof savedSearchCreate>;

export const savedSearchUpdate = z.object({
  /** A name of the user's own; empty or null goes back to the automatic one. */
  name: z
    .string({ error: 'invalid' })
    .trim()
    .max(MAX_SAVED_SEARCH_NAME, { error: 'too_long' })
    .refine(...visible)
    .nullish()
    .transform((v) => v || null),
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'invalid_choice' }).optional(),
});
export type SavedSearchUpdate = z.output<typeof savedSearchUpdate>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  /** The user's own name, or null: the page shows `auto_name` in its language. */
  name: z.string().nullable(),
  /** Named from the filters, in both languages. */
  auto_name: z.object({ ar: z.string(), en: z.string() }),
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** Public listings matching it now, counted up to 1 000 (`result_count_capped` says there are more, decision 034). */
  result_count: z.number().int(),
  result_count_capped: z.boolean(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
