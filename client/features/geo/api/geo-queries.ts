import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceSuggestion, ResolvedPlace, ReversePlace } from '@common/schemas/geo';
export type { PlaceSuggestion, ResolvedPlace, ReversePlace };
import { ApiError } from '@/lib/api-client';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';

/** 404 means "no such place": an answer, not an error. */
async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

// The gazetteer is bundled and offline on the server: answers never change, so keep them for the session.
const FOREVER = Infinity;

export const geoKeys = {
  all: ['geo'] as const,
  resolve: (q: string) => [...geoKeys.all, 'resolve', q.trim().toLowerCase()] as const,
  suggest: (q: string) => [...geoKeys.all, 'suggest', q.trim().toLowerCase()] as const,
  reverse: (lat: number, lng: number) => [...geoKeys.all, 'reverse', lat.toFixed(4), lng.toFixed(4)] as const,
};

export const resolvePlace = (q: string, signal?: AbortSignal) => orNull(fetchJson<ResolvedPlace>(`/api/geo/resolve?q=${encodeURIComponent(q.trim())}`, signal));

export const reversePlace = (lat: number, lng: number, signal?: AbortSignal) =>
  orNull(fetchJson<ReversePlace>(`/api/geo/reverse?lat=${lat}&lng=${lng}`, signal));

export const geoQueries = {
  resolve: (q: string) =>
    queryOptions({ queryKey: geoKeys.resolve(q), queryFn: ({ signal }) => resolvePlace(q, signal), staleTime: FOREVER, retry: retryUnlessClientError }),
  suggest: (q: string) =>
    queryOptions({
      queryKey: geoKeys.suggest(q),
      queryFn: ({ signal }) => fetchJson<PlaceSuggestion[]>(`/api/geo/suggest?q=${encodeURIComponent(q.trim())}`, signal),
      staleTime: FOREVER,
      retry: false, // suggestions are a nicety: never hold up typing on a bad signal
    }),
  reverse: (lat: number, lng: number) =>
    queryOptions({ queryKey: geoKeys.reverse(lat, lng), queryFn: ({ signal }) => reversePlace(lat, lng, signal), staleTime: FOREVER }),
};

/** A typed ZIP or town as a position (null: no such place), asked only for a non-empty text and when `enabled`. */
export const useResolvedPlace = (q: string, enabled = true) => useQuery({ ...geoQueries.resolve(q), enabled: enabled && Boolean(q) });

/** Places whose name starts with the text, asked only when `enabled`. */
export const usePlaceSuggestions = (q: string, enabled: boolean) => useQuery({ ...geoQueries.suggest(q), enabled });
