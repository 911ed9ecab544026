import type { AlertFrequency, SavedSearch } from '@manara/shared/schemas/saved-searches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEY = ['saved-searches'] as const;

export const useSavedSearches = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<SavedSearch[]>('/saved-searches/', { signal }) });

function useChange<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveSearch = () => useChange((filters: Record<string, string>) => api.post<SavedSearch>('/saved-searches/', { filters }));
export const useUpdateSavedSearch = () =>
  useChange(({ id, ...patch }: { id: number; name?: string | null; frequency?: AlertFrequency }) =>
    api.patch<SavedSearch>(`/saved-searches/${id}/`, patch),
  );
export const useDeleteSavedSearch = () => useChange((id: number) => api.delete(`/saved-searches/${id}/`));
