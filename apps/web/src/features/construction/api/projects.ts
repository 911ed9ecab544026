import { idFromPath } from '@manara/shared/ids';
import type { Paginated } from '@manara/shared/schemas/common';
import type { ProjectCard, ProjectDetail } from '@manara/shared/schemas/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorStatus } from '@/lib/api';

export type ProjectFilter = 'all' | 'featured';

/**
 * GET /realty/completed-projects/ (or /featured/): newest completion first, a page at a time; `pageSize`
 * when a page shows fewer than the API's page (it asks for no more than it shows).
 */
export const projectsQueryOptions = (filter: ProjectFilter, page = 1, pageSize?: number) =>
  queryOptions({
    queryKey: ['construction', 'projects', filter, page, pageSize ?? null] as const,
    queryFn: ({ signal }) =>
      api.get<Paginated<ProjectCard>>(`/realty/completed-projects/${filter === 'featured' ? 'featured/' : ''}`, {
        params: { ...(page > 1 ? { page } : {}), ...(pageSize ? { page_size: pageSize } : {}) },
        signal,
      }),
  });

export function useProjects(filter: ProjectFilter, page = 1, pageSize?: number) {
  return useQuery({ ...projectsQueryOptions(filter, page, pageSize), placeholderData: keepPreviousData });
}

/** GET /realty/completed-projects/{id}/ — null when there is no such project (404: an answer, not a failure). */
export async function getProject(id: number, signal?: AbortSignal): Promise<ProjectDetail | null> {
  try {
    return await api.get<ProjectDetail>(`/realty/completed-projects/${id}/`, { signal });
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const projectQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['construction', 'project', id] as const, queryFn: ({ signal }) => getProject(id, signal) });

export function useProject(id: number | null) {
  return useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null });
}

/** POST /realty/completed-projects/{id}/views/: counts this visit, for a page the server rendered. */
export const recordProjectView = (id: number) => api.post<{ views_count: number }>(`/realty/completed-projects/${id}/views/`);

/** A project id from the address, within the API's range, else null (not found). */
export const projectId = idFromPath;
