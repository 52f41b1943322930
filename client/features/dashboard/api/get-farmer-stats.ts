import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FarmerStats } from '@common/schemas/dashboard';
import { fetchJson } from '@/lib/api-client';
import { dashboardKeys } from './keys';

export const farmerStatsQuery = (days: number) =>
  queryOptions({
    queryKey: dashboardKeys.farmerStats(days),
    queryFn: ({ signal }) => fetchJson<FarmerStats>(`/api/dashboard/farmer-stats?days=${days}`, signal),
  });

export const useFarmerStats = (days: number) => useQuery(farmerStatsQuery(days));
