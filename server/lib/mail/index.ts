import type { DbOrTx } from '../../db/client.js';
import { enqueueJob, type JobHandler } from '../jobs/index.js';
import { templates, type TemplateData, type TemplateName } from './templates/index.js';
import type { MailTransport } from './transport.js';

export const EMAIL_JOB = 'email.send';

interface EmailJob {
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * Renders a template now and queues the email in the caller's transaction: it is sent only if that
 * transaction commits, and a crash after the commit cannot lose it.
 */
export async function enqueueEmail<T extends TemplateName>(db: DbOrTx, email: { to: string; template: T; data: TemplateData<T> }) {
  const render = templates[email.template] as (data: TemplateData<T>) => ReturnType<(typeof templates)[T]>;
  const rendered = render(email.data);
  const payload: EmailJob = { to: email.to, template: email.template, ...rendered };
  return enqueueJob(db, { kind: EMAIL_JOB, payload, maxAttempts: 10 });
}

/** The job that sends one queued email. The Message-ID comes from the job id (see MailMessage.messageId). */
export function sendEmailJob(transport: MailTransport, appOrigin: string): JobHandler<EmailJob> {
  const host = new URL(appOrigin).hostname;
  return async (job, { jobId }) => {
    await transport.send({ to: job.to, subject: job.subject, text: job.text, html: job.html, headers: job.headers, messageId: `<job-${jobId}@${host}>` });
  };
}

export { createMailTransport, type MailMessage, type MailTransport } from './transport.js';
export { renderEmail, type EmailContent, type RenderedEmail, type TemplateName } from './templates/index.js';
