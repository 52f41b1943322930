import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/react';

/** Every sentence the offline features show, from the `offline` catalogue (issue 16), in `t`'s language. */
export function offlineStrings(t: TFunction<'offline'>) {
  return {
    savedAgo: (ago: string) => t('savedAgo', { ago }),
    offline: t('offline'),
    needsNetwork: t('needsNetwork'),
    ago: (ms: number) => {
      const min = Math.round(ms / 60_000);
      if (min < 1) return t('ago.justNow');
      if (min < 60) return t('ago.minutes', { count: min });
      const h = Math.round(min / 60);
      if (h < 48) return t('ago.hours', { count: h });
      return t('ago.days', { count: Math.round(h / 24) });
    },
    waiting: (n: number) => t('waiting', { count: n }),
    failed: (n: number) => t('failed', { count: n }),
    waitingHint: t('waitingHint'),
    waitingToSend: t('waitingToSend'),
    notSent: t('notSent'),
    showDetails: t('showDetails'),
    hideDetails: t('hideDetails'),
    sendNow: t('sendNow'),
    dismiss: t('dismiss'),
    updateReady: t('updateReady'),
    updateNow: t('updateNow'),
    /** What each kind of action is called in the list, written (in the reader's language) when it is made. */
    label: {
      checkIn: (farm: string) => t('label.checkIn', { farm }),
      favorite: (farm: string) => t('label.favorite', { farm }),
      unfavorite: (farm: string) => t('label.unfavorite', { farm }),
      review: (farm: string) => t('label.review', { farm }),
      message: (to: string) => t('label.message', { to }),
    },
    queued: {
      checkIn: { title: t('queued.checkIn.title'), description: t('queued.checkIn.description') },
      favorite: { title: t('queued.favorite.title'), description: t('queued.favorite.description') },
      unfavorite: { title: t('queued.unfavorite.title'), description: t('queued.unfavorite.description') },
      review: { title: t('queued.review.title'), description: t('queued.review.description') },
      message: { title: t('queued.message.title'), description: t('queued.message.description') },
    },
    checkInWaiting: t('checkInWaiting'),
  };
}

export type OfflineText = ReturnType<typeof offlineStrings>;

/** The offline sentences in the page's language. */
export function useOfflineText(): OfflineText {
  const { t } = useTranslation('offline');
  return offlineStrings(t);
}
