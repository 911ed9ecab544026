import type { PropertyDetail } from '@manara/shared/schemas/realty';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFavorite } from './add-favorite';
import { propertyQueryKey } from './get-property';
import { removeFavorite } from './remove-favorite';

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
