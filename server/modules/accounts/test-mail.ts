import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { TEST_ENV } from '../../test/helpers.js';
import { lazySecretBox } from '../auth/secret-key.js';

interface QueuedEmail {
  to: string;
  template: string;
  subject: string;
  text?: string;
  sealed?: string;
}

/**
 * The emails queued for an address, newest first, read from the job queue (API tests run no job runner). Emails
 * with a sign-in-grade link are stored encrypted: opened here with the app's key, as the mail job does.
 */
export async function queuedEmails(db: Db, to: string) {
  const { rows } = await db.execute<{ payload: QueuedEmail }>(
    sql`SELECT payload FROM jobs WHERE kind = 'email.send' AND lower(payload->>'to') = ${to.toLowerCase()} ORDER BY id DESC`,
  );
  const box = await lazySecretBox(db, loadConfig(TEST_ENV))();
  return rows.map(({ payload }) => {
    const text = payload.sealed ? (JSON.parse(box.open(payload.sealed)) as { text: string }).text : (payload.text ?? '');
    return { ...payload, text, link: /https?:\/\/\S+\?token=[\w-]+/.exec(text)?.[0] ?? null };
  });
}

export async function lastLink(db: Db, to: string, template: string) {
  const mail = (await queuedEmails(db, to)).find((m) => m.template === template);
  if (!mail?.link) throw new Error(`no ${template} email with a link queued for ${to}`);
  return { url: mail.link, token: new URL(mail.link).searchParams.get('token')! };
}

/** The subjects of the security notices queued for an address (sign-in bursts, two-step changes…), newest first. */
export const securityNotices = async (db: Db, to: string) => (await queuedEmails(db, to)).filter((m) => m.template === 'security-notice').map((m) => m.subject);
