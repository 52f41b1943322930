import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationPage } from '@common/schemas/messages';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { messageKeys } from './keys';

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.inbox(),
    queryFn: ({ pageParam, signal }) => fetchJson<ConversationPage>(`/api/messages?limit=30${pageParam ? `&cursor=${pageParam}` : ''}`, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessClientError,
  });

export const useConversations = () => useInfiniteQuery(conversationsQuery());
