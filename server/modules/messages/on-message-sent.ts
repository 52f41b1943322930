import { withValues } from '../../lib/errors.js';
import { onEvent } from '../../lib/events/index.js';
import { notify } from '../notifications/notify.js';
import { messageNotificationKey } from './messages.service.js';

/**
 * The recipient of a message is told (the bell, push, email: the channels they chose for the type), one unread
 * notification per sender: a conversation does not fill the list with one entry per message. A bulk message is
 * told as news from its listing.
 */
export const recipientOnMessageSent = onEvent('message.sent', 'messages.notify-recipient', async ({ message, recipientId, senderName }, { tx }) => {
  const title = message.bulk
    ? withValues('push:bulk.title', { farm: message.bulk.farmName, line: message.body.split('\n')[0] })
    : withValues('push:message.title', { name: senderName });
  await notify(tx, {
    userId: recipientId,
    type: message.bulk ? 'bulk_message' : 'message',
    title,
    body: message.body,
    url: `/messages/${message.senderId}`,
    data: { key: messageNotificationKey(message.senderId), messageId: message.id, order: message.id },
  });
});
