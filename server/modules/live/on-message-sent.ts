import { onEvent } from '../../lib/events/index.js';
import { publishLive } from './live.publish.js';

/** A new message shows in every open tab of both sides of the thread: the recipient's, and the sender's other ones. */
export const liveOnMessageSent = onEvent('message.sent', 'live.message', async ({ message, recipientId }, { tx }) => {
  await publishLive(tx, recipientId, 'message', { with: message.senderId, message });
  await publishLive(tx, message.senderId, 'message', { with: recipientId, message });
});
