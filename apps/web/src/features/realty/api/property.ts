import { idFromPath } from '@manara/shared/ids';
import type { PropertyCard, PropertyDetail } from '@manara/shared/schemas/realty';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorStatus, listResults } from '@/lib/api';
import { PHOTOS_PENDING_REFRESH_MS } from '@/components/form/photos-pending';

/** One listing's page: the listing, its view count, and the listings like it. */

/** A listing whose time ran out (410, decision 061): its page says so and offers similar ones. */
export interface ExpiredListing {
  expired: true;
  id: number;
}
export const isExpired = (answer: PropertyDetail | ExpiredListing | null | undefined): answer is ExpiredListing =>
  answer != null && 'expired' in answer;

/**
 * GET /realty/properties/{id}/ — null when the listing does not exist or is not public (404), an
 * `ExpiredListing` when it expired (410): answers, not failures (no retry; the server renders the
 * not-found page with status 404, the expired one with 200 and noindex).
 */
export async function getProperty(id: number, signal?: AbortSignal): Promise<PropertyDetail | ExpiredListing | null> {
  try {
    return await api.get<PropertyDetail>(`/realty/properties/${id}/`, { signal });
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    if (errorStatus(error) === 410) return { expired: true, id };
    throw error;
  }
}

/** POST /realty/properties/{id}/views/: counts this visit, for a page the server rendered (its own fetch does not count). */
export const recordPropertyView = (id: number) => api.post<{ views_count: number }>(`/realty/properties/${id}/views/`);

export const propertyQueryKey = (id: number) => ['realty', 'property', id] as const;

export const propertyQueryOptions = (id: number) =>
  queryOptions({ queryKey: propertyQueryKey(id), queryFn: ({ signal }) => getProperty(id, signal) });

/** A listing id (or an owner's) from the address, within the API's range, else null (not found). */
export const propertyId = idFromPath;

export function useProperty(id: number | null) {
  return useQuery({
    ...propertyQueryOptions(id ?? 0),
    enabled: id !== null,
    // Its owner waits for photos being prepared: asked again until they are ready.
    refetchInterval: (query) =>
      query.state.data && !isExpired(query.state.data) && query.state.data.photos_pending ? PHOTOS_PENDING_REFRESH_MS : false,
  });
}

/** GET /realty/properties/{id}/similar/: a few active listings like this one. */
export async function getSimilar(id: number, signal?: AbortSignal): Promise<PropertyCard[]> {
  return listResults(await api.get<PropertyCard[]>(`/realty/properties/${id}/similar/`, { signal }));
}

export const similarQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['realty', 'similar', id], queryFn: ({ signal }) => getSimilar(id, signal), staleTime: 5 * 60_000 });

export function useSimilar(id: number, enabled: boolean) {
  return useQuery({ ...similarQueryOptions(id), enabled });
}
