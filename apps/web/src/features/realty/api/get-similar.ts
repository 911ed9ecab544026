import type { PropertyCard } from '@manara/shared/schemas/realty';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, listResults } from '@/lib/api';

/** GET /realty/properties/{id}/similar/: a few active listings like this one. */
export async function getSimilar(id: number, signal?: AbortSignal): Promise<PropertyCard[]> {
  return listResults(await api.get<PropertyCard[]>(`/realty/properties/${id}/similar/`, { signal }));
}

export const similarQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['realty', 'similar', id], queryFn: ({ signal }) => getSimilar(id, signal), staleTime: 5 * 60_000 });

export function useSimilar(id: number, enabled: boolean) {
  return useQuery({ ...similarQueryOptions(id), enabled });
}
