import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { MessageCircle } from 'lucide-react';
import { paths } from '@/lib/paths';
import { useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth/api/use-user';
import { BulkMessageButton } from '@/features/messages/components/bulk-message-dialog';
import { ConversationList } from '@/features/messages/components/conversation-list';
import { ThreadView } from '@/features/messages/components/thread';
import { cn } from '@/lib/utils';

function NoConversations({ farmer }: { farmer: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <div className="px-6 py-12 text-center">
      <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <MessageCircle className="h-8 w-8" aria-hidden="true" />
      </div>
      <h2 className="mt-5 text-xl font-semibold text-stone-900">{t('messages.emptyTitle')}</h2>
      <p className="mx-auto mt-2 max-w-sm text-stone-700">{farmer ? t('messages.emptyFarmer') : t('messages.emptyConsumer')}</p>
      {!farmer && (
        <Button asChild className="mt-6">
          <Link href={paths.browse}>{t('messages.find')}</Link>
        </Button>
      )}
    </div>
  );
}

/** /messages (the inbox) and /messages/{userId} (a thread beside the inbox on a wide screen, alone on a phone). */
export default function MessagesPage({ params }: { params: { userId?: string } }) {
  const { t } = useTranslation('pages');
  const { user } = useUser();
  const peerId = params.userId;
  useTitle(t('messages.title'));
  if (!user) return null;
  const farmer = user.userType === 'farmer';

  return (
    <div className="mx-auto max-w-6xl sm:px-4 sm:py-6">
      <div className="flex h-[calc(100dvh-4rem)] overflow-hidden bg-white ring-stone-200 sm:h-[calc(100dvh-7rem)] sm:rounded-3xl sm:shadow-sm sm:ring-1">
        <div className={cn('flex w-full min-w-0 flex-col border-stone-200 lg:w-96 lg:border-r', peerId && 'max-lg:hidden')}>
          <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-4 py-3">
            <h1 className="text-2xl font-semibold text-brand-900">{t('messages.title')}</h1>
            {farmer && <BulkMessageButton />}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ConversationList activePeerId={peerId} empty={<NoConversations farmer={farmer} />} />
          </div>
        </div>
        <div className={cn('min-w-0 flex-1 flex-col', peerId ? 'flex' : 'hidden lg:flex')}>
          {/* The inbox's heading is hidden with the inbox on a phone: the page still needs one. */}
          {peerId && <h1 className="sr-only lg:hidden">{t('messages.title')}</h1>}
          {peerId ? (
            <ThreadView key={peerId} peerId={peerId} myId={user.id} />
          ) : (
            <div className="flex flex-1 items-center justify-center bg-stone-50 p-8 text-center text-stone-600">{t('messages.choose')}</div>
          )}
        </div>
      </div>
    </div>
  );
}
