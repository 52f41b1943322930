import type { Notification } from '@common/schemas/notifications.js';
import type { NotificationRow } from './notifications.repository.js';

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
