import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MessagePage, Thread } from '@common/schemas/messages';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { messageKeys } from './keys';

const base = (peerId: string) => `/api/messages/${encodeURIComponent(peerId)}`;

/** Who the thread is with, whether I may write, and how far each side has read. */
export const threadQuery = (peerId: string) =>
  queryOptions({ queryKey: messageKeys.thread(peerId), queryFn: ({ signal }) => fetchJson<Thread>(base(peerId), signal), retry: retryUnlessClientError });

/** The messages, newest page first; older pages load as the reader scrolls up. */
export const historyQuery = (peerId: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.history(peerId),
    queryFn: ({ pageParam, signal }) => fetchJson<MessagePage>(`${base(peerId)}/history?limit=30${pageParam ? `&cursor=${pageParam}` : ''}`, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessClientError,
  });

export const useThread = (peerId: string) => useQuery(threadQuery(peerId));
export const useHistory = (peerId: string) => useInfiniteQuery(historyQuery(peerId));
