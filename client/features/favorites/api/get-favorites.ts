import { useCallback } from 'react';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FavoriteIds, FavoritePage } from '@common/schemas/favorites';
import { useUser } from '@/features/auth';
import { fetchJson } from '@/lib/api-client';
import type { OutboxItem } from '@/lib/offline/outbox-actions';
import { useOutbox } from '@/lib/offline/outbox-store';
import { favoriteKeys } from './keys';

export const favoriteIdsQuery = queryOptions({
  queryKey: favoriteKeys.ids(),
  queryFn: ({ signal }) => fetchJson<FavoriteIds>('/api/favorites/ids', signal).then((r) => r.farmIds),
});

/**
 * The signed-in user's saved listing ids (empty when signed out): one request for every heart on a page. Hearts
 * tapped offline and still waiting to send count as tapped, also on a saved copy read later (decision 022).
 */
export function useFavoriteIds() {
  const { user } = useUser();
  const waiting = useOutbox();
  const select = useCallback((ids: number[]) => withWaitingTaps(ids, waiting), [waiting]);
  return useQuery({ ...favoriteIdsQuery, enabled: Boolean(user), select });
}

function withWaitingTaps(ids: number[], outbox: OutboxItem[]) {
  const taps = outbox.filter((i) => i.state === 'waiting' && (i.kind === 'favorite' || i.kind === 'unfavorite'));
  if (!taps.length) return ids;
  const saved = new Set(ids);
  for (const tap of taps) {
    const { farmId } = tap.input as { farmId: number };
    if (tap.kind === 'favorite') saved.add(farmId);
    else saved.delete(farmId);
  }
  return [...saved];
}

export const favoritesQuery = (near: string | null) =>
  infiniteQueryOptions({
    queryKey: favoriteKeys.list(near),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '24' });
      if (near) params.set('near', near);
      if (pageParam) params.set('cursor', pageParam);
      return fetchJson<FavoritePage>(`/api/favorites?${params}`, signal);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useFavorites = (near: string | null, enabled = true) => useInfiniteQuery({ ...favoritesQuery(near), enabled });
