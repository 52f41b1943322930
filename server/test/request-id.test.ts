import { afterAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../jobs.js';
import { createJobRunner } from '../lib/jobs/index.js';
import { createTestApp, ORIGIN, registerUser } from './helpers.js';
import { createIsolatedDatabase } from './isolated-db.js';
import { startSmtpSink } from '../../scripts/smtp-sink.mjs';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());

// A queue of its own: the runner below drains only this file's jobs.
const { app, db, config } = await createTestApp({ SMTP_URL: smtp.url }, await createIsolatedDatabase('request_id'));

describe('a request’s id follows its work (decision 057)', () => {
  it('into the job it queues, the job that job queues, and the email sent in the end', async () => {
    const user = await registerUser(app, 'consumer');
    const res = await app.inject({ method: 'POST', url: '/api/password/forgot', headers: { origin: ORIGIN }, payload: { email: user.email } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const requestId = String(res.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    await createJobRunner({ db, handlers: jobHandlers({ db, config }) }).drain();
    const { rows } = await db.$client.query<{ kind: string; request_id: string }>(`SELECT kind, request_id FROM jobs WHERE request_id = $1 ORDER BY id`, [
      requestId,
    ]);
    expect(rows.map((r) => r.kind)).toEqual(['accounts.password-reset', 'email.send']);
    // Two emails went to the address (the sign-up's verification, the reset): each names the request that caused it.
    const mails = smtp.received.filter((r) => r.to === user.email).map((r) => r.mail);
    expect(mails).toHaveLength(2);
    const reset = mails.find((m) => m.headers.get('x-request-id') === requestId);
    expect(reset?.subject).toMatch(/reset/i);
    expect(mails.find((m) => m !== reset)?.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
