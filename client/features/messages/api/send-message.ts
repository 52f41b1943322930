import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@common/schemas/messages';
import { retryMutation, apiJson } from '@/lib/api-client';
import { addToHistory } from './cache';
import { messageKeys } from './keys';

export function useSendMessage(peerId: string) {
  const qc = useQueryClient();
  return useMutation({
    retry: retryMutation,
    mutationFn: (body: string) => apiJson<Message>('POST', `/api/messages/${encodeURIComponent(peerId)}`, { body }),
    onSuccess: (message) => {
      addToHistory(qc, peerId, message);
      return Promise.all([qc.invalidateQueries({ queryKey: messageKeys.inbox() }), qc.invalidateQueries({ queryKey: messageKeys.thread(peerId) })]);
    },
    // Refused (blocked meanwhile, account suspended): the thread says why in place of the composer.
    onError: () => qc.invalidateQueries({ queryKey: messageKeys.thread(peerId) }),
  });
}
