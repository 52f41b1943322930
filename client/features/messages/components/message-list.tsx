import { useEffect, useLayoutEffect, useRef } from 'react';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import type { Language } from '@common/i18n/languages';
import type { Message } from '@common/schemas/messages';
import { paths } from '@/lib/paths';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useHistory } from '../api/get-thread';
import { fullWhen, shortWhen } from './format';
import { QueuedMessages } from './queued-messages';
import { MessageText } from './message-text';
import { MuteToggle } from './mute-toggle';

interface Props {
  peerId: string;
  myId: string;
  peerLastReadId: number;
}

/**
 * The thread, oldest at the top. Scrolling to the top loads earlier messages without moving what is on screen;
 * a new message scrolls into view only when the reader is already at the bottom.
 */
export function MessageList({ peerId, myId, peerLastReadId }: Props) {
  const { data, isPending, fetchNextPage, hasNextPage, isFetchingNextPage } = useHistory(peerId);
  const scroller = useRef<HTMLDivElement>(null);
  const { t, i18n } = useTranslation('messages');
  const lang = i18n.language as Language;
  const top = useRef<HTMLDivElement>(null);
  const before = useRef({ height: 0, firstId: 0, lastId: 0, atBottom: true });
  const messages: Message[] = data ? data.pages.flatMap((p) => p.items).reverse() : [];
  const firstId = messages[0]?.id ?? 0;
  const lastId = messages.at(-1)?.id ?? 0;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = before.current;
    if (prev.firstId && firstId < prev.firstId && lastId === prev.lastId) el.scrollTop += el.scrollHeight - prev.height;
    else if (lastId !== prev.lastId && (prev.atBottom || messages.at(-1)?.senderId === myId)) el.scrollTop = el.scrollHeight;
    before.current = {
      height: el.scrollHeight,
      firstId,
      lastId,
      atBottom: prev.atBottom,
    };
  });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => (before.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 80);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasNextPage) return;
    const io = new IntersectionObserver(([entry]) => entry.isIntersecting && !isFetchingNextPage && void fetchNextPage(), {
      root: scroller.current,
      rootMargin: '200px 0px 0px 0px',
    });
    io.observe(sentinel);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const lastMine = [...messages].reverse().find((m) => m.senderId === myId);
  // One mute switch per stand, under its latest bulk message.
  const lastBulk = new Map(messages.filter((m) => m.bulk).map((m) => [m.bulk!.farmId, m.id]));

  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-stone-50 px-3 py-4 sm:px-5">
      <div ref={top} />
      {(isPending || isFetchingNextPage) && <Spinner label={t('thread.loadingEarlier')} centered className="mx-auto mb-3" />}
      {!hasNextPage && !isPending && messages.length > 0 && <p className="mb-4 text-center text-xs text-stone-600">{t('thread.start')}</p>}
      {!isPending && messages.length === 0 && <p className="mt-8 text-center text-stone-600">{t('thread.empty')}</p>}
      <div role="log" aria-label={t('thread.log')}>
        <ol className="space-y-2">
          {messages.map((m) => {
            const mine = m.senderId === myId;
            return (
              <li key={m.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
                {m.bulk && (
                  <p className="mb-1 px-1 text-xs text-stone-600">
                    <Trans
                      t={t}
                      ns="messages"
                      i18nKey="thread.toFollowers"
                      values={{ farm: m.bulk.farmName }}
                      components={{ farm: <Link href={paths.farm(m.bulk.farmId)} className="font-medium text-brand-800 underline" /> }}
                    />
                  </p>
                )}
                <div
                  className={cn(
                    'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-[15px] leading-snug shadow-sm sm:max-w-[70%]',
                    mine ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-white text-stone-900',
                    !mine && (m.bulk ? 'ring-2 ring-sun' : 'ring-1 ring-stone-200'),
                  )}
                >
                  <MessageText text={m.body} />
                </div>
                <p className="mt-0.5 px-1 text-[11px] text-stone-600">
                  <time dateTime={m.createdAt} title={fullWhen(m.createdAt, lang)}>
                    {shortWhen(m.createdAt, lang)}
                  </time>
                  {m === lastMine && <span> · {peerLastReadId >= m.id ? t('thread.seen') : t('thread.sent')}</span>}
                </p>
                {m.bulk && !mine && lastBulk.get(m.bulk.farmId) === m.id && <MuteToggle farmId={m.bulk.farmId} farmName={m.bulk.farmName} />}
              </li>
            );
          })}
          <QueuedMessages peerId={peerId} />
        </ol>
      </div>
    </div>
  );
}
