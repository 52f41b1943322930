import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '@common/schemas/messages';
import type { LiveEvent } from '@/lib/live-events';
import { addToHistory, patchThread } from './cache';
import { messageKeys } from './keys';

/** What a live event changes in the cached conversations. */
export function applyMessageEvent(qc: QueryClient, e: LiveEvent) {
  if (e.kind === 'resync') return void qc.invalidateQueries({ queryKey: messageKeys.all });
  if (e.kind === 'message') {
    const { with: peerId, message } = e.data as { with: string; message: Message };
    addToHistory(qc, peerId, message);
    void qc.invalidateQueries({ queryKey: messageKeys.inbox() });
    void qc.invalidateQueries({ queryKey: messageKeys.thread(peerId) });
  }
  if (e.kind === 'read') {
    const { with: peerId, ...patch } = e.data as { with: string; peerLastReadId?: number; myLastReadId?: number; unreadCount?: number };
    patchThread(qc, peerId, patch);
    if (patch.myLastReadId !== undefined) void qc.invalidateQueries({ queryKey: messageKeys.inbox() });
  }
}
