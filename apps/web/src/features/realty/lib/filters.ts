import { toLatinDigits } from '@manara/shared/text/normalize';
import { LISTING_FILTERS } from '@manara/shared/filters';
import { parseBounds } from '@manara/shared/geo';
import { DEFAULT_CURRENCY, type Currency } from '@manara/shared/money';
import { ORDERINGS } from '@manara/shared/realty';
import { currencyFromSearch } from '@/lib/currency';
import type { Ordering, PropertyPurpose } from '@manara/shared/schemas/realty';

/** The filters the reader sets in the search and filter bar: every listing filter with a control (the page sets the purpose). */
export type BarFilter = Extract<(typeof LISTING_FILTERS)[number], { control: object }>;
export const BAR_FILTERS = LISTING_FILTERS.filter((f): f is BarFilter => f.control !== null);

/** The bar's fields, in the order their chips appear; each is a URL search parameter. */
export const FILTER_KEYS = BAR_FILTERS.map((f) => f.key);
export type FilterKey = BarFilter['key'];
/** Every filter as the form holds it: a string, '' when unset. */
export type Filters = Record<FilterKey, string>;

/** The ordering without one in the URL: by relevance while searching (the API's own default), newest first otherwise. */
export const defaultOrdering = (searching: boolean): Ordering => (searching ? 'relevance' : '-created_at');

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

/** A filter's value read from the URL as its control holds it, or '' when the server would refuse it. */
function readFilter(filter: BarFilter, raw: string): string {
  const { control, value } = filter;
  switch (control.kind) {
    case 'search':
      return value.kind === 'text' ? raw.trim().slice(0, value.max) : '';
    case 'select': {
      if (value.kind === 'choice') return (value.choices as readonly string[]).includes(raw) ? raw : '';
      const latin = toLatinDigits(raw);
      return isPositiveInt(latin) ? latin : '';
    }
    case 'at-least': {
      const n = Number(toLatinDigits(raw));
      return (control.options as readonly number[]).includes(n) ? String(n) : '';
    }
    case 'number': {
      const number = sanitizeNumber(raw);
      return number !== '' && number !== '.' && Number.isFinite(Number(number)) ? number : '';
    }
  }
}

/** Reads the filters from the URL, dropping values the server would refuse (a shared link never breaks the page). */
export function filtersFromParams(params: URLSearchParams): Filters {
  return Object.fromEntries(BAR_FILTERS.map((f) => [f.key, readFilter(f, params.get(f.key) ?? '')])) as Filters;
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
  next.delete('cursor');
  return next;
}

/** The list's ordering: the URL's when it is one we know and fits (relevance only while searching), else the default. */
export function orderingFromParams(params: URLSearchParams): Ordering {
  const searching = filtersFromParams(params).search.trim() !== '';
  const value = params.get('ordering');
  const known = (ORDERINGS as readonly string[]).includes(value ?? '') && (value !== 'relevance' || searching);
  return known ? (value as Ordering) : defaultOrdering(searching);
}

/** The API's cursor for this page, when the reader came by a `next` / `previous` link (decision 034). */
export function cursorFromParams(params: URLSearchParams): string | undefined {
  return params.get('cursor') || undefined;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(toLatinDigits(params.get('page') ?? ''));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/**
 * The filters that are set, as the API reads them (the list, and a saved search's alerts): with the
 * currency their price bounds are in, the one the visitor reads prices in (decision 040).
 */
export function apiFilters(filters: Filters, currency: Currency): Partial<Record<FilterKey | 'currency', string>> {
  const out: Partial<Record<FilterKey | 'currency', string>> = {};
  for (const key of activeFilters(filters)) out[key] = filters[key];
  if ((out.price_min !== undefined || out.price_max !== undefined) && currency !== DEFAULT_CURRENCY) out.currency = currency;
  return out;
}

export type PropertyListParams = { purpose: PropertyPurpose } & Partial<
  Record<FilterKey | 'ordering' | 'page' | 'cursor' | 'bbox' | 'currency', string | number>
>;

/**
 * The GET /realty/properties/ query for a page of the list: only what is set. A cursor says where the
 * page starts; the URL's page number is then only its label, and the API is not asked for it.
 */
export function listParams(purpose: PropertyPurpose, params: URLSearchParams): PropertyListParams {
  const filters = filtersFromParams(params);
  const out: PropertyListParams = { purpose, ...apiFilters(filters, currencyFromSearch(params)) };
  const ordering = orderingFromParams(params);
  if (ordering !== defaultOrdering(filters.search.trim() !== '')) out.ordering = ordering;
  const cursor = cursorFromParams(params);
  const page = pageFromParams(params);
  if (cursor) out.cursor = cursor;
  else if (page > 1) out.page = page;
  // The map view's visible area (hooks/use-map-view.ts); dropped when the server would refuse it.
  const bbox = params.get('view') === 'map' ? params.get('bbox') : null;
  if (bbox && parseBounds(bbox)) out.bbox = bbox;
  return out;
}

/**
 * The list page's URL for an API `next` / `previous` link: these parameters with the link's cursor
 * (none back on the first page) and the page number it leads to, as a label.
 */
export function cursorHref(params: URLSearchParams, apiLink: string, page: number): string {
  const out = new URLSearchParams(params);
  const cursor = new URLSearchParams(apiLink.split('?')[1] ?? '').get('cursor');
  if (cursor) out.set('cursor', cursor);
  else out.delete('cursor');
  if (page > 1 && cursor) out.set('page', String(page));
  else out.delete('page');
  const query = out.toString();
  return query ? `?${query}` : '?';
}
