import { keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { Outbox, OutboxMail } from '@common/schemas/queue-admin';
import { apiJson, fetchJson } from '@/lib/api-client';
import { adminKeys } from './keys';

export const OUTBOX_ENDPOINT = '/api/admin/outbox';

/** The mail outbox, newest first, searched by recipient; each page reaches further back. */
export const useOutbox = (q: string) =>
  useInfiniteQuery({
    queryKey: adminKeys.page(OUTBOX_ENDPOINT, q),
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

/** One email with its one-time links shown (the server records it in the audit log). */
export const useRevealOutboxMail = () => useMutation({ mutationFn: (id: number) => apiJson<OutboxMail>('POST', `${OUTBOX_ENDPOINT}/${id}/reveal`) });
