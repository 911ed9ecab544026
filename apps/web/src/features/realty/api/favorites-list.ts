import type { Paginated } from '@manara/shared/schemas/common';
import type { PropertyCard } from '@manara/shared/schemas/realty';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /realty/favorites/: the signed-in user's saved listings that are still on the market, newest saved first. */
export async function getFavorites(signal?: AbortSignal): Promise<Paginated<PropertyCard>> {
  return api.get<Paginated<PropertyCard>>('/realty/favorites/', { params: { page_size: 12 }, signal });
}

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: ['realty', 'favorites'], queryFn: ({ signal }) => getFavorites(signal) });

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}
