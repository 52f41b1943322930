import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

/** The mail's SQL: the development outbox, the account an address belongs to, the purge of sent bodies. */

/** The account that uses this address, as the caller's transaction sees it: its language, and whether it proved the address. */
export async function accountOfAddress(db: DbOrTx, address: string): Promise<{ language: string | null; verified: boolean } | undefined> {
  const { rows } = await db.execute<{ language: string | null; verified: boolean }>(
    sql`SELECT language, email_verified_at IS NOT NULL AS verified FROM users WHERE lower(email) = lower(${address}) AND deleted_at IS NULL LIMIT 1`,
  );
  return rows[0];
}

/** Sent emails of `kind` lose their body after an hour; the development outbox keeps a day of mail. */
export async function purgeSentBodies(db: DbOrTx, kind: string) {
  await db.execute(sql`
    UPDATE jobs SET payload = payload - 'text' - 'html' - 'sealed'
     WHERE kind = ${kind} AND status = 'done' AND finished_at < now() - interval '1 hour'
       AND (payload ? 'text' OR payload ? 'html' OR payload ? 'sealed')`);
  await db.execute(sql`DELETE FROM mail_outbox WHERE created_at < now() - interval '1 day'`);
}

/** Keeps one message in the development outbox (a retry with the same Message-ID is dropped). */
export async function insertOutboxMail(db: DbOrTx, m: { messageId: string; to: string; subject: string; text: string; html: string }) {
  await db.insert(mailOutbox).values(m).onConflictDoNothing();
}

/** The newest mail kept for `email` in the outbox. */
export async function newestOutboxMail(db: DbOrTx, email: string) {
  const { rows } = await db.execute<{ to: string; subject: string; text: string; created_at: string | Date }>(
    sql`SELECT "to", subject, text, created_at FROM mail_outbox WHERE lower("to") = lower(${email.trim()}) ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return rows[0];
}
