import type { Db } from '../../db/client.js';
import { messagesRepository } from './messages.repository.js';

/** Unread messages across a user's threads: the header's second badge, which notifications answer beside its own. */
export const unreadMessages =
  (db: Db) =>
  (userId: string): Promise<number> =>
    messagesRepository(db).unreadTotal(userId);
