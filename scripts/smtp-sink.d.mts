import type { ParsedMail } from 'mailparser';

/** One message the sink received: its envelope's recipients (also joined with commas) and the parsed message. */
export interface SunkMail {
  to: string;
  recipients: string[];
  mail: ParsedMail;
}

export interface SmtpSink {
  port: number;
  /** For nodemailer or SMTP_URL: `smtp://127.0.0.1:<port>/?ignoreTLS=true`. */
  url: string;
  received: SunkMail[];
  close(): Promise<void>;
}

export function startSmtpSink(options?: { onMail?: (mail: SunkMail) => void }): Promise<SmtpSink>;
