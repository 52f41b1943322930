import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FarmSummary } from '@common/schemas/farms';
import { fetchJson } from '@/lib/api-client';
import { dashboardKeys } from './keys';

export const favoriteUpdatesQuery = queryOptions({
  queryKey: dashboardKeys.favoriteUpdates(),
  queryFn: ({ signal }) => fetchJson<{ items: FarmSummary[] }>('/api/dashboard/favorite-updates', signal).then((r) => r.items),
});

export const useFavoriteUpdates = () => useQuery(favoriteUpdatesQuery);
