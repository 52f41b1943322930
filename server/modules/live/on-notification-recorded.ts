import { onEvent } from '../../lib/events/index.js';
import { publishLive } from './live.publish.js';

/** The bell's list in every open tab gets the new notification (or the folded one in place of the one it replaces). */
export const liveOnNotificationRecorded = onEvent('notification.recorded', 'live.notification', async ({ userId, notification, replaces }, { tx }) => {
  await publishLive(tx, userId, 'notification', { notification, replaces });
});
