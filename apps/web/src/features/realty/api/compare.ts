import { idsParam } from '@manara/shared/compare';
import type { CompareItem, CompareResponse } from '@manara/shared/schemas/compare';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';

/**
 * Listings side by side, and the batch behind recently viewed (issue 33). A comparison the API refuses
 * (more than four, or one no longer public) is an answer the page shows, with the listings of it that
 * are still public (so the reader can compare those), not a failure.
 */
export type Comparison =
  { refused: null; results: CompareItem[] } | { refused: 'compare_too_many' | 'compare_unavailable' | 'invalid'; results: CompareItem[] };

/** GET /realty/properties/batch/: the public listings among `ids`, in that order. */
export async function getListingBatch(ids: readonly number[], signal?: AbortSignal): Promise<CompareItem[]> {
  if (!ids.length) return [];
  return (await api.get<CompareResponse>('/realty/properties/batch/', { params: { ids: idsParam(ids) }, signal })).results;
}

/** GET /realty/properties/compare/. */
export async function getComparison(ids: readonly number[], signal?: AbortSignal): Promise<Comparison> {
  if (!ids.length) return { refused: null, results: [] };
  try {
    const { results } = await api.get<CompareResponse>('/realty/properties/compare/', { params: { ids: idsParam(ids) }, signal });
    return { refused: null, results };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 404)) throw error;
    const code =
      error.status === 404
        ? 'compare_unavailable'
        : error.body?.field_codes?.ids?.includes('compare_too_many')
          ? 'compare_too_many'
          : 'invalid';
    return { refused: code, results: code === 'compare_unavailable' ? await getListingBatch(ids, signal) : [] };
  }
}

export const comparisonQueryOptions = (ids: readonly number[]) =>
  queryOptions({ queryKey: ['realty', 'compare', ids], queryFn: ({ signal }) => getComparison(ids, signal) });

export function useComparison(ids: readonly number[]) {
  return useQuery(comparisonQueryOptions(ids));
}

/** Recently viewed: the listings of `ids` still public (removed, hidden or expired ones drop out). */
export function useListingBatch(ids: readonly number[]) {
  return useQuery({
    queryKey: ['realty', 'batch', ids],
    queryFn: ({ signal }) => getListingBatch(ids, signal),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
}
