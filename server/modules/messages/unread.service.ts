import type { Db } from '../../db/client.js';
import { messagesRepository } from './messages.repository.js';

/** How many messages wait unread for a user (the notifications badge counts them too). */
export const unreadMessageTotal = (db: Db, userId: string) => messagesRepository(db).unreadTotal(userId);
