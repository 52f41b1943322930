import { msg } from '@common/i18n/keys.js';
import type { Language } from '@common/i18n/languages.js';
import type { NotificationType } from '@common/schemas/notifications.js';
import { localize, translator } from '../../i18n.js';
import { inert, quoted, renderEmail } from './layout.js';

const ACTIONS: Record<NotificationType, string> = {
  message: msg('emails:notification.actions.message'),
  bulk_message: msg('emails:notification.actions.bulkMessage'),
  favorite_update: msg('emails:notification.actions.favoriteUpdate'),
  product_alert: msg('emails:notification.actions.productAlert'),
  review_reply: msg('emails:notification.actions.reviewReply'),
  achievement: msg('emails:notification.actions.achievement'),
  listing_feedback: msg('emails:notification.actions.listingFeedback'),
  stand_sold_out: msg('emails:notification.actions.standSoldOut'),
  sales_summary: msg('emails:notification.actions.salesSummary'),
  listing_claim: msg('emails:notification.actions.listingClaim'),
};

/** What each type is called in account settings, where its emails are turned off. */
const TYPE_NAMES: Record<NotificationType, string> = {
  message: msg('emails:notification.types.message'),
  bulk_message: msg('emails:notification.types.bulkMessage'),
  favorite_update: msg('emails:notification.types.favoriteUpdate'),
  product_alert: msg('emails:notification.types.productAlert'),
  review_reply: msg('emails:notification.types.reviewReply'),
  achievement: msg('emails:notification.types.achievement'),
  listing_feedback: msg('emails:notification.types.listingFeedback'),
  stand_sold_out: msg('emails:notification.types.standSoldOut'),
  sales_summary: msg('emails:notification.types.salesSummary'),
  listing_claim: msg('emails:notification.types.listingClaim'),
};

/** What a type of notification is called in account settings, in a language ("Replies to your reviews"). */
export const notificationTypeName = (type: NotificationType, lang: Language) => localize(TYPE_NAMES[type], lang);

/**
 * A notification by email (docs/product.md §4): the same words as in the app (already in the reader's language), a
 * link to it, and a one-click way out.
 */
export const notificationEmail = (
  d: {
    firstName: string;
    type: string;
    title: string;
    body: string;
    url: string;
    unsubscribeUrl: string;
    settingsUrl: string;
  },
  lang: Language,
) => {
  const t = translator(lang);
  const type = d.type as NotificationType;
  const typeName = TYPE_NAMES[type] ? localize(TYPE_NAMES[type], lang) : d.type;
  // The title and body carry what other people wrote (names, messages): quoted, never the subject alone (issue 29 point 4).
  return renderEmail(
    {
      subject: t('emails:notification.subject', { type: typeName, title: quoted(d.title) }),
      preheader: inert(d.title),
      heading: typeName,
      paragraphs: [t('emails:notification.greeting', { name: inert(d.firstName) })],
      quote: [d.title, ...d.body.split(/\n{2,}/).filter(Boolean)],
      action: { label: ACTIONS[type] ? localize(ACTIONS[type], lang) : t('emails:notification.actions.default'), url: d.url },
      footer: [t('emails:notification.footer', { type: typeName, url: d.settingsUrl })],
      unsubscribeUrl: d.unsubscribeUrl,
    },
    lang,
  );
};
