import type { Config } from '../../config/env.js';
import type { DbOrTx } from '../../db/client.js';
import { newestOutboxMail } from './mail.repository.js';

/**
 * Why `npm run mail:latest` must not read this deployment's outbox, or null when it may (issue 34). Only a local
 * install keeps mail in the outbox for its developer: with SMTP_URL mail goes out and the outbox stays empty; with
 * DATABASE_URL outside development it is a server's, whose mail is other people's (the admin console's queue
 * shows it to an admin with two-step verification).
 */
export function mailLatestRefusal(config: Pick<Config, 'env' | 'smtpUrl' | 'databaseUrl'>): string | null {
  if (config.smtpUrl) return 'SMTP_URL is set: this install sends its email, so the local outbox holds none. Read it in the mailbox it went to.';
  if (config.databaseUrl && config.env === 'production')
    return 'Refused in production (DATABASE_URL with NODE_ENV=production): the outbox there is other people’s mail. Admins read it in the admin console’s Email queue.';
  return null;
}

export interface OutboxMail {
  to: string;
  subject: string;
  createdAt: Date;
  links: string[];
}

/** The newest mail kept for `email` in mail_outbox, with the links of its text part in order, each once. */
export async function latestOutboxMail(db: DbOrTx, email: string): Promise<OutboxMail | null> {
  const row = await newestOutboxMail(db, email);
  if (!row) return null;
  // A sentence's full stop or comma after a link is not part of it.
  const links = [...new Set((row.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []).map((l) => l.replace(/[.,;:!?]+$/, '')))];
  return { to: row.to, subject: row.subject, createdAt: new Date(row.created_at), links };
}
