import { renderEmail } from './layout.js';

const ACTIONS: Record<string, string> = {
  message: 'Read and reply',
  bulk_message: 'Open the message',
  favorite_update: 'See the stand',
  product_alert: 'See the stand',
  review_reply: 'Read the reply',
  achievement: 'See your badges',
  listing_feedback: 'See your listing',
  stand_sold_out: 'See your stock',
  listing_claim: 'See the listing',
};

/** A notification by email (PRODUCT.md 4): the same words as in the app, a link to it, and a one-click way out. */
export const notificationEmail = (d: {
  firstName: string;
  type: string;
  typeLabel: string;
  title: string;
  body: string;
  url: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}) =>
  renderEmail({
    subject: d.title,
    preheader: d.body.slice(0, 120),
    heading: d.title,
    paragraphs: [`Hi ${d.firstName},`, ...d.body.split(/\n{2,}/).filter(Boolean)],
    action: { label: ACTIONS[d.type] ?? 'Open Farm Stand Finder', url: d.url },
    footer: [`You get this email because “${d.typeLabel}” emails are on in your account settings: ${d.settingsUrl}`],
    unsubscribeUrl: d.unsubscribeUrl,
  });
