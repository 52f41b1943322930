import type { Notification, NotificationType } from '@common/schemas/notifications.js';
import type { DbOrTx } from '../../db/tx.js';
import { publishLive } from '../live/live.publish.js';
import { notificationsRepository, type NotificationRow } from './notifications.repository.js';

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** Site path the notification opens, e.g. `/messages/<id>`. */
  url: string;
  /** `data.key` folds a new notification into the user's unread one with the same type and key (a chat
   * does not fill the list with one entry per message). */
  data?: Record<string, unknown>;
}

export function presentNotification(row: NotificationRow): Notification {
  return { id: Number(row.id), type: row.type, title: row.title, body: row.body, url: row.url, read: row.read_at !== null, createdAt: new Date(row.created_at).toISOString() };
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * Tells a user something, on the channels they chose for this type: the in-app list (live to every open tab)
 * now, push and email through the durable job queue. Call it inside the transaction that records the event
 * that causes it, so the notification exists exactly when the event does.
 */
export async function notify(db: DbOrTx, input: NotifyInput): Promise<{ id: number | null; folded: boolean }> {
  const repo = notificationsRepository(db);
  const prefs = await repo.prefsFor(input.userId, input.type);
  const content = { type: input.type, title: clip(input.title, 140), body: clip(input.body, 500), url: input.url, data: input.data ?? {} };
  let row: NotificationRow | null = null;
  let folded = false;
  if (prefs.inApp) {
    const key = typeof input.data?.key === 'string' ? input.data.key : null;
    const old = key ? await repo.unreadWithKey(input.userId, input.type, key) : undefined;
    folded = Boolean(old);
    row = old ? await repo.refold(old, input.userId, content) : await repo.insert(input.userId, content);
    await publishLive(db, input.userId, 'notification', { notification: presentNotification(row), replaces: old ? Number(old.id) : null });
  }
  return { id: row ? Number(row.id) : null, folded };
}
