import { onEvent } from '../../lib/events/index.js';
import { publishLive } from './live.publish.js';

/** Notifications read in one tab (or by reading their conversation): the badge drops in the user's other tabs too. */
export const liveOnNotificationsRead = onEvent('notifications.read', 'live.notifications-read', async ({ userId }, { tx }) => {
  await publishLive(tx, userId, 'notifications_read', {});
});
