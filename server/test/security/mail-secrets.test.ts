import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema/index.js';
import { createMailTransport, EMAIL_JOB, purgeSentMail, sendEmailJob } from '../../lib/mail/index.js';
import { emailFlows } from '../../modules/accounts/email-flows.service.js';
import { lastLink } from '../../modules/accounts/test-mail.js';
import { lazySecretBox } from '../../modules/auth/secret-key.js';
import { createTestApp, registerUser } from '../helpers.js';

const { app, db, config } = await createTestApp();
const payloadsTo = async (to: string, template: string) =>
  db
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, EMAIL_JOB), sql`${jobs.payload}->>'to' = ${to}`, sql`${jobs.payload}->>'template' = ${template}`));

describe('links that sign in or reset a password are never stored in clear text', () => {
  it('verification and reset emails are queued encrypted, and still arrive readable', async () => {
    const user = await registerUser(app, 'consumer', {}, { verified: false });
    await emailFlows(db, config).sendResetLink({ email: user.email });
    for (const template of ['verify-email', 'reset-password']) {
      const { token, url } = await lastLink(db, user.email, template);
      const [job] = await payloadsTo(user.email, template);
      const stored = JSON.stringify(job.payload);
      expect(stored).not.toContain(token);
      expect(job.payload).not.toHaveProperty('text');
      expect(job.payload).not.toHaveProperty('html');

      // The mail job opens it with the app's key: the outbox (no SMTP here) gets the working link.
      const send = sendEmailJob(createMailTransport({ smtpUrl: undefined, mailFrom: 'x@example.com' }, db), config.appOrigin, lazySecretBox(db, config));
      await send(job.payload as never, { jobId: job.id, attempt: 1, kind: EMAIL_JOB, db });
      const [sent] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.messageId, `<job-${job.id}@localhost>`));
      expect(sent.text).toContain(url);
    }
  });

  it('sent emails lose their body an hour after sending, and the development outbox keeps a day', async () => {
    const user = await registerUser(app, 'consumer', {}, { verified: false });
    const [job] = await payloadsTo(user.email, 'verify-email');
    await db.execute(sql`UPDATE jobs SET status = 'done', finished_at = now() - interval '2 hours' WHERE id = ${job.id}`);
    await db.insert(mailOutbox).values({
      messageId: `<old-${job.id}@localhost>`,
      to: user.email,
      subject: 'Old',
      text: 'old link',
      html: '',
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
    await purgeSentMail(db);
    const [after] = await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.id, job.id));
    expect(Object.keys(after.payload as object).sort()).toEqual(['subject', 'template', 'to']);
    expect(await db.$count(mailOutbox, eq(mailOutbox.messageId, `<old-${job.id}@localhost>`))).toBe(0);
    // A retry of a purged job (a crash between sending and marking it done) sends nothing again.
    const sent: unknown[] = [];
    await sendEmailJob(
      { kind: 'outbox', send: async (m) => void sent.push(m), close() {} },
      config.appOrigin,
      lazySecretBox(db, config),
    )(after.payload as never, {
      jobId: job.id,
      attempt: 2,
      kind: EMAIL_JOB,
      db,
    });
    expect(sent).toEqual([]);
  });
});
