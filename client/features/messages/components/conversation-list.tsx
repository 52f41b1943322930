import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import type { Language } from '@common/i18n/languages';
import { cn } from '@/lib/utils';
import { useConversations } from '../api/get-conversations';
import { Avatar } from './avatar';
import { peerName, shortWhen } from './format';

/** The inbox: newest conversation first, with its last message and what is unread. */
export function ConversationList({ activePeerId, empty }: { activePeerId?: string; empty: React.ReactNode }) {
  const { user } = useUser();
  const { t, i18n } = useTranslation('messages');
  const { data, error, isPending, fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = useConversations();
  if (error && !data)
    return (
      <div role="alert" className="m-4 rounded-2xl bg-red-50 p-4 text-stone-800">
        <p>{t('inbox.loadFailed', { error: errorMessage(error) })}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
          {t('inbox.retry')}
        </Button>
      </div>
    );
  if (isPending || !data) return <Spinner label={t('inbox.loading')} className="m-6" />;
  const items = data.pages.flatMap((p) => p.items);
  if (!items.length) return <>{empty}</>;
  return (
    <nav aria-label={t('inbox.label')}>
      <ul className="divide-y divide-stone-200">
        {items.map((c) => {
          const mine = c.lastMessage?.senderId === user?.id;
          const active = c.peer.id === activePeerId;
          return (
            <li key={c.peer.id}>
              <Link
                href={paths.messagesWith(c.peer.id)}
                aria-current={active ? 'page' : undefined}
                className={cn('flex items-center gap-3 px-4 py-3 hover:bg-brand-50', active && 'bg-brand-50')}
              >
                <Avatar name={c.peer.firstName} id={c.peer.id} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={cn('truncate text-stone-900', c.unreadCount ? 'font-bold' : 'font-medium')}>{peerName(c.peer)}</span>
                    {c.lastMessage && (
                      <time dateTime={c.lastMessage.createdAt} className="shrink-0 text-xs text-stone-600">
                        {shortWhen(c.lastMessage.createdAt, i18n.language as Language)}
                      </time>
                    )}
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span className={cn('truncate text-sm', c.unreadCount ? 'font-semibold text-stone-900' : 'text-stone-600')}>
                      {mine && `${t('inbox.you')} `}
                      {c.lastMessage?.body}
                    </span>
                    {c.unreadCount > 0 && (
                      <span className="shrink-0 rounded-full bg-tomato-700 px-2 py-0.5 text-xs font-bold text-white">
                        {c.unreadCount}
                        <span className="sr-only"> {t('inbox.unread')}</span>
                      </span>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasNextPage && (
        <div className="p-4 text-center">
          <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('loading') : t('inbox.older')}
          </Button>
        </div>
      )}
    </nav>
  );
}
