import type { Paginated } from '@manara/shared/schemas/common';
import type { Favorite, PropertyCard, PropertyDetail } from '@manara/shared/schemas/realty';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { propertyQueryKey } from './property';

/** The signed-in user's saved listings. */

/** POST /realty/favorites/ (201 newly saved, 200 already saved). */
export async function addFavorite(propertyId: number): Promise<Favorite> {
  return await api.post<Favorite>('/realty/favorites/', { property_id: propertyId });
}

/** DELETE /realty/favorites/{property_id}/ (204 whether or not it was saved). */
export async function removeFavorite(propertyId: number): Promise<void> {
  await api.delete(`/realty/favorites/${propertyId}/`);
}

/** GET /realty/favorites/: the signed-in user's saved listings that are still on the market, newest saved first. */
export async function getFavorites(signal?: AbortSignal): Promise<Paginated<PropertyCard>> {
  return api.get<Paginated<PropertyCard>>('/realty/favorites/', { params: { page_size: 12 }, signal });
}

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: ['realty', 'favorites'], queryFn: ({ signal }) => getFavorites(signal) });

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}

/**
 * Save or unsave a listing (signed-in users). The heart changes at once; if the call fails it goes back
 * and `onError` runs.
 */
export function useToggleFavorite(propertyId: number, { onError }: { onError?: (error: unknown, saved: boolean) => void } = {}) {
  const queryClient = useQueryClient();
  const key = propertyQueryKey(propertyId);
  return useMutation({
    mutationFn: async (save: boolean) => (save ? addFavorite(propertyId) : removeFavorite(propertyId)),
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PropertyDetail>(key);
      queryClient.setQueryData<PropertyDetail>(key, (old) => (old ? { ...old, is_favorite: save } : old));
      return { previous };
    },
    onError: (error, save, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onError?.(error, save);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['realty', 'favorites'] }),
  });
}
