import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FavoriteIds, FavoritePage } from '@common/schemas/favorites';
import { useUser } from '@/features/auth';
import { fetchJson } from '@/lib/api-client';
import { favoriteKeys } from './keys';

export const favoriteIdsQuery = queryOptions({
  queryKey: favoriteKeys.ids(),
  queryFn: ({ signal }) => fetchJson<FavoriteIds>('/api/favorites/ids', signal).then((r) => r.farmIds),
});

/** The signed-in user's saved listing ids (empty when signed out): one request for every heart on a page. */
export function useFavoriteIds() {
  const { user } = useUser();
  return useQuery({ ...favoriteIdsQuery, enabled: Boolean(user) });
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
