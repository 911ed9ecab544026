import { SEARCH_DEBOUNCE_MS } from '@manara/shared/limits';
import type { Ordering } from '@manara/shared/schemas/realty';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  cursorHref,
  defaultOrdering,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersKey,
  orderingFromParams,
  pageFromParams,
  withFilters,
  type FilterKey,
  type Filters,
} from '../lib/filters';

/**
 * The list's filters, kept in the URL so a search can be shared and survives a reload. The form edits a
 * draft; the URL (and so the request) follows 500 ms after the last change. Nothing is sent on the first
 * render beyond the list the URL already describes. Back/forward or an edited URL resets the draft.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => filtersFromParams(params), [params]);
  const appliedKey = filtersKey(applied);

  const [draft, setDraft] = useState<Filters>(applied);
  const draftKey = filtersKey(draft);

  // The URL changed to something the draft does not say (back/forward, an edited address): the URL
  // wins. Our own debounced update arriving is not such a change: the reader may have edited the
  // draft again while it was on its way (the router renders URL changes in a transition).
  const [seenKey, setSeenKey] = useState(appliedKey);
  const [pushedKey, setPushedKey] = useState<string | null>(null);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    if (appliedKey !== pushedKey && draftKey !== appliedKey) setDraft(applied);
  }

  const push = (next: Filters) => {
    setPushedKey(filtersKey(next));
    setParams((prev) => withFilters(prev, next), { replace: true });
  };

  useEffect(() => {
    if (draftKey === appliedKey) return;
    const timer = setTimeout(() => push(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `draft` is represented by draftKey; `push` only closes over setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey, appliedKey, setParams]);

  const setFilter = (key: FilterKey, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const clearFilter = (key: FilterKey) => setDraft((d) => ({ ...d, [key]: '' }));
  const clearAll = () => setDraft(EMPTY_FILTERS);
  /** Apply the draft now (Enter in the search box). */
  const flush = () => {
    if (draftKey !== appliedKey) push(draft);
  };

  const ordering = orderingFromParams(params);
  const setOrdering = (next: Ordering) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (next === defaultOrdering(applied.search.trim() !== '')) out.delete('ordering');
      else out.set('ordering', next);
      out.delete('page');
      out.delete('cursor');
      return out;
    });

  const page = pageFromParams(params);
  /** The URL of a numbered page of these results (filters and ordering kept). */
  const pageHref = (n: number) => {
    const out = new URLSearchParams(params);
    out.delete('cursor');
    if (n <= 1) out.delete('page');
    else out.set('page', String(n));
    const query = out.toString();
    return query ? `?${query}` : '?';
  };
  /** The URL of the page an API `next` / `previous` link leads to, numbered `n`. */
  const linkHref = (apiLink: string, n: number) => cursorHref(params, apiLink, n);

  return {
    params,
    draft,
    applied,
    setFilter,
    clearFilter,
    clearAll,
    flush,
    ordering,
    setOrdering,
    page,
    pageHref,
    linkHref,
    pending: draftKey !== appliedKey,
  };
}
