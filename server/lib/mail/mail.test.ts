import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { createTestApp, uniqueEmail } from '../../test/helpers.js';
import { createIsolatedDatabase } from '../../test/isolated-db.js';
import { createJobRunner } from '../jobs/index.js';
import { createMailTransport, EMAIL_JOB, enqueueEmail, sendEmailJob } from './index.js';
import { lazySecretBox } from '../../modules/auth/secret-key.js';
import { startSmtpSink } from '../../../scripts/smtp-sink.mjs';

// A queue of its own: draining the run's shared queue would send every email the other files queued (half a minute).
const { db, config } = await createTestApp({}, await createIsolatedDatabase('mail'));

describe('email', () => {
  const smtp = startSmtpSink();
  afterAll(async () => (await smtp).close());

  it('sends a queued template over SMTP, as HTML and text, with a Message-ID from the job', async () => {
    const { received, url } = await smtp;
    const transport = createMailTransport({ smtpUrl: url, mailFrom: 'Farm Stand Finder <hello@example.com>' }, db);
    const to = uniqueEmail('smtp');
    const jobId = await db.transaction((tx) =>
      enqueueEmail(tx, { to, template: 'verify-email', data: { firstName: 'Casey <b>', url: 'http://localhost:5000/verify-email?token=abc' } }),
    );
    await createJobRunner({ db, handlers: { [EMAIL_JOB]: sendEmailJob(transport, config.appOrigin, lazySecretBox(db, config)) } }).drain();
    transport.close();

    const mail = received.find((m) => m.to === to)?.mail;
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Confirm your email for Farm Stand Finder');
    expect(mail!.messageId).toBe(`<job-${jobId}@localhost>`);
    expect(mail!.text).toContain('Confirm my email: http://localhost:5000/verify-email?token=abc');
    // The name is data, never markup: escaped in the HTML part.
    expect(mail!.html).toContain('Welcome, Casey &#60;b&#62;!');
    expect(mail!.html).toContain('href="http://localhost:5000/verify-email?token=abc"');
  });

  it('keeps mail in the outbox without SMTP_URL, once per message however often it is retried', async () => {
    const transport = createMailTransport({ smtpUrl: undefined, mailFrom: 'x@example.com' }, db);
    expect(transport.kind).toBe('outbox');
    const to = uniqueEmail('outbox');
    const message = { to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', messageId: `<job-outbox-${to}@localhost>` };
    await transport.send(message);
    await transport.send(message); // a retry after a crash between sending and marking the job done
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Hello', text: 'Hi' });
  });

  it('sends nothing when the transaction that queued the email rolls back', async () => {
    const transport = createMailTransport({ smtpUrl: undefined, mailFrom: 'x@example.com' }, db);
    const to = uniqueEmail('rollback');
    await db
      .transaction(async (tx) => {
        await enqueueEmail(tx, { to, template: 'reset-password', data: { firstName: 'Sam', url: 'http://localhost:5000/reset-password?token=x' } });
        throw new Error('registration failed after all');
      })
      .catch(() => {});
    await createJobRunner({ db, handlers: { [EMAIL_JOB]: sendEmailJob(transport, config.appOrigin, lazySecretBox(db, config)) } }).drain();
    expect(await db.$count(mailOutbox, eq(mailOutbox.to, to))).toBe(0);
  });
});
