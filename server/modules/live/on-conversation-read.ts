import { onEvent } from '../../lib/events/index.js';
import { publishLive } from './live.publish.js';

/** Read receipts: the reader's other tabs drop their unread count, the peer's tabs show how far it was read. */
export const liveOnConversationRead = onEvent('conversation.read', 'live.read', async ({ readerId, peerId, lastReadId, unreadCount }, { tx }) => {
  await publishLive(tx, readerId, 'read', { with: peerId, myLastReadId: lastReadId, unreadCount });
  await publishLive(tx, peerId, 'read', { with: readerId, peerLastReadId: lastReadId });
});
