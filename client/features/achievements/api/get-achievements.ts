import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Achievement } from '@common/schemas/achievements';
import { fetchJson } from '@/lib/api-client';
import { achievementKeys } from './keys';

export const achievementsQuery = queryOptions({
  queryKey: achievementKeys.all,
  queryFn: ({ signal }) => fetchJson<{ items: Achievement[] }>('/api/achievements', signal).then((r) => r.items),
});

export const useAchievements = () => useQuery(achievementsQuery);
