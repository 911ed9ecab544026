/** The page a list request asks for (`paginationQuery` and its extensions in the shared schemas). */
export interface PageQuery {
  page: number;
  page_size: number;
}

/** The rows a page covers: `limit` rows after `offset`. */
export function pageWindow({ page, page_size }: PageQuery): { limit: number; offset: number } {
  return { limit: page_size, offset: (page - 1) * page_size };
}

/**
 * DRF-style `next` / `previous` links: the request's own path and query with only `page` changed
 * (page 1 drops the parameter). A page past the end links back to the last page.
 */
export function pageLinks(url: string, page: number, pageSize: number, count: number): { next: string | null; previous: string | null } {
  const [path = '', query = ''] = url.split('?', 2);
  const link = (p: number) => {
    const params = new URLSearchParams(query);
    if (p <= 1) params.delete('page');
    else params.set('page', String(p));
    const qs = params.toString();
    return qs ? `${path}?${qs}` : path;
  };
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
