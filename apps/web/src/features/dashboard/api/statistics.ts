import type { OwnerStatistics, StatisticsPeriod } from '@manara/shared/schemas/statistics';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** GET /realty/statistics/: the owner's series over the period, of every listing or one (decision 068). */
export function ownerStatisticsQuery(period: StatisticsPeriod, propertyId: number | null) {
  return queryOptions({
    queryKey: [...queryRoots.realty, 'statistics', period, propertyId],
    queryFn: () => api.get<OwnerStatistics>(`/realty/statistics/?days=${period}${propertyId === null ? '' : `&property_id=${propertyId}`}`),
  });
}
