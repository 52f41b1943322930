import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@common/schemas/messages';
import { useUser } from '@/features/auth';
import { useOfflineText } from '@/features/offline';
import { retryMutation } from '@/lib/api-client';
import { sendOrQueue } from '@/lib/offline/send';
import { addToHistory } from './cache';
import { messageKeys } from './keys';

/** Sends a message; without signal it waits on the phone (shown in the thread) and goes when the signal returns. */
export function useSendMessage(peerId: string, peerName: string) {
  const qc = useQueryClient();
  const { user } = useUser();
  const offlineText = useOfflineText();
  return useMutation({
    retry: retryMutation,
    mutationFn: (body: string) => sendOrQueue<'message', Message>('message', { peerId, body }, offlineText.label.message(peerName), user?.id ?? null),
    onSuccess: (sent) => {
      if (sent.queued) return;
      addToHistory(qc, peerId, sent.result);
      return Promise.all([qc.invalidateQueries({ queryKey: messageKeys.inbox() }), qc.invalidateQueries({ queryKey: messageKeys.thread(peerId) })]);
    },
    // Refused (blocked meanwhile, account suspended): the thread says why in place of the composer.
    onError: () => qc.invalidateQueries({ queryKey: messageKeys.thread(peerId) }),
  });
}
