import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NotificationPage, UnreadSummary } from '@common/schemas/notifications';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { notificationKeys } from './keys';

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchJson<NotificationPage>(`/api/notifications?limit=15${pageParam ? `&cursor=${pageParam}` : ''}`, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessClientError,
  });

/** The header's two badges: unread notifications and unread messages. Kept current by live events. */
export const unreadQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => fetchJson<UnreadSummary>('/api/notifications/unread', signal),
    retry: retryUnlessClientError,
  });

export const useNotifications = (enabled = true) => useInfiniteQuery({ ...notificationsQuery(), enabled });
export const useUnread = (enabled = true) => useQuery({ ...unreadQuery(), enabled });
