import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ReadResult } from '@common/schemas/messages';
import { patchThread } from './cache';

/** Read receipts: tells the server how far I have read this thread. */
export function useMarkRead(peerId: string) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (upTo: number) => apiJson<ReadResult>('POST', `/api/messages/${encodeURIComponent(peerId)}/read`, { upTo }),
    onSuccess: (r) => patchThread(qc, peerId, { myLastReadId: r.lastReadId, unreadCount: r.unreadCount }),
  });
}
