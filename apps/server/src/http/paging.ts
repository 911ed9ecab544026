import { AppError } from '../lib/errors';

/** The page a list request asks for (`paginationQuery` and its extensions in the shared schemas). */
export interface PageQuery {
  page: number;
  page_size: number;
}

/** The rows a page covers: `limit` rows after `offset`. */
export function pageWindow({ page, page_size }: PageQuery): { limit: number; offset: number } {
  return { limit: page_size, offset: (page - 1) * page_size };
}

/** A request URL with some query parameters set (a string) or removed (null); the path stays. */
function withParams(url: string, changes: Record<string, string | null>): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * DRF-style `next` / `previous` links: the request's own path and query with only `page` changed
 * (page 1 drops the parameter). A page past the end links back to the last page.
 */
export function pageLinks(url: string, page: number, pageSize: number, count: number): { next: string | null; previous: string | null } {
  const link = (p: number) => withParams(url, { page: p <= 1 ? null : String(p) });
  const last = Math.max(1, Math.ceil(count / pageSize));
  return {
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
  };
}

/** A list response (`paginated(item)` in the shared schemas): the count of all matches, the neighbouring pages' links, this page. */
export function pageResponse<T>(
  request: { url: string },
  query: PageQuery,
  page: { count: number; results: T[] },
): { count: number; next: string | null; previous: string | null; results: T[] } {
  return { count: page.count, ...pageLinks(request.url, query.page, query.page_size, page.count), results: page.results };
}

// ---------------------------------------------------------------------------------------------
// Keyset (cursor) paging, for lists that can grow to a whole region's listings (decision 034)

/** The ordering of lists that are always newest first (owners' and staff lists): its cursors' tag. */
export const NEWEST_FIRST = '-created_at';

/** Counts stop here: past it a list says "at least this many" (`count_capped`). */
export const COUNT_LIMIT = 1000;
/**
 * Numbered pages reach as deep as the count goes (84 pages of 12): skipping that many index entries
 * costs less than the first page's own work. Further on, only the `next` / `previous` cursors go.
 */
export const NUMBERED_ROWS = COUNT_LIMIT;

/**
 * Where a page starts, in one ordering: a row's sort value (as exact text: microseconds since the
 * epoch for a time, the decimal for a price or area) and its id, which breaks ties.
 */
export type SortKey = [value: string, id: number];

/** How a list request finds its rows: skip `offset` rows (a numbered page, or a rank), or seek past a row's key. */
export type Seek = { offset: number } | { after: SortKey } | { before: SortKey };

/** What a cursor holds: the ordering it belongs to and where the page starts. */
type CursorBody = { s: string } & ({ o: number } | { a: SortKey } | { b: SortKey });

const KEY_VALUE = /^\d{1,16}(\.\d{1,2})?$/;
const MAX_ID = 2_147_483_647;

function isSortKey(k: unknown): k is SortKey {
  return (
    Array.isArray(k) &&
    k.length === 2 &&
    typeof k[0] === 'string' &&
    KEY_VALUE.test(k[0]) &&
    Number.isInteger(k[1]) &&
    (k[1] as number) >= 1 &&
    (k[1] as number) <= MAX_ID
  );
}

export function encodeCursor(ordering: string, seek: Seek): string {
  const body: CursorBody =
    'offset' in seek ? { s: ordering, o: seek.offset } : 'after' in seek ? { s: ordering, a: seek.after } : { s: ordering, b: seek.before };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** The seek a cursor stands for; a cursor that is not ours, or is for another ordering, is a field error. */
export function decodeCursor(cursor: string, ordering: string): Seek {
  const invalid = AppError.field('cursor', 'invalid_cursor');
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (typeof body !== 'object' || body === null || (body as { s?: unknown }).s !== ordering) throw invalid;
  const b = body as Record<string, unknown>;
  if (Number.isInteger(b.o) && (b.o as number) >= 0 && (b.o as number) < NUMBERED_ROWS) return { offset: b.o as number };
  if (isSortKey(b.a)) return { after: b.a };
  if (isSortKey(b.b)) return { before: b.b };
  throw invalid;
}

/** A list request: a cursor when it has one (the page number is then only a label), else a numbered page. */
export interface KeysetQuery extends PageQuery {
  cursor?: string | undefined;
}

/** The seek and size a list request asks for; a numbered page starting past NUMBERED_ROWS is a field error. */
export function keysetWindow(query: KeysetQuery, ordering: string): { limit: number; seek: Seek } {
  if (query.cursor) return { limit: query.page_size, seek: decodeCursor(query.cursor, ordering) };
  const { limit, offset } = pageWindow(query);
  if (offset >= NUMBERED_ROWS) throw AppError.field('page', 'page_too_deep');
  return { limit, seek: { offset } };
}

/**
 * One page as a keyset query found it: the rows in order, and the keys to continue from. `before` is
 * the first row's key when rows come before it, `after` the last row's when rows follow; for lists
 * ordered by rank (no key), `offset` and `more` say the same.
 */
export interface KeysetPage<T> {
  rows: T[];
  count: number;
  countCapped: boolean;
  before: SortKey | null;
  after: SortKey | null;
  offset?: { at: number; more: boolean };
}

/** A page ready to answer: the rows as the API shows them, in `ordering`, `limit` to a page. */
export type KeysetResult<T> = KeysetPage<T> & { ordering: string; limit: number };

/** A keyset page with its rows changed (presented for the API). */
export function mapPage<T, R>(page: KeysetPage<T>, present: (row: T) => R): KeysetPage<R> {
  return { ...page, rows: page.rows.map(present) };
}

/**
 * The list response (`keysetPaginated(item)`): `next` / `previous` as cursor links (the request's own
 * path and filters, `page` dropped) that continue from the rows shown, so listings added or removed
 * meanwhile neither repeat nor skip rows.
 */
export function keysetResponse<T>(
  request: { url: string },
  page: KeysetResult<T>,
): { count: number; count_capped: boolean; next: string | null; previous: string | null; results: T[] } {
  const link = (seek: Seek | null) => withParams(request.url, { page: null, cursor: seek && encodeCursor(page.ordering, seek) });
  let next: string | null = null;
  let previous: string | null = null;
  if (page.offset) {
    const { at, more } = page.offset;
    if (more) next = link({ offset: at + page.limit });
    if (at > 0) previous = link(at - page.limit > 0 ? { offset: at - page.limit } : null);
  } else {
    if (page.after) next = link({ after: page.after });
    if (page.before) previous = link({ before: page.before });
  }
  return { count: page.count, count_capped: page.countCapped, next, previous, results: page.rows };
}
