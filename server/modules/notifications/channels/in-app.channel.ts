import { NOTIFICATION_TYPES } from '@common/schemas/notifications.js';
import { publishLive } from '../../live/live.publish.js';
import { notificationsRepository } from '../notifications.repository.js';
import { presentNotification } from '../present.js';
import { defineChannel } from './channel.js';

/** The bell's list, live to every open tab. A folded notification replaces the unread one about the same thing. */
export const inAppChannel = defineChannel<true>({
  name: 'inApp',
  defaultFor: (type) => NOTIFICATION_TYPES.find((t) => t.id === type)!.defaults.inApp,
  reach: () => true,
  async send(db, to, _address, n) {
    const repo = notificationsRepository(db);
    const content = { type: n.type, title: n.title, body: n.body, url: n.url, data: n.data };
    const row = n.folds ? await repo.refold(n.folds, to.id, content) : await repo.insert(to.id, content);
    await publishLive(db, to.id, 'notification', { notification: presentNotification(row), replaces: n.folds ? Number(n.folds.id) : null });
    return { recorded: row };
  },
});
