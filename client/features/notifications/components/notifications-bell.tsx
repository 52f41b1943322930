import { useTranslation } from '@/lib/i18n/react';
import { Link, useLocation } from 'wouter';
import { Popover } from 'radix-ui';
import { Award, Bell, BellRing, Flag, Heart, KeyRound, MessageCircle, Megaphone, MessageSquareReply, PackageCheck, PackageX, Receipt } from 'lucide-react';
import { formatTimeAgo } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import type { Notification } from '@common/schemas/notifications';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useUser } from '@/features/auth';
import { useNotifications, useUnread } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';

const ICONS = {
  message: MessageCircle,
  bulk_message: Megaphone,
  favorite_update: Heart,
  product_alert: BellRing,
  review_reply: MessageSquareReply,
  achievement: Award,
  listing_feedback: Flag,
  stand_sold_out: PackageX,
  sales_summary: Receipt,
  listing_claim: KeyRound,
} as const;

export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      className={cn('absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-tomato-700 px-1 text-center text-[11px] font-bold leading-5 text-white', className)}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The header's messages link, with how many messages are unread. */
export function MessagesLink() {
  const { data } = useUnread();
  const n = data?.messages ?? 0;
  const { t } = useTranslation('notifications');
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link href={paths.messages} aria-label={n ? t('messagesUnread', { count: n }) : t('messages')}>
        <MessageCircle className="h-6 w-6" aria-hidden="true" />
        <CountBadge count={n} />
      </Link>
    </Button>
  );
}

/** The bell: unread count, and the latest notifications in a panel. Opening one marks it read. */
export function NotificationsBell() {
  const { data: unread } = useUnread();
  const n = unread?.notifications ?? 0;
  const { t } = useTranslation('notifications');
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={n ? t('unread', { count: n }) : t('title')}>
          <Bell className="h-6 w-6" aria-hidden="true" />
          <CountBadge count={n} />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby="notifications-panel-title"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-2xl bg-white shadow-xl ring-1 ring-stone-200 focus:outline-none"
        >
          <NotificationPanel unread={n} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationPanel({ unread }: { unread: number }) {
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [, navigate] = useLocation();
  const { t, i18n } = useTranslation('notifications');
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const farmer = useUser().user?.userType === 'farmer';
  const open = (n: Notification) => {
    if (!n.read) markRead.mutate({ ids: [n.id] });
    navigate(n.url);
  };
  return (
    <div>
      <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
        <h2 id="notifications-panel-title" className="text-lg font-semibold text-stone-900">
          {t('title')}
        </h2>
        {unread > 0 && (
          <button
            type="button"
            onClick={() => markRead.mutate({ all: true })}
            className="min-h-9 rounded-lg px-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {t('panel.markAll')}
          </button>
        )}
      </div>
      <div className="max-h-[min(28rem,70dvh)] overflow-y-auto">
        {farmer && <TodaysStockEntry />}
        {isPending && <p className="p-4 text-stone-600">{t('panel.loading')}</p>}
        {!isPending && !items.length && <p className="p-6 text-center text-stone-700">{t('panel.empty')}</p>}
        <ul className="divide-y divide-stone-100">
          {items.map((n) => {
            const Icon = ICONS[n.type] ?? Bell;
            return (
              <li key={n.id}>
                <Popover.Close asChild>
                  <button
                    type="button"
                    onClick={() => open(n)}
                    className={cn('flex w-full gap-3 px-4 py-3 text-left hover:bg-brand-50', !n.read && 'bg-sun/10')}
                  >
                    <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className={cn('block text-sm text-stone-900', !n.read && 'font-semibold')}>
                        {!n.read && <span className="sr-only">{t('panel.unreadPrefix')} </span>}
                        {n.title}
                      </span>
                      {n.body && <span className="mt-0.5 line-clamp-2 block text-sm text-stone-700">{n.body}</span>}
                      <time dateTime={n.createdAt} className="mt-1 block text-xs text-stone-600">
                        {formatTimeAgo(n.createdAt, i18n.language as Language)}
                      </time>
                    </span>
                  </button>
                </Popover.Close>
              </li>
            );
          })}
        </ul>
        {hasNextPage && (
          <div className="p-3 text-center">
            <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {t('panel.older')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * A farmer's standing first entry: Today's stock, so "sold out" is the bell and one switch away wherever they are (issue 34,
 * point 4). Always there rather than a daily notification: no job, no unread count to clear, nothing to opt out of.
 */
function TodaysStockEntry() {
  const { t } = useTranslation('notifications');
  return (
    <Popover.Close asChild>
      <Link href={paths.todaysStock} className="flex gap-3 border-b border-stone-200 bg-brand-50 px-4 py-3 hover:bg-brand-100">
        <PackageCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-stone-900">{t('panel.stockTitle')}</span>
          <span className="mt-0.5 block text-sm text-stone-700">{t('panel.stockText')}</span>
        </span>
      </Link>
    </Popover.Close>
  );
}

/** The signed-in header's messages link and notifications bell (loaded after the page: header.tsx). */
export function HeaderBadges() {
  return (
    <>
      <MessagesLink />
      <NotificationsBell />
    </>
  );
}
