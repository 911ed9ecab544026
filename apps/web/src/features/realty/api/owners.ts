import type { OwnerListings } from '@manara/shared/schemas/realty';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorStatus } from '@/lib/api';

/** Listings on an owner's page: four rows of three on a wide screen. */
export const OWNER_PAGE_SIZE = 12;

export interface OwnerPageParams {
  page?: number;
  cursor?: string;
}

/** GET /realty/owners/{id}/properties/: the owner and a page of their active listings; null when not found (404). */
export async function getOwnerListings(id: number, params: OwnerPageParams, signal?: AbortSignal): Promise<OwnerListings | null> {
  try {
    return await api.get<OwnerListings>(`/realty/owners/${id}/properties/`, { params: { ...params, page_size: OWNER_PAGE_SIZE }, signal });
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const ownerListingsQueryOptions = (id: number, params: OwnerPageParams) =>
  queryOptions({ queryKey: ['realty', 'owner', id, params], queryFn: ({ signal }) => getOwnerListings(id, params, signal) });

export function useOwnerListings(id: number | null, params: OwnerPageParams) {
  return useQuery({ ...ownerListingsQueryOptions(id ?? 0, params), enabled: id !== null });
}
