import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Switch } from '@common/schemas/site';
import { apiJson, getQueryFn } from '@/lib/api-client';
import { LONG_STALE_TIME } from '@/lib/query-client';
import { siteKeys } from './keys';

export const siteQueries = {
  maintenance: () => queryOptions<Switch>({ queryKey: siteKeys.maintenance, queryFn: getQueryFn({ on401: 'throw' }), staleTime: LONG_STALE_TIME }),
  comingSoon: () => queryOptions<Switch>({ queryKey: siteKeys.comingSoon, queryFn: getQueryFn({ on401: 'throw' }), staleTime: LONG_STALE_TIME }),
};

export function useSiteSwitches() {
  const maintenance = useQuery(siteQueries.maintenance());
  const comingSoon = useQuery(siteQueries.comingSoon());
  return {
    isLoading: maintenance.isLoading || comingSoon.isLoading,
    maintenance: maintenance.data?.isEnabled ?? false,
    comingSoon: comingSoon.data?.isEnabled ?? false,
  };
}

export function useSetSwitch(which: 'maintenance' | 'coming-soon') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (isEnabled: boolean) => apiJson<Switch>('PUT', `/api/admin/settings/${which}`, { isEnabled }),
    onSuccess: (data) => qc.setQueryData((which === 'maintenance' ? siteQueries.maintenance() : siteQueries.comingSoon()).queryKey, data),
  });
}
