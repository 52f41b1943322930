import nodemailer from 'nodemailer';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { insertOutboxMail } from './mail.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per queued email: a retry after a crash carries the same id, so receivers can drop the copy. */
  messageId: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through SMTP_URL (e.g. `smtp://user:pass@mail.example.com:587`; nodemailer's URL options such as
 * `?ignoreTLS=true` apply), or, with none set, the `mail_outbox` table a developer can read.
 */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(m) {
        await smtp.sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.text, html: m.html, messageId: m.messageId, headers: m.headers });
      },
      close: () => smtp.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(m) {
      await insertOutboxMail(db, { messageId: m.messageId, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    close() {},
  };
}
