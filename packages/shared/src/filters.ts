import type { ErrorCode } from './errors';
import type { Bounds } from './geo';
import { CURRENCIES } from './money';
import { MAX_AREA, MAX_PRICE, MAX_ROOMS, MAX_SEARCH_LENGTH, PROPERTY_PURPOSES, PROPERTY_TYPES } from './realty';

/**
 * The listing filters of GET /realty/properties/, each described once. Everything else is built from
 * this list: the query schema (`propertyListQuery` in schemas/realty.ts), the server's WHERE clause
 * (listing-queries.ts in realty/listings), the web app's URL state and its filter bar (features/realty).
 * Adding a filter: one entry here, its column in `FILTER_COLUMNS` there when it compares a new
 * column, its label and chip text in the realty locales. Zod-free, so the listing pages can read it
 * without loading zod.
 */

/** What the query string carries: free text, one of a list, a row id, or a number within bounds. */
export type FilterValue =
  | { kind: 'text'; max: number }
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'id' }
  | { kind: 'number'; min: number; max: number; integer: boolean }
  /** "west,south,east,north" (geo.ts `parseBounds`): the map view's visible area. */
  | { kind: 'bbox' };

/**
 * How the filter bar shows it: the search box; a select whose options come from a named source (the
 * web app knows each source); a select of minimums ("Any", "1+", "2+", …); a number field, formatted as
 * a price or an area in its chip. `null`: set by the page, not by the reader (the purpose: buy or rent).
 */
export type FilterControl =
  | { kind: 'search' }
  | { kind: 'select'; options: 'property-types' | 'cities' }
  | { kind: 'at-least'; options: readonly number[] }
  | { kind: 'number'; unit: 'price' | 'area' }
  | null;

/**
 * The listing columns a filter may compare (the repository maps each to SQL). `price` is the listing's
 * price in US dollars (`price_usd`, kept at the current rates), so listings priced in any currency
 * compare and sort together (decision 040).
 */
export type FilterColumn = 'purpose' | 'type' | 'city_id' | 'price' | 'area' | 'beds' | 'baths';

/**
 * How the server narrows the listings: every word found in the search text, a column compared with the
 * value, or the listing's pin inside a box.
 */
export type FilterMatch =
  | { op: 'words' }
  /** `money`: the value is an amount in the currency the `currency` filter names (US dollars without it). */
  | { op: '=' | '>=' | '<='; column: FilterColumn; money?: true }
  | { op: 'within' }
  /** Matches nothing itself: names the currency of the `money` filters' amounts. */
  | { op: 'currency' };

export interface ListingFilter {
  /** The query-string parameter (and URL parameter of the listing pages). */
  key: string;
  value: FilterValue;
  control: FilterControl;
  match: FilterMatch;
  /** For the lower bound of a range: the upper bound's key, and the error when the lower one is above it. */
  notAbove?: { key: string; error: ErrorCode };
}

const id = { kind: 'id' } as const;
const price = { kind: 'number', min: 0, max: MAX_PRICE, integer: false } as const;
const area = { kind: 'number', min: 0, max: MAX_AREA, integer: false } as const;
const rooms = { kind: 'number', min: 0, max: MAX_ROOMS, integer: true } as const;

/** In chip order (the order the active filters are listed in); the panel shows choices first, then number fields. */
export const LISTING_FILTERS = [
  { key: 'purpose', value: { kind: 'choice', choices: PROPERTY_PURPOSES }, control: null, match: { op: '=', column: 'purpose' } },
  { key: 'search', value: { kind: 'text', max: MAX_SEARCH_LENGTH }, control: { kind: 'search' }, match: { op: 'words' } },
  {
    key: 'type',
    value: { kind: 'choice', choices: PROPERTY_TYPES },
    control: { kind: 'select', options: 'property-types' },
    match: { op: '=', column: 'type' },
  },
  { key: 'city', value: id, control: { kind: 'select', options: 'cities' }, match: { op: '=', column: 'city_id' } },
  {
    key: 'price_min',
    value: price,
    control: { kind: 'number', unit: 'price' },
    match: { op: '>=', column: 'price', money: true },
    notAbove: { key: 'price_max', error: 'price_range_invalid' },
  },
  { key: 'price_max', value: price, control: { kind: 'number', unit: 'price' }, match: { op: '<=', column: 'price', money: true } },
  // The currency the price bounds are in: the one the visitor shows prices in (the site's `currency`
  // parameter, decision 040), so "up to 500,000" means what the cards show.
  { key: 'currency', value: { kind: 'choice', choices: CURRENCIES }, control: null, match: { op: 'currency' } },
  {
    key: 'area_min',
    value: area,
    control: { kind: 'number', unit: 'area' },
    match: { op: '>=', column: 'area' },
    notAbove: { key: 'area_max', error: 'area_range_invalid' },
  },
  { key: 'area_max', value: area, control: { kind: 'number', unit: 'area' }, match: { op: '<=', column: 'area' } },
  // Minimum bedrooms 1+ to 5+, bathrooms 1+ to 4+ (specification §9); the API takes any count.
  { key: 'beds_min', value: rooms, control: { kind: 'at-least', options: [1, 2, 3, 4, 5] }, match: { op: '>=', column: 'beds' } },
  { key: 'baths_min', value: rooms, control: { kind: 'at-least', options: [1, 2, 3, 4] }, match: { op: '>=', column: 'baths' } },
  // Set by moving the map view (listings without a pin are not on the map, so not in its list either).
  { key: 'bbox', value: { kind: 'bbox' }, control: null, match: { op: 'within' } },
] as const satisfies readonly ListingFilter[];

type Filters = (typeof LISTING_FILTERS)[number];
export type ListingFilterKey = Filters['key'];

/** The value a filter's query parameter holds once read. */
type ValueOf<V extends FilterValue> = V extends { kind: 'text' }
  ? string
  : V extends { kind: 'choice'; choices: readonly (infer C)[] }
    ? C
    : V extends { kind: 'bbox' }
      ? Bounds
      : number;

/** Every filter's value, each optional: what the server filters listings by. */
export type ListingFilterValues = { [F in Filters as F['key']]?: ValueOf<F['value']> };
