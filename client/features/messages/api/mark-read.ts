import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { patchThread } from './cache';

/** Read receipts: tells the server how far I have read this thread. */
export function useMarkRead(peerId: string) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (upTo: number) => apiJson<{ lastReadId: number; unreadCount: number }>('POST', `/api/messages/${encodeURIComponent(peerId)}/read`, { upTo }),
    onSuccess: (r) => patchThread(qc, peerId, { myLastReadId: r.lastReadId, unreadCount: r.unreadCount }),
  });
}
