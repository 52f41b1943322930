import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@common/i18n/languages.js';
import type { NotificationType } from '@common/schemas/notifications.js';
import type { DbOrTx } from '../../db/client.js';
import { withValues } from '../../lib/errors.js';
import { localize, type Message } from '../../lib/i18n.js';
import { channelChoices, notificationChannels, type Delivery, type Recipient } from './channels/index.js';
import { setEmailOrigin } from './channels/email.channel.js';
import { notificationsRepository, type NotificationRow } from './notifications.repository.js';

export { presentNotification } from './present.js';

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  /** Said in the recipient's language: a message key with its values (`push:review.replied`), or text as it is. */
  title: Message;
  body: Message;
  /** Site path the notification opens, e.g. `/messages/<id>`. */
  url: string;
  /** `data.key` folds a new notification into the user's unread one with the same type and key (a chat
   * does not fill the list with one entry per message, nor the inbox with one email per message). `data.order`
   * (a number) keeps the newest on top when they are told out of order (event handlers run in parallel): one
   * whose order is below the unread one's is still pushed, and leaves the list as it is. */
  data?: Record<string, unknown>;
  /** Site path of a narrower one-click unsubscribe for this email (one alert) instead of the whole type. */
  emailUnsubscribePath?: string;
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
export const setNotificationOrigin = (origin: string) => setEmailOrigin(origin);

/**
 * Tells a user something, on each channel of the registry (channels/index.ts, decision 060) that they chose for
 * this type and that can reach them: the in-app list (live to every open tab), push and email through the
 * durable job queue, and any channel registered since. Call it inside the transaction that records the event
 * that causes it: the notification and its jobs exist exactly when the event does.
 */
export async function notify(db: DbOrTx, input: NotifyInput): Promise<{ id: number | null; folded: boolean }> {
  const repo = notificationsRepository(db);
  const found = await repo.recipient(input.userId, input.type);
  if (!found) return { id: null, folded: false };
  // Written once, in the recipient's language (issue 16): the list, the push and the email all say the same.
  const to: Recipient = {
    id: input.userId,
    email: found.email,
    emailVerified: found.emailVerified,
    firstName: found.firstName,
    language: isLanguage(found.language) ? found.language : DEFAULT_LANGUAGE,
  };
  const key = typeof input.data?.key === 'string' ? input.data.key : null;
  if (key) await repo.lockFold(input.userId, input.type, key);
  const folds = key ? await repo.unreadWithKey(input.userId, input.type, key) : undefined;
  let recorded: NotificationRow | null = null;
  const madeRef = `${input.type}:${key ?? ''}:${Date.now()}`;
  const delivery: Delivery = {
    type: input.type,
    title: clip(localize(input.title, to.language), 140),
    body: clip(localize(input.body, to.language), 500),
    url: input.url,
    data: input.data ?? {},
    key,
    folds,
    emailUnsubscribePath: input.emailUnsubscribePath,
    ref: () => (recorded ? `n${recorded.id}` : madeRef),
  };
  const wanted = channelChoices(input.type, found.chosen);
  for (const channel of notificationChannels()) {
    if (!wanted[channel.name]) continue;
    const address = await channel.reach(db, to);
    if (address === null) continue;
    const sent = await channel.send(db, to, address, delivery);
    if (sent && !recorded) recorded = sent.recorded;
  }
  return { id: recorded ? Number(recorded.id) : null, folded: Boolean(folds) };
}
