import type { MapPointsResponse } from '@manara/shared/schemas/realty';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { PropertyListParams } from '../lib/filters';

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
