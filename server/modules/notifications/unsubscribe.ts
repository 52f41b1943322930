import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** The user's unsubscribe secret, made on their first email (in the transaction that queues it). */
export async function unsubscribeToken(db: DbOrTx, userId: string): Promise<string> {
  const fresh = crypto.randomBytes(24).toString('base64url');
  await db.execute(sql`INSERT INTO email_unsubscribe_tokens (user_id, token) VALUES (${userId}, ${fresh}) ON CONFLICT (user_id) DO NOTHING`);
  const { rows } = await db.execute<{ token: string }>(sql`SELECT token FROM email_unsubscribe_tokens WHERE user_id = ${userId}`);
  return rows[0].token;
}

export async function userOfUnsubscribeToken(db: DbOrTx, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const { rows } = await db.execute<{ user_id: string }>(sql`SELECT user_id FROM email_unsubscribe_tokens WHERE token = ${token}`);
  return rows[0]?.user_id ?? null;
}
