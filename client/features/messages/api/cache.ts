import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Message, MessagePage, Thread } from '@common/schemas/messages';
import { messageKeys } from './keys';

/** Puts a message at the newest end of a cached thread (once, whichever of the reply or the live event comes first). */
export function addToHistory(qc: QueryClient, peerId: string, message: Message) {
  qc.setQueryData<InfiniteData<MessagePage>>(messageKeys.history(peerId), (data) => {
    if (!data || data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
  });
}

export function patchThread(qc: QueryClient, peerId: string, patch: Partial<Thread>) {
  qc.setQueryData<Thread>(messageKeys.thread(peerId), (t) => t && { ...t, ...patch, peerLastReadId: Math.max(t.peerLastReadId, patch.peerLastReadId ?? 0) });
}
