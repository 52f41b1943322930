import type { DbOrTx } from '../../db/client.js';
import { publish } from '../../lib/events/index.js';
import { notificationsRepository } from './notifications.repository.js';

/**
 * Marks a user's notifications of one key read (messages: reading a conversation clears its notifications), and
 * announces `notifications.read` when that cleared any. Returns how many.
 */
export async function markNotificationsReadByKey(tx: DbOrTx, userId: string, type: string, key: string) {
  const cleared = await notificationsRepository(tx).markReadByKey(userId, type, key);
  if (cleared) await publish(tx, 'notifications.read', { userId });
  return cleared;
}
