import type { PartnershipAction, PartnershipList, PartnershipView, ProviderPartners } from '@manara/shared/schemas/partnerships';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorStatus } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

const MINE = [...queryRoots.providers, 'partnerships'] as const;

/** GET /providers/{id}/partners/: whom a provider works with, both agreeing (none: an empty list). */
export const partnersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...queryRoots.providers, 'partners', id] as const,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ProviderPartners>(`/providers/${id}/partners/`, { signal });
      } catch (error) {
        if (errorStatus(error) === 404) return { results: [] };
        throw error;
      }
    },
  });

/** GET /partnerships/: the signed-in provider's partnerships. */
export const useMyPartnerships = (enabled = true) =>
  useQuery({ queryKey: MINE, queryFn: ({ signal }) => api.get<PartnershipList>('/partnerships/', { signal }), enabled });

function usePartnershipChange<V>(call: (vars: V) => Promise<PartnershipView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MINE });
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.providers, 'partners'] });
    },
  });
}

/** POST /partnerships/: invite a provider of the other kind. */
export const useInvitePartner = () =>
  usePartnershipChange((providerId: number) => api.post<PartnershipView>('/partnerships/', { provider_id: providerId }));

/** POST /partnerships/{id}/status/: accept, decline or end. */
export const useChangePartnership = () =>
  usePartnershipChange(({ id, action }: { id: number; action: PartnershipAction }) =>
    api.post<PartnershipView>(`/partnerships/${id}/status/`, { action }),
  );
