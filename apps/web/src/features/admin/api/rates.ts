import type { AdminExchangeRate, ExchangeRateRequest } from '@manara/shared/schemas/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';
import { exchangeRatesQueryOptions } from '@/lib/exchange-rates';

const KEY = [...queryRoots.admin, 'exchange-rates'] as const;

/** GET /admin/exchange-rates/: every rate, when and by whom it was set (decision 040). */
export const useAdminRates = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<AdminExchangeRate[]>('/admin/exchange-rates/', { signal }) });

/** PUT /admin/exchange-rates/{currency}/; afterwards the rates and every listing price this tab holds are read again. */
export function useSetRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, values }: { currency: 'JOD' | 'ILS'; values: ExchangeRateRequest }) =>
      api.put<AdminExchangeRate>(`/admin/exchange-rates/${currency}/`, values),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: exchangeRatesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: queryRoots.realty });
    },
  });
}
