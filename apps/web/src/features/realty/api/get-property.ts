import type { PropertyDetail } from '@manara/shared/schemas/realty';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { api } from '@/lib/api';

/** A listing that does not exist or is not public (404 property_not_found): not worth retrying. */
export function isNotFound(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 404;
}

/** GET /realty/properties/{id}/ */
export async function getProperty(id: number, signal?: AbortSignal): Promise<PropertyDetail> {
  return (await api.get<PropertyDetail>(`/realty/properties/${id}/`, { signal })).data;
}

export const propertyQueryKey = (id: number) => ['realty', 'property', id] as const;

export const propertyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: propertyQueryKey(id),
    queryFn: ({ signal }) => getProperty(id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export function useProperty(id: number) {
  return useQuery({ ...propertyQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
