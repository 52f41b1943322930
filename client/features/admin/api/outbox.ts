import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Outbox } from '@common/schemas/queue-admin';
import { fetchJson } from '@/lib/api-client';
import { adminKeys } from './admin-list';

export const OUTBOX_ENDPOINT = '/api/admin/outbox';

/** The mail outbox, newest first, searched by recipient; each page reaches further back. */
export const useOutbox = (q: string) =>
  useInfiniteQuery({
    queryKey: [...adminKeys.list(OUTBOX_ENDPOINT), q],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '50' });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return fetchJson<Outbox>(`${OUTBOX_ENDPOINT}?${params}`, signal);
    },
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
