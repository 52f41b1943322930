import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { ArrowLeft, Ban, MoreVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';
import { VerifyEmailNotice } from '@/features/auth/ui';
import { errorMessage } from '@/lib/api-client';
import { useSetBlocked } from '../api/block-user';
import { useHistory, useThread } from '../api/get-thread';
import { useMarkRead } from '../api/mark-read';
import { Avatar } from './avatar';
import { Composer } from './composer';
import { MessageList } from './message-list';

/** One conversation: who, the messages, and the composer (or why there is none). */
export function ThreadView({ peerId, myId }: { peerId: string; myId: string }) {
  const { user } = useUser();
  const { t } = useTranslation('messages');
  const { data: thread, error } = useThread(peerId);
  const { data: history } = useHistory(peerId);
  const markRead = useMarkRead(peerId);
  const block = useSetBlocked(peerId, thread?.peer.firstName ?? '');
  const newest = history?.pages[0]?.items[0]?.id ?? 0;
  const unread = thread ? thread.unreadCount > 0 || newest > thread.myLastReadId : false;

  // Read receipts: mark read what is on screen, when the tab is actually being looked at.
  useEffect(() => {
    if (!unread || !newest) return;
    const mark = () => document.visibilityState === 'visible' && !markRead.isPending && markRead.mutate(newest);
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [unread, newest, markRead]);

  if (error && !thread) {
    return (
      <div role="alert" className="m-6 rounded-2xl bg-red-50 p-5 text-stone-800">
        <p className="font-semibold">{t('thread.openFailed')}</p>
        <p className="mt-1">{errorMessage(error)}</p>
        <Button asChild variant="secondary" className="mt-4">
          <Link href={paths.messages}>{t('thread.all')}</Link>
        </Button>
      </div>
    );
  }
  if (!thread) return <Spinner label={t('thread.loading')} className="m-6" />;
  const { peer } = thread;

  return (
    <section aria-label={t('thread.label', { name: peer.firstName })} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-stone-200 bg-white px-3 py-2.5">
        <Link
          href={paths.messages}
          className="flex h-11 w-11 items-center justify-center rounded-xl text-brand-800 hover:bg-brand-50 lg:hidden"
          aria-label={t('thread.all')}
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Link>
        <Avatar name={peer.firstName} id={peer.id} size="sm" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold text-stone-900">{peer.firstName}</h2>
          {peer.farmName && peer.farmId !== null && (
            <Link href={paths.farm(peer.farmId)} className="block truncate text-sm text-brand-800 underline-offset-2 hover:underline">
              {peer.farmName}
            </Link>
          )}
        </div>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('thread.options')}>
              <MoreVertical className="h-5 w-5" aria-hidden="true" />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-stone-200">
              <DropdownMenu.Item
                onSelect={() => block.mutate(!thread.blockedByMe)}
                className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50"
              >
                <Ban className="h-4 w-4" aria-hidden="true" />
                {thread.blockedByMe ? t('block.unblock', { name: peer.firstName }) : t('block.block', { name: peer.firstName })}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </header>
      <MessageList peerId={peerId} myId={myId} peerLastReadId={thread.peerLastReadId} />
      {thread.canWrite && !user?.emailVerified ? (
        <div className="border-t border-stone-200 bg-white p-3">
          <VerifyEmailNotice action={t('thread.verifyAction')} />
        </div>
      ) : thread.canWrite ? (
        <Composer key={peerId} peerId={peerId} peerName={peer.firstName} />
      ) : (
        <p className="border-t border-stone-200 bg-white p-4 text-center text-sm text-stone-700">{thread.cannotWriteReason}</p>
      )}
    </section>
  );
}
