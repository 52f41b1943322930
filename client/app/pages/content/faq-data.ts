import type { TFunction } from 'i18next';
import { paths } from '@/app/paths';

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
export const faqGroups = (t: TFunction<'content'>): FaqGroup[] => [
  {
    title: t('content:faq.groups.finding'),
    items: [
      {
        id: 'open-now',
        q: t('content:faq.openNow.q'),
        a: [t('content:faq.openNow.a1'), t('content:faq.openNow.a2')],
      },
      {
        id: 'location',
        q: t('content:faq.location.q'),
        a: [t('content:faq.location.a1')],
      },
      {
        id: 'kinds',
        q: t('content:faq.kinds.q'),
        a: [t('content:faq.kinds.a1')],
      },
      {
        id: 'stock',
        q: t('content:faq.stock.q'),
        a: [t('content:faq.stock.a1')],
      },
      {
        id: 'payment',
        q: t('content:faq.payment.q'),
        a: [t('content:faq.payment.a1')],
      },
      {
        id: 'trips',
        q: t('content:faq.trips.q'),
        a: [t('content:faq.trips.a1')],
      },
      {
        id: 'check-in',
        q: t('content:faq.checkIn.q'),
        a: [t('content:faq.checkIn.a1')],
      },
    ],
  },
  {
    title: t('content:faq.groups.account'),
    items: [
      {
        id: 'need-account',
        q: t('content:faq.needAccount.q'),
        a: [t('content:faq.needAccount.a1')],
      },
      {
        id: 'notifications',
        q: t('content:faq.notifications.q'),
        a: [t('content:faq.notifications.a1'), t('content:faq.notifications.a2')],
      },
      {
        id: 'two-factor',
        q: t('content:faq.twoFactor.q'),
        a: [t('content:faq.twoFactor.a1')],
      },
      {
        id: 'password',
        q: t('content:faq.password.q'),
        a: [t('content:faq.password.a1')],
        link: { href: paths.forgotPassword, label: t('content:faq.password.link') },
      },
      {
        id: 'delete',
        q: t('content:faq.delete.q'),
        a: [t('content:faq.delete.a1')],
      },
    ],
  },
  {
    title: t('content:faq.groups.reviews'),
    items: [
      {
        id: 'reviews',
        q: t('content:faq.reviews.q'),
        a: [t('content:faq.reviews.a1')],
        link: { href: paths.terms, label: t('content:faq.reviews.link') },
      },
      {
        id: 'mute',
        q: t('content:faq.mute.q'),
        a: [t('content:faq.mute.a1')],
      },
    ],
  },
  {
    title: t('content:faq.groups.farmers'),
    items: [
      {
        id: 'cost',
        q: t('content:faq.cost.q'),
        a: [t('content:faq.cost.a1')],
        link: { href: paths.join, label: t('content:faq.cost.link') },
      },
      {
        id: 'claim',
        q: t('content:faq.claim.q'),
        a: [t('content:faq.claim.a1')],
      },
      {
        id: 'bulk',
        q: t('content:faq.bulk.q'),
        a: [t('content:faq.bulk.a1')],
      },
      {
        id: 'ambassador',
        q: t('content:faq.ambassador.q'),
        a: [t('content:faq.ambassador.a1')],
        link: { href: paths.ambassador, label: t('content:faq.ambassador.link') },
      },
    ],
  },
];
