import { NOTIFICATION_TYPES } from '@common/schemas/notifications.js';
import { enqueueEmail } from '../../../lib/mail/index.js';
import { unsubscribeToken } from '../unsubscribe.js';
import { defineChannel } from './channel.js';

/** Where the site lives, for links that leave it. Set once at start-up by buildApp (setNotificationOrigin). */
let appOrigin = 'http://localhost:5000';
export const setEmailOrigin = (origin: string) => void (appOrigin = origin);

/**
 * The notification email, through the mail outbox. Only to an address the account proved (issue 29: an
 * unverified address gets nothing but the mails that verify it or reset the password), and one per unread
 * thread: a folded notification already had its email.
 */
export const emailChannel = defineChannel<string>({
  name: 'email',
  defaultFor: (type) => NOTIFICATION_TYPES.find((t) => t.id === type)!.defaults.email,
  reach: (_db, to) => (to.emailVerified ? to.email : null),
  async send(db, to, address, n) {
    if (n.folds) return;
    const token = await unsubscribeToken(db, to.id);
    await enqueueEmail(db, {
      to: address,
      template: 'notification',
      lang: to.language,
      data: {
        firstName: to.firstName,
        type: n.type,
        title: n.title,
        body: n.body,
        url: `${appOrigin}${n.url}`,
        unsubscribeUrl: n.emailUnsubscribePath
          ? `${appOrigin}${n.emailUnsubscribePath}`
          : `${appOrigin}/api/notifications/email-unsubscribe?token=${token}&type=${n.type}`,
        settingsUrl: `${appOrigin}/account-settings`,
      },
    });
  },
});
