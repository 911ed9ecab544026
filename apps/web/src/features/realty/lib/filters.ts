import { toLatinDigits } from '@manara/shared/text/normalize';
import { MAX_SEARCH_LENGTH, ORDERINGS, PROPERTY_TYPES } from '@manara/shared/realty';
import type { Ordering, PropertyPurpose } from '@manara/shared/schemas/realty';

/** The search and filter bar's fields, in the order their chips appear; each is a URL search parameter. */
export const FILTER_KEYS = ['search', 'type', 'city', 'price_min', 'price_max', 'area_min', 'area_max', 'beds_min', 'baths_min'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** Every filter as the form holds it: a string, '' when unset. */
export type Filters = Record<FilterKey, string>;

export const NUMBER_FILTERS = ['price_min', 'price_max', 'area_min', 'area_max'] as const;
/** Minimum bedrooms options 1+ to 5+, bathrooms 1+ to 4+ (specification §9). */
export const BEDS_OPTIONS = [1, 2, 3, 4, 5] as const;
export const BATHS_OPTIONS = [1, 2, 3, 4] as const;
export const DEFAULT_ORDERING: Ordering = ORDERINGS[0];

export const EMPTY_FILTERS: Filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Filters;

/**
 * A number field's text as typed: Arabic-Indic digits become Latin, anything but digits and one decimal
 * point is dropped (so no minus sign: the minimum is 0).
 */
export function sanitizeNumber(raw: string, decimals = true): string {
  const latin = toLatinDigits(raw).replace(/[,،\s]/g, '');
  let out = '';
  let dot = false;
  for (const ch of latin) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && decimals && !dot) {
      dot = true;
      out += ch;
    }
  }
  return out.slice(0, 15);
}

const isPositiveInt = (v: string) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 2_147_483_647;

/** Reads the filters from the URL, dropping values the server would refuse (a shared link never breaks the page). */
export function filtersFromParams(params: URLSearchParams): Filters {
  const get = (k: string) => params.get(k) ?? '';
  const out: Filters = { ...EMPTY_FILTERS };
  out.search = get('search').trim().slice(0, MAX_SEARCH_LENGTH);
  const type = get('type');
  if ((PROPERTY_TYPES as readonly string[]).includes(type)) out.type = type;
  const city = toLatinDigits(get('city'));
  if (isPositiveInt(city)) out.city = city;
  for (const key of NUMBER_FILTERS) {
    const value = sanitizeNumber(get(key));
    if (value !== '' && value !== '.' && Number.isFinite(Number(value))) out[key] = value;
  }
  const beds = toLatinDigits(get('beds_min'));
  if ((BEDS_OPTIONS as readonly number[]).includes(Number(beds))) out.beds_min = String(Number(beds));
  const baths = toLatinDigits(get('baths_min'));
  if ((BATHS_OPTIONS as readonly number[]).includes(Number(baths))) out.baths_min = String(Number(baths));
  return out;
}

/** A stable string for comparing two sets of filters (what the URL would hold). */
export function filtersKey(filters: Filters): string {
  return FILTER_KEYS.map((k) => {
    const v = k === 'search' ? filters.search.trim() : filters[k];
    return v === '' || v === '.' ? '' : `${k}=${v}`;
  })
    .filter(Boolean)
    .join('&');
}

/** The filters that are set, in chip order. */
export function activeFilters(filters: Filters): FilterKey[] {
  return FILTER_KEYS.filter((k) => (k === 'search' ? filters.search.trim() !== '' : filters[k] !== '' && filters[k] !== '.'));
}

/** New URL parameters with these filters; paging restarts at page 1, the ordering is kept. */
export function withFilters(params: URLSearchParams, filters: Filters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = key === 'search' ? filters.search.trim() : filters[key];
    if (value === '' || value === '.') next.delete(key);
    else next.set(key, value);
  }
  next.delete('page');
  return next;
}

export function orderingFromParams(params: URLSearchParams): Ordering {
  const value = params.get('ordering');
  return (ORDERINGS as readonly string[]).includes(value ?? '') ? (value as Ordering) : DEFAULT_ORDERING;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(toLatinDigits(params.get('page') ?? ''));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

export type PropertyListParams = { purpose: PropertyPurpose } & Partial<Record<FilterKey | 'ordering' | 'page', string | number>>;

/** The GET /realty/properties/ query for a page of the list: only what is set. */
export function listParams(purpose: PropertyPurpose, params: URLSearchParams): PropertyListParams {
  const filters = filtersFromParams(params);
  const out: PropertyListParams = { purpose };
  for (const key of activeFilters(filters)) out[key] = filters[key];
  const ordering = orderingFromParams(params);
  if (ordering !== DEFAULT_ORDERING) out.ordering = ordering;
  const page = pageFromParams(params);
  if (page > 1) out.page = page;
  return out;
}
