import type { DbOrTx } from '../../db/client.js';
import { notificationsRepository } from './notifications.repository.js';

/** Marks a user's notifications of one key read (messages: reading a conversation clears its notifications). */
export const markNotificationsReadByKey = (tx: DbOrTx, userId: string, type: string, key: string) =>
  notificationsRepository(tx).markReadByKey(userId, type, key);
