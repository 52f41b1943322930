import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@common/i18n/languages.js';
import type { DbOrTx } from '../../db/client.js';
import { enqueueJob, type JobHandler } from '../jobs/index.js';
import type { SecretBox } from '../secret-box.js';
import { AUDIENCE, templates, type TemplateData, type TemplateName } from './templates/index.js';
import type { MailTransport } from './transport.js';
import { accountOfAddress, purgeSentBodies } from './mail.repository.js';

export const EMAIL_JOB = 'email.send';

interface EmailBody {
  text: string;
  html: string;
}
interface EmailJob extends Partial<EmailBody> {
  to: string;
  template: string;
  subject: string;
  /** The body, encrypted, for emails that carry a sign-in-grade link (verify, reset, new address). */
  sealed?: string;
  headers?: Record<string, string>;
}

/**
 * Renders a template now and queues the email in the caller's transaction: it is sent only if that
 * transaction commits, and a crash after the commit cannot lose it. With `seal`, the body (and so the link it
 * carries) is stored encrypted: a copy of the jobs table gives no working password-reset or verification link.
 *
 * It is written in the recipient's language (issue 16): `lang` when the caller knows it (the account's setting,
 * or the request's language for an account that has chosen none), else the setting of the account that uses
 * the address, else English.
 */
export async function enqueueEmail<T extends TemplateName>(
  db: DbOrTx,
  email: { to: string; template: T; data: TemplateData<T>; lang?: Language | null },
  seal?: SecretBox,
) {
  const account = AUDIENCE[email.template] === 'team' ? undefined : await accountOfAddress(db, email.to);
  // An address no account has proved gets nothing but the mails that prove it (AUDIENCE): the site never relays
  // other people's text to someone who did not ask for it. Every mail of the site comes through here.
  if (AUDIENCE[email.template] === 'verified' && !account?.verified) return null;
  const lang = email.lang ?? (isLanguage(account?.language) ? account.language : DEFAULT_LANGUAGE);
  const render = templates[email.template] as (data: TemplateData<T>, lang: Language) => ReturnType<(typeof templates)[T]>;
  const { text, html, ...rest } = render(email.data, lang);
  const body: Partial<EmailJob> = seal ? { sealed: seal.seal(JSON.stringify({ text, html })) } : { text, html };
  const payload: EmailJob = { to: email.to, template: email.template, ...rest, ...body };
  return enqueueJob(db, { kind: EMAIL_JOB, payload, maxAttempts: 10 });
}

/** The job that sends one queued email. The Message-ID comes from the job id (see MailMessage.messageId). */
export function sendEmailJob(transport: MailTransport, appOrigin: string, box: () => Promise<SecretBox>): JobHandler<EmailJob> {
  const host = new URL(appOrigin).hostname;
  return async (job, { jobId, requestId }) => {
    const body: EmailBody | null = job.sealed
      ? JSON.parse((await box()).open(job.sealed))
      : job.text !== undefined
        ? { text: job.text, html: job.html ?? '' }
        : null;
    // No body: it was purged after sending (purgeSentMail), and this is a retry after a crash: nothing to send again.
    if (!body) return;
    // The request that caused it, in a header: a bounce or a complaint leads to that request's log line.
    const headers = requestId ? { ...job.headers, 'X-Request-Id': requestId } : job.headers;
    await transport.send({ to: job.to, subject: job.subject, ...body, headers, messageId: `<job-${jobId}@${host}>` });
  };
}

export const MAIL_PURGE_JOB = 'mail.purge-sent';

/**
 * Hourly: sent emails keep their address and subject (the queue's history for admins) but not their body, and the
 * development outbox keeps a day of mail. Links in them work for an hour (reset) or a day (verification) anyway.
 */
export async function purgeSentMail(db: DbOrTx) {
  await purgeSentBodies(db, EMAIL_JOB);
}

export { createMailTransport, type MailMessage, type MailTransport } from './transport.js';
export { renderEmail, type EmailContent, type RenderedEmail, type TemplateName } from './templates/index.js';
