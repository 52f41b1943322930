import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { withValues } from '../../lib/errors.js';
import { createJobRunner, enqueueJob, JobError } from '../../lib/jobs/index.js';
import { createMailTransport, EMAIL_JOB, sendEmailJob } from '../../lib/mail/index.js';
import { mailOutbox } from '../../db/schema/index.js';
import { as, createAdmin, createTestApp, registerUser } from '../../test/helpers.js';
import { notify } from '../notifications/notify.js';
import { createIsolatedDatabase } from '../../test/isolated-db.js';
import { lazySecretBox } from '../auth/secret-key.js';
import { startSmtpSink } from '../../../scripts/smtp-sink.mjs';

// Its own database: these tests work the whole email queue, which must not take other files' emails.
const { app, db, config } = await createTestApp({}, await createIsolatedDatabase('queue_admin'));

describe('admin view of the queue', () => {
  it('lists failed jobs with their error and sends one again; only for admins', async () => {
    const admin = await createAdmin(app, db);
    const consumer = await registerUser(app);
    const kind = `test.always-fails-${Date.now()}`;
    const jobId = await enqueueJob(db, { kind, payload: { subject: 'A doomed email' }, maxAttempts: 1 });
    await createJobRunner({ db, handlers: { [kind]: () => Promise.reject(new Error('SMTP said 550 mailbox unavailable')) } }).drain();

    expect((await as(app, consumer)({ url: '/api/admin/jobs' })).statusCode).toBe(403);
    const list = (await as(app, admin)({ url: '/api/admin/jobs' })).json();
    expect(list.counts.dead).toBeGreaterThanOrEqual(1);
    expect(list.items.find((j: { id: number }) => j.id === jobId)).toMatchObject({
      kind,
      status: 'dead',
      attempts: 1,
      lastError: 'SMTP said 550 mailbox unavailable',
      summary: 'A doomed email',
    });

    expect((await as(app, consumer)({ method: 'POST', url: `/api/admin/jobs/${jobId}/retry` })).statusCode).toBe(403);
    expect((await as(app, admin)({ method: 'POST', url: `/api/admin/jobs/${jobId}/retry` })).json()).toEqual({ retried: true });
    expect((await db.execute<{ status: string }>(sql`SELECT status FROM jobs WHERE id = ${jobId}`)).rows[0].status).toBe('queued');
    const audit = (await as(app, admin)({ url: '/api/admin/audit-log?action=job.' })).json().items;
    expect(audit[0]).toMatchObject({ action: 'job.retry', targetType: 'job', targetId: String(jobId), actorEmail: admin.email });
    expect(audit[0].summary).toContain(kind);
    expect((await as(app, admin)({ method: 'POST', url: `/api/admin/jobs/${jobId}/retry` })).statusCode).toBe(404);
  });

  it("says its errors in the reader's language", async () => {
    const admin = await createAdmin(app, db);
    const retry = (url: string, lang: string) => as(app, admin)({ method: 'POST', url, headers: { 'accept-language': lang } });
    expect((await retry('/api/admin/jobs/999999999/retry', 'en')).json()).toMatchObject({ message: 'There is no failed job with this id.' });
    expect((await retry('/api/admin/jobs/999999999/retry', 'es')).json()).toMatchObject({ message: 'No hay ningún trabajo fallido con este id.' });
    expect((await retry('/api/admin/jobs/abc/retry', 'es')).statusCode).toBe(404);
  });

  it("says a job's error kept as a message key in the admin's language", async () => {
    const admin = await createAdmin(app, db);
    const kind = `test.push-down-${Date.now()}`;
    const jobId = await enqueueJob(db, { kind, payload: { title: 'Corn is in' }, maxAttempts: 1 });
    const down = () => Promise.reject(new JobError(withValues('errors:jobs.pushUnavailable', { detail: 503 })));
    await createJobRunner({ db, handlers: { [kind]: down } }).drain();
    const errorIn = async (lang: string) =>
      (await as(app, admin)({ url: '/api/admin/jobs', headers: { 'accept-language': lang } })).json().items.find((j: { id: number }) => j.id === jobId)
        ?.lastError;
    expect(await errorIn('es')).toBe('El servicio push no está disponible (503)');
    expect(await errorIn('en')).toBe('Push service unavailable (503)');
  });

  it('shows the outbox when no SMTP server is configured', async () => {
    const admin = await createAdmin(app, db);
    const user = await registerUser(app);
    await db.transaction((tx) => notify(tx, { userId: user.id, type: 'review_reply', title: 'Outbox check reply', body: 'Thanks!', url: '/farm/1' }));
    await createJobRunner({
      db,
      handlers: {
        [EMAIL_JOB]: sendEmailJob(createMailTransport({ smtpUrl: undefined, mailFrom: 'x@example.com' }, db), config.appOrigin, lazySecretBox(db, config)),
      },
    }).drain();
    const outbox = (await as(app, admin)({ url: '/api/admin/outbox' })).json();
    expect(outbox.enabled).toBe(true);
    const theirs = outbox.items.filter((m: { to: string }) => m.to === user.email).map((m: { subject: string }) => m.subject);
    expect(theirs).toContain('Replies to your reviews: “Outbox check reply”');
    expect((await as(app, user)({ url: '/api/admin/outbox' })).statusCode).toBe(403);
  });

  it('hides the one-time links of outbox emails; an admin who shows one is in the audit log', async () => {
    const admin = await createAdmin(app, db);
    const farmer = await registerUser(app, 'farmer');
    const to = `links-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const link = `${config.appOrigin}/reset-password?token=s3cret-Tok3n_abc`;
    const [row] = await db
      .insert(mailOutbox)
      .values({ messageId: `<${to}>`, to, subject: 'Reset your password', text: `Open ${link} within an hour.`, html: `<a href="${link}">Reset</a>` })
      .returning({ id: mailOutbox.id });

    const listed = (await as(app, admin)({ url: `/api/admin/outbox?q=${encodeURIComponent(to)}` })).json().items[0];
    expect(listed).toMatchObject({ id: row.id, linksHidden: true, text: `Open ${config.appOrigin}/reset-password?token=… within an hour.` });
    expect(JSON.stringify(listed)).not.toContain('s3cret');

    const reveal = (user: Parameters<typeof as>[1] | null, id: number | string = row.id) =>
      (user ? as(app, user) : app.inject.bind(app))({ method: 'POST', url: `/api/admin/outbox/${id}/reveal`, headers: { origin: config.appOrigin } });
    expect((await reveal(farmer)).statusCode).toBe(403);
    expect((await reveal(null)).statusCode).toBe(401);
    expect((await reveal(admin, 987654321)).statusCode).toBe(404);
    expect((await reveal(admin, 'abc')).statusCode).toBe(404);
    const shown = await reveal(admin);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: row.id, linksHidden: false, text: `Open ${link} within an hour.` });
    const audit = (await as(app, admin)({ url: `/api/admin/audit-log?action=mail.&q=${encodeURIComponent(to)}` })).json();
    expect(audit.items[0]).toMatchObject({ action: 'mail.reveal', actorEmail: admin.email, targetType: 'mail', targetId: String(row.id) });
  });

  it('finds an email in the outbox by recipient and pages back past newer ones, with its time', async () => {
    const admin = await createAdmin(app, db);
    const tag = Math.random().toString(36).slice(2, 8);
    const asked = `reset-${tag}@example.com`;
    // The email asked about, then a bulk message to 60 followers: it is no longer among the newest 50.
    const mail = (to: string, subject: string) => ({ messageId: `<${tag}-${to}-${subject}>`, to, subject, text: subject, html: `<p>${subject}</p>` });
    await db.insert(mailOutbox).values(mail(asked, 'Reset your password'));
    await db.insert(mailOutbox).values(Array.from({ length: 60 }, (_, i) => mail(`follower-${i}-${tag}@example.com`, 'Corn is in')));
    const get = async (query: string) => (await as(app, admin)({ url: `/api/admin/outbox${query}` })).json();

    expect((await get('')).items.map((m: { to: string }) => m.to)).not.toContain(asked);
    const found = await get(`?q=${encodeURIComponent(`RESET-${tag}`)}`);
    expect(found).toMatchObject({ enabled: true, nextCursor: null, items: [{ to: asked, subject: 'Reset your password' }] });
    expect(Date.parse(found.items[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // Paged back, newest first, without repeats, down to the email asked about.
    const seen: Array<{ id: number; to: string }> = [];
    let cursor: string | null = '';
    for (let pages = 0; cursor !== null && pages < 10; pages++) {
      const page = await get(`?q=${tag}&limit=25${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(61);
    expect(new Set(seen.map((m) => m.id)).size).toBe(61);
    expect(seen.map((m) => m.id)).toEqual([...seen.map((m) => m.id)].sort((a, b) => b - a));
    expect(seen.at(-1)?.to).toBe(asked);
    // A % or _ in the search is a character, not a wildcard.
    expect((await get(`?q=${encodeURIComponent('%')}${tag}`)).items).toEqual([]);
  });

  it('refuses the outbox to non-admins, and bad search or paging parameters', async () => {
    const admin = await createAdmin(app, db);
    expect((await as(app, await registerUser(app, 'farmer'))({ url: '/api/admin/outbox?q=x' })).statusCode).toBe(403);
    expect((await as(app, null)({ url: '/api/admin/outbox' })).statusCode).toBe(401);
    for (const query of ['limit=0', 'limit=101', 'limit=ten', `q=${'x'.repeat(101)}`, 'cursor=not-ours', `cursor=${'a'.repeat(41)}`, 'before=5', 'to=x'])
      expect((await as(app, admin)({ url: `/api/admin/outbox?${query}` })).statusCode, query).toBe(400);
    const spanish = await as(app, admin)({ url: `/api/admin/outbox?q=${'x'.repeat(101)}`, headers: { 'accept-language': 'es' } });
    expect(spanish.json().fields).toEqual({ q: 'Busca como máximo 100 caracteres' });
  });
});

describe('notification email over SMTP', () => {
  const sink = startSmtpSink();
  afterAll(async () => (await sink).close());

  it('arrives as HTML and text with a one-click unsubscribe header', async () => {
    const { url, received } = await sink;
    const user = await registerUser(app);
    await db.transaction((tx) =>
      notify(tx, { userId: user.id, type: 'message', title: 'New message from Fern', body: 'Your <b>eggs</b> are ready', url: '/messages/abc' }),
    );
    const transport = createMailTransport({ smtpUrl: url, mailFrom: 'Farm Stand Finder <hello@example.com>' }, db);
    await createJobRunner({ db, handlers: { [EMAIL_JOB]: sendEmailJob(transport, config.appOrigin, lazySecretBox(db, config)) } }).drain();
    transport.close();
    const mail = received.map((r) => r.mail).find((m) => m.subject === 'New messages: “New message from Fern”' && m.text?.includes('eggs'));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('Read and reply: http://localhost:5000/messages/abc');
    expect(mail!.html).toContain('Your &#60;b&#62;eggs&#60;/b&#62; are ready');
    const header = (name: string) => (mail!.headerLines.find((h) => h.key === name)?.line ?? '').replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:5000\/api\/notifications\/email-unsubscribe\?token=[\w-]+&type=message>$/,
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
