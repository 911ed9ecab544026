import { SEARCH_DEBOUNCE_MS } from '@manara/shared/limits';
import type { Ordering } from '@manara/shared/schemas/realty';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_ORDERING,
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

  // The URL changed to something the draft does not say (navigation): the URL wins.
  const [seenKey, setSeenKey] = useState(appliedKey);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    if (draftKey !== appliedKey) setDraft(applied);
  }

  useEffect(() => {
    if (draftKey === appliedKey) return;
    const timer = setTimeout(() => setParams((prev) => withFilters(prev, draft), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `draft` is represented by draftKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey, appliedKey, setParams]);

  const setFilter = (key: FilterKey, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const clearFilter = (key: FilterKey) => setDraft((d) => ({ ...d, [key]: '' }));
  const clearAll = () => setDraft(EMPTY_FILTERS);
  /** Apply the draft now (Enter in the search box). */
  const flush = () => {
    if (draftKey !== appliedKey) setParams((prev) => withFilters(prev, draft), { replace: true });
  };

  const ordering = orderingFromParams(params);
  const setOrdering = (next: Ordering) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (next === DEFAULT_ORDERING) out.delete('ordering');
      else out.set('ordering', next);
      out.delete('page');
      return out;
    });

  const page = pageFromParams(params);
  /** The URL of another page of these results (filters and ordering kept). */
  const pageHref = (n: number) => {
    const out = new URLSearchParams(params);
    if (n <= 1) out.delete('page');
    else out.set('page', String(n));
    const query = out.toString();
    return query ? `?${query}` : '?';
  };

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
    pending: draftKey !== appliedKey,
  };
}
