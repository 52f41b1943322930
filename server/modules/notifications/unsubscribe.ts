import crypto from 'node:crypto';
import type { NotificationType } from '@common/schemas/notifications.js';
import type { DbOrTx } from '../../db/client.js';
import { notificationsRepository } from './notifications.repository.js';

/** The user's unsubscribe secret, made on their first email (in the transaction that queues it). */
export async function unsubscribeToken(db: DbOrTx, userId: string): Promise<string> {
  return notificationsRepository(db).unsubscribeToken(userId, crypto.randomBytes(24).toString('base64url'));
}

export async function userOfUnsubscribeToken(db: DbOrTx, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  return notificationsRepository(db).userOfUnsubscribeToken(token);
}

/** Turns one type of email off (the email channel's choice; the others stay as they are) for the user of an unsubscribe token: that user, or null when the token names nobody. */
export async function turnEmailOff(db: DbOrTx, token: string, type: NotificationType): Promise<string | null> {
  const userId = await userOfUnsubscribeToken(db, token);
  if (!userId) return null;
  await notificationsRepository(db).setPrefs(userId, type, { email: false });
  return userId;
}
