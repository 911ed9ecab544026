import type { Directory } from '@manara/shared/services';
import type { DirectoryPage, MyService, MyServices, ServiceWriteForm } from '@manara/shared/schemas/services';
import type { City } from '@manara/shared/schemas/realty';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listResults } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

const MINE = [...queryRoots.services, 'mine'] as const;

/** The directory filters a page's address may carry (decision 057), as the API reads them. */
export const DIRECTORY_PARAMS = ['search', 'city', 'category', 'language', 'price_min', 'price_max', 'currency', 'cursor'] as const;

/** A directory page's query from its address: only the known filters, empty ones left out. */
export function directoryParams(search: URLSearchParams): Record<string, string> {
  return Object.fromEntries(DIRECTORY_PARAMS.flatMap((key) => (search.get(key)?.trim() ? [[key, search.get(key)!.trim()]] : [])));
}

/** GET /services/directory/{directory}/ with the page address's filters. */
export const directoryQueryOptions = (directory: Directory, params: Record<string, string>) =>
  queryOptions({
    queryKey: [...queryRoots.services, 'directory', directory, params] as const,
    queryFn: ({ signal }) => api.get<DirectoryPage>(`/services/directory/${directory}/`, { params: { ...params, page_size: 12 }, signal }),
  });
export const useDirectory = (directory: Directory, params: Record<string, string>) =>
  useQuery({ ...directoryQueryOptions(directory, params), placeholderData: (previous) => previous });

/** Every city (the directories' and the service form's choices). */
export const useServiceCities = () =>
  useQuery({
    queryKey: [...queryRoots.services, 'cities'] as const,
    queryFn: async ({ signal }) => listResults(await api.get<City[] | { results: City[] }>('/realty/cities/', { signal })),
    staleTime: 60 * 60_000,
  });

export const useMyServices = (enabled: boolean) =>
  useQuery({ queryKey: MINE, queryFn: ({ signal }) => api.get<MyServices>('/services/mine/', { signal }), enabled });

function useChange<V>(call: (vars: V) => Promise<MyService>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryRoots.services }) });
}

/** A service as the form sends it: every field (PUT replaces). */
export type ServiceBody = ServiceWriteForm;
export const useSaveService = () =>
  useChange(({ id, body }: { id?: number; body: ServiceBody }) =>
    id ? api.put<MyService>(`/services/mine/${id}/`, body) : api.post<MyService>('/services/mine/', body),
  );
export const useArchiveService = () =>
  useChange(({ id, archived }: { id: number; archived: boolean }) =>
    api.post<MyService>(`/services/mine/${id}/${archived ? 'archive' : 'restore'}/`),
  );

export const useJoinWaitlist = () =>
  useMutation({ mutationFn: (body: { email: string; language: string }) => api.post('/services/legal-waitlist/', body) });
export const useLeaveWaitlist = () =>
  useMutation({ mutationFn: (token: string) => api.post(`/services/legal-waitlist/leave/`, {}, { params: { token } }) });
