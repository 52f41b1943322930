import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The emails queued for an address, newest first, read from the job queue (API tests run no job runner). */
export async function queuedEmails(db: Db, to: string) {
  const { rows } = await db.execute<{ payload: { to: string; template: string; subject: string; text: string } }>(
    sql`SELECT payload FROM jobs WHERE kind = 'email.send' AND lower(payload->>'to') = ${to.toLowerCase()} ORDER BY id DESC`,
  );
  return rows.map(({ payload }) => ({ ...payload, link: /https?:\/\/\S+\?token=[\w-]+/.exec(payload.text)?.[0] ?? null }));
}

export async function lastLink(db: Db, to: string, template: string) {
  const mail = (await queuedEmails(db, to)).find((m) => m.template === template);
  if (!mail?.link) throw new Error(`no ${template} email with a link queued for ${to}`);
  return { url: mail.link, token: new URL(mail.link).searchParams.get('token')! };
}
