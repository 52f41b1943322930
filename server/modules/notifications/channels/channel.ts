import type { Language } from '@common/i18n/languages.js';
import type { NotificationType } from '@common/schemas/notifications.js';
import type { DbOrTx } from '../../../db/client.js';
import type { NotificationRow } from '../notifications.repository.js';

/** Who a notification goes to, as the channels need them (read once per notification, in the caller's transaction). */
export interface Recipient {
  id: string;
  email: string;
  /** Whether the account proved its address: only verification and reset mails go to one that did not (issue 29). */
  emailVerified: boolean;
  firstName: string;
  /** The language the notification is written in: the account's setting, else English. */
  language: Language;
}

/** One notification, written once in the recipient's language: every channel says the same. */
export interface Delivery {
  type: NotificationType;
  title: string;
  body: string;
  /** Site path the notification opens. */
  url: string;
  data: Record<string, unknown>;
  /** `data.key`: notifications about the same thing fold into one. */
  key: string | null;
  /** The user's unread notification of this type with the same key, which this one replaces (a chat's next message). */
  folds: NotificationRow | undefined;
  /** Site path of a narrower one-click email unsubscribe (one alert) instead of the whole type. */
  emailUnsubscribePath?: string;
  /** A reference for this notification: `n<id>` once a channel recorded it (the in-app list), else one made for this call. */
  ref(): string;
}

/**
 * A way of telling a user something (decision 060). notify() asks each registered channel, in registry order,
 * whether the user wants this type on it (their choice, else `defaultFor`), whether it can reach them (`reach`),
 * and then `send`s. Every step runs in the caller's transaction: a channel writes rows or queues durable jobs,
 * it never calls out from here.
 */
export interface NotificationChannel<Address = unknown> {
  /** The key of the channel in the preferences (API, stored choices, settings page: `notifications:channels.<name>`). */
  readonly name: string;
  /** Whether a user who has not chosen gets this type on this channel. */
  defaultFor(type: NotificationType): boolean;
  /**
   * Where the channel reaches the recipient, or null when it cannot: no verified address, no push subscription,
   * not set up in this environment. A null means nothing is sent, whatever the preference says.
   */
  reach(db: DbOrTx, to: Recipient): Promise<Address | null> | Address | null;
  /** Sends (queues) it. A channel that records the notification returns the row: its id becomes the notification's. */
  send(db: DbOrTx, to: Recipient, address: Address, n: Delivery): Promise<{ recorded: NotificationRow } | void>;
}

/** Types a channel's address once, where it is written; the registry holds channels of any address. */
export const defineChannel = <Address>(channel: NotificationChannel<Address>): NotificationChannel => channel as NotificationChannel;
