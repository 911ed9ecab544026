import type { Paginated } from '@manara/shared/schemas/common';
import type { ProjectDetail } from '@manara/shared/schemas/content';
import type { AdminProjectCard } from '@manara/shared/schemas/projects';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PHOTOS_PENDING_REFRESH_MS } from '@/components/form/photos-pending';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

const KEY = [...queryRoots.admin, 'projects'] as const;
export const PROJECTS_PAGE_SIZE = 20;

/** After a change: the staff list and every public projects query (lists, featured, pages). */
export function refreshProjects(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: KEY });
  void queryClient.invalidateQueries({ queryKey: queryRoots.construction });
}

export const useAdminProjects = (search: string, page: number) =>
  useQuery({
    queryKey: [...KEY, 'list', search, page],
    queryFn: ({ signal }) =>
      api.get<Paginated<AdminProjectCard>>('/admin/projects/', {
        params: { ...(search ? { search } : {}), page, page_size: PROJECTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    // While photos are being prepared, asked again until they are ready.
    refetchInterval: (query) => (query.state.data?.results.some((p) => p.photos_pending > 0) ? PHOTOS_PENDING_REFRESH_MS : false),
  });

export const useAdminProject = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => api.get<ProjectDetail>(`/admin/projects/${id}/`, { signal }),
    enabled: id !== null,
    // The dialog edits what it loaded; a refetch in the background must not replace what staff typed.
    staleTime: Infinity,
    gcTime: 0,
  });

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/admin/projects/${id}/`),
    onSuccess: () => refreshProjects(queryClient),
  });
}

/** Create (POST) or edit (PATCH) with the files, reporting upload progress. */
export const saveProject = (id: number | null, form: FormData, onProgress: (fraction: number) => void) =>
  id === null
    ? api.upload<ProjectDetail>('POST', '/admin/projects/', form, { onProgress })
    : api.upload<ProjectDetail>('PATCH', `/admin/projects/${id}/`, form, { onProgress });
