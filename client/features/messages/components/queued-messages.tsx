import { Clock } from 'lucide-react';
import { useOfflineText } from '@/features/offline';
import type { OutboxItem } from '@/lib/offline/outbox-actions';
import { useOutbox } from '@/lib/offline/outbox-store';
import { MessageText } from './message-text';

const toPeer =
  (peerId: string) =>
  (i: OutboxItem): i is OutboxItem<'message'> =>
    i.kind === 'message' && (i.input as { peerId: string }).peerId === peerId;

/** Messages written without signal, at the end of the thread until they are sent (or refused, with why). */
export function QueuedMessages({ peerId }: { peerId: string }) {
  const queued = useOutbox().filter(toPeer(peerId));
  const offlineText = useOfflineText();
  return queued.map((item) => (
    <li key={item.id} className="flex flex-col items-end">
      <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-brand-700/80 px-3.5 py-2 text-[15px] leading-snug text-white shadow-sm sm:max-w-[70%]">
        <MessageText text={item.input.body} />
      </div>
      <p className="mt-0.5 flex items-center gap-1 px-1 text-[11px] text-stone-700">
        <Clock className="h-3 w-3" aria-hidden="true" />
        {item.state === 'failed' ? `${offlineText.notSent}: ${item.error}` : offlineText.waitingToSend}
      </p>
    </li>
  ));
}
