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
