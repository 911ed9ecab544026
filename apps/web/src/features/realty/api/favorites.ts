import type { Favorite, PropertyDetail } from '@manara/shared/schemas/realty';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { loadOutbox } from '@/lib/outbox/load';
import { propertyQueryKey } from './property';

/**
 * Saving and unsaving a listing (the heart on every card and listing page). The list of saved listings
 * is favorites-list.ts: apart, so that its query does not ride onto every listing page (page budget, decision 054).
 */

/** POST /realty/favorites/ (201 newly saved, 200 already saved). */
export async function addFavorite(propertyId: number): Promise<Favorite> {
  return await api.post<Favorite>('/realty/favorites/', { property_id: propertyId });
}

/** DELETE /realty/favorites/{property_id}/ (204 whether or not it was saved). */
export async function removeFavorite(propertyId: number): Promise<void> {
  await api.delete(`/realty/favorites/${propertyId}/`);
}

/**
 * Save or unsave a listing (signed-in users). The heart changes at once; if the call is refused it goes
 * back and `onError` runs; without a connection it stays, the change kept in the outbox (`queued`).
 */
export function useToggleFavorite(
  propertyId: number,
  { onError, t }: { onError?: (error: unknown, saved: boolean) => void; t: (key: string) => string },
) {
  const queryClient = useQueryClient();
  const key = propertyQueryKey(propertyId);
  return useMutation({
    // Through the outbox (decision 071): without a connection the change is kept and the heart stays as
    // asked; so the mutation is not paused while offline (React Query's default networkMode).
    networkMode: 'always',
    mutationFn: async (save: boolean) => {
      const outbox = await loadOutbox(t);
      return save
        ? outbox.sendOnce<Favorite>('POST', '/realty/favorites/', { property_id: propertyId }, 'favorite')
        : outbox.sendOnce<null>('DELETE', `/realty/favorites/${propertyId}/`, undefined, 'favorite');
    },
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
