import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@common/i18n/languages.js';
import { type Notification, type NotificationType } from '@common/schemas/notifications.js';
import type { DbOrTx } from '../../db/client.js';
import { withValues } from '../../lib/errors.js';
import { localize, type Message } from '../../lib/i18n.js';
import { enqueueJobs } from '../../lib/jobs/index.js';
import { enqueueEmail } from '../../lib/mail/index.js';
import { publishLive } from '../live/live.publish.js';
import { PUSH_JOB, pushOptionsFor, type PushJob } from '../push/push.send.js';
import { notificationsRepository, type NotificationRow } from './notifications.repository.js';
import { unsubscribeToken } from './unsubscribe.js';

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  /** Said in the recipient's language: a message key with its values (`push:review.replied`), or text as it is. */
  title: Message;
  body: Message;
  /** Site path the notification opens, e.g. `/messages/<id>`. */
  url: string;
  /** `data.key` folds a new notification into the user's unread one with the same type and key (a chat
   * does not fill the list with one entry per message, nor the inbox with one email per message). */
  data?: Record<string, unknown>;
  /** Site path of a narrower one-click unsubscribe for this email (one alert) instead of the whole type. */
  emailUnsubscribePath?: string;
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    type: row.type,
    title: row.title,
    body: row.body,
    url: row.url,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A message followed by a note someone wrote (an admin's words: said as they are, in no other language). */
export const withNote = (text: Message, note: string | null | undefined): Message =>
  note ? withValues('push:withNote', { text: typeof text === 'string' ? { key: text } : text, note }) : text;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The language a user saved in account settings; null when they chose none (or there is no such user). */
export async function savedLanguage(db: DbOrTx, userId: string): Promise<Language | null> {
  const language = await notificationsRepository(db).language(userId);
  return isLanguage(language) ? language : null;
}

/** The language a user is told things in when no request is there to say it: their setting, else English. */
export async function recipientLanguage(db: DbOrTx, userId: string): Promise<Language> {
  return (await savedLanguage(db, userId)) ?? DEFAULT_LANGUAGE;
}

/** Where the site lives, for links that leave it (emails). Set once at start-up by buildApp. */
let appOrigin = 'http://localhost:5000';
export const setNotificationOrigin = (origin: string) => void (appOrigin = origin);

/**
 * Tells a user something, on the channels they chose for this type: the in-app list (live to every open tab),
 * and push and email through the durable job queue. Call it inside the transaction that records the event
 * that causes it: the notification and its jobs exist exactly when the event does.
 */
export async function notify(db: DbOrTx, input: NotifyInput): Promise<{ id: number | null; folded: boolean }> {
  const repo = notificationsRepository(db);
  const { user: recipient, prefs } = await repo.recipient(input.userId, input.type);
  // Written once, in the recipient's language (issue 16): the list, the push and the email all say the same.
  const lang = isLanguage(recipient?.language) ? recipient.language : DEFAULT_LANGUAGE;
  const content = {
    type: input.type,
    title: clip(localize(input.title, lang), 140),
    body: clip(localize(input.body, lang), 500),
    url: input.url,
    data: input.data ?? {},
  };
  const key = typeof input.data?.key === 'string' ? input.data.key : null;
  const old = key ? await repo.unreadWithKey(input.userId, input.type, key) : undefined;
  let row: NotificationRow | null = null;
  if (prefs.inApp) {
    row = old ? await repo.refold(old, input.userId, content) : await repo.insert(input.userId, content);
    await publishLive(db, input.userId, 'notification', { notification: presentNotification(row), replaces: old ? Number(old.id) : null });
  }
  const ref = row ? `n${row.id}` : `${input.type}:${key ?? ''}:${Date.now()}`;

  if (prefs.push) {
    const subs = await repo.pushSubscriptionIds(input.userId);
    const push: Omit<PushJob, 'subscriptionId'> = {
      title: content.title,
      body: content.body,
      url: content.url,
      // The device shows one notification per tag: a conversation's latest message replaces the one before.
      tag: `${input.type}:${key ?? ref}`,
      ...pushOptionsFor(input.type),
    };
    await enqueueJobs(
      db,
      subs.map((id) => ({ kind: PUSH_JOB, payload: { ...push, subscriptionId: id }, dedupeKey: `push:${ref}:${id}`, maxAttempts: 6 })),
    );
  }

  // A folded notification already had its email: one per unread thread, not one per message.
  if (prefs.email && !old) {
    if (recipient) {
      const token = await unsubscribeToken(db, input.userId);
      await enqueueEmail(db, {
        to: recipient.email,
        template: 'notification',
        lang,
        data: {
          firstName: recipient.firstName,
          type: input.type,
          title: content.title,
          body: content.body,
          url: `${appOrigin}${content.url}`,
          unsubscribeUrl: input.emailUnsubscribePath
            ? `${appOrigin}${input.emailUnsubscribePath}`
            : `${appOrigin}/api/notifications/email-unsubscribe?token=${token}&type=${input.type}`,
          settingsUrl: `${appOrigin}/account-settings`,
        },
      });
    }
  }
  return { id: row ? Number(row.id) : null, folded: Boolean(old) };
}
