import { NOTIFICATION_TYPES } from '@common/schemas/notifications.js';
import { publish } from '../../../lib/events/index.js';
import { notificationsRepository } from '../notifications.repository.js';
import { presentNotification } from '../present.js';
import { defineChannel } from './channel.js';

/** The bell's list, live to every open tab (through `notification.recorded`). A folded notification replaces the unread one about the same thing. */
export const inAppChannel = defineChannel<true>({
  name: 'inApp',
  defaultFor: (type) => NOTIFICATION_TYPES.find((t) => t.id === type)!.defaults.inApp,
  reach: () => true,
  async send(db, to, _address, n) {
    const repo = notificationsRepository(db);
    // The unread one it would replace is about something newer (told first by a handler that ran sooner): it stays.
    if (n.folds && typeof n.data.order === 'number' && Number(n.folds.data.order) > n.data.order) return { recorded: n.folds };
    const content = { type: n.type, title: n.title, body: n.body, url: n.url, data: n.data };
    const row = n.folds ? await repo.refold(n.folds, to.id, content) : await repo.insert(to.id, content);
    // Every open tab of theirs shows it (live/on-notification-recorded.ts), once this transaction commits.
    await publish(db, 'notification.recorded', { userId: to.id, notification: presentNotification(row), replaces: n.folds ? Number(n.folds.id) : null });
    return { recorded: row };
  },
});
