import type { StaffStatistics, StatisticsPeriod } from '@manara/shared/schemas/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** GET /admin/statistics/?days= — staff's overview over the period (decision 068). */
export const useStaffStatistics = (period: StatisticsPeriod) =>
  useQuery({
    queryKey: [...queryRoots.admin, 'statistics', period],
    queryFn: ({ signal }) => api.get<StaffStatistics>('/admin/statistics/', { params: { days: period }, signal }),
    placeholderData: keepPreviousData,
  });
