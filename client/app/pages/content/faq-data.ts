import { useTranslation } from '@/lib/i18n/react';
import { paths } from '@/lib/paths';

export interface Faq {
  id: string;
  q: string;
  a: string[];
  link?: { href: string; label: string };
}

export interface FaqGroup {
  title: string;
  items: Faq[];
}

/** The support center's questions, grouped by topic, in the reader's language. Plain text so the search can match it. */
export function useFaqGroups(): FaqGroup[] {
  const { t } = useTranslation('content');
  return [
    {
      title: t('faq.groups.finding'),
      items: [
        {
          id: 'open-now',
          q: t('faq.openNow.q'),
          a: [t('faq.openNow.a1'), t('faq.openNow.a2')],
        },
        {
          id: 'location',
          q: t('faq.location.q'),
          a: [t('faq.location.a1')],
        },
        {
          id: 'kinds',
          q: t('faq.kinds.q'),
          a: [t('faq.kinds.a1')],
        },
        {
          id: 'stock',
          q: t('faq.stock.q'),
          a: [t('faq.stock.a1')],
        },
        {
          id: 'payment',
          q: t('faq.payment.q'),
          a: [t('faq.payment.a1')],
        },
        {
          id: 'trips',
          q: t('faq.trips.q'),
          a: [t('faq.trips.a1')],
        },
        {
          id: 'check-in',
          q: t('faq.checkIn.q'),
          a: [t('faq.checkIn.a1')],
        },
      ],
    },
    {
      title: t('faq.groups.account'),
      items: [
        {
          id: 'need-account',
          q: t('faq.needAccount.q'),
          a: [t('faq.needAccount.a1')],
        },
        {
          id: 'notifications',
          q: t('faq.notifications.q'),
          a: [t('faq.notifications.a1'), t('faq.notifications.a2')],
        },
        {
          id: 'two-factor',
          q: t('faq.twoFactor.q'),
          a: [t('faq.twoFactor.a1')],
        },
        {
          id: 'password',
          q: t('faq.password.q'),
          a: [t('faq.password.a1')],
          link: { href: paths.forgotPassword, label: t('faq.password.link') },
        },
        {
          id: 'delete',
          q: t('faq.delete.q'),
          a: [t('faq.delete.a1')],
        },
      ],
    },
    {
      title: t('faq.groups.reviews'),
      items: [
        {
          id: 'reviews',
          q: t('faq.reviews.q'),
          a: [t('faq.reviews.a1')],
          link: { href: paths.terms, label: t('faq.reviews.link') },
        },
        {
          id: 'mute',
          q: t('faq.mute.q'),
          a: [t('faq.mute.a1')],
        },
      ],
    },
    {
      title: t('faq.groups.farmers'),
      items: [
        {
          id: 'cost',
          q: t('faq.cost.q'),
          a: [t('faq.cost.a1')],
          link: { href: paths.join, label: t('faq.cost.link') },
        },
        {
          id: 'claim',
          q: t('faq.claim.q'),
          a: [t('faq.claim.a1')],
        },
        {
          id: 'bulk',
          q: t('faq.bulk.q'),
          a: [t('faq.bulk.a1')],
        },
        {
          id: 'ambassador',
          q: t('faq.ambassador.q'),
          a: [t('faq.ambassador.a1')],
          link: { href: paths.ambassador, label: t('faq.ambassador.link') },
        },
      ],
    },
  ];
}
