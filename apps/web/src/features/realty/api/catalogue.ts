import type { Paginated } from '@manara/shared/schemas/common';
import type { MapPointsResponse, PropertyCard } from '@manara/shared/schemas/realty';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listResults } from '@/lib/api';
import type { PropertyListParams } from '../lib/filters';

/** The catalogue: a page of listings for the list's filters, and the map view's pins. */

/** A page of listings: `count` stops at a bound (`countCapped`: "1,000+"); `next` / `previous` are the API's cursor links. */
export interface PropertyPage {
  count: number;
  countCapped: boolean;
  next: string | null;
  previous: string | null;
  results: PropertyCard[];
}

/** GET /realty/properties/: one page of active listings (a plain array is accepted too, specification §7). */
export async function getProperties(params: PropertyListParams, signal?: AbortSignal): Promise<PropertyPage> {
  const data = await api.get<Paginated<PropertyCard> | PropertyCard[]>('/realty/properties/', { params, signal });
  const results = listResults(data);
  if (Array.isArray(data) || !data) return { count: results.length, countCapped: false, next: null, previous: null, results };
  return {
    count: data.count ?? results.length,
    countCapped: data.count_capped === true,
    next: data.next ?? null,
    previous: data.previous ?? null,
    results,
  };
}

export const propertiesQueryOptions = (params: PropertyListParams) =>
  queryOptions({
    queryKey: ['realty', 'properties', params],
    queryFn: ({ signal }) => getProperties(params, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useProperties(params: PropertyListParams) {
  return useQuery(propertiesQueryOptions(params));
}

/** GET /realty/properties/map/: the map view's pins for the list's filters (not its visible area, paging or order). */
export const mapPointsQueryOptions = (params: Omit<PropertyListParams, 'bbox' | 'page' | 'ordering'>) =>
  queryOptions({
    queryKey: ['realty', 'map-points', params],
    queryFn: ({ signal }) => api.get<MapPointsResponse>('/realty/properties/map/', { params, signal }),
    placeholderData: keepPreviousData,
  });

export function useMapPoints(params: Omit<PropertyListParams, 'bbox' | 'page' | 'ordering'>, enabled: boolean) {
  return useQuery({ ...mapPointsQueryOptions(params), enabled });
}
