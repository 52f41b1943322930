import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, createTestApp, uniqueEmail } from '../../test/helpers.js';

const { app, db } = await createTestApp();
const subscribe = (payload: unknown) => as(app)({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object });
const rowsFor = async (email: string) =>
  (
    await db.execute<{ unsubscribe_token: string; unsubscribed_at: Date | null }>(
      sql`SELECT unsubscribe_token, unsubscribed_at FROM newsletter_subscribers WHERE lower(email) = ${email.toLowerCase()}`,
    )
  ).rows;

describe('POST /api/newsletter/subscribe', () => {
  it('rejects a bad address with 400', async () => {
    for (const email of ['', 'no-at-sign', 'a@', '@b.com', 'x'.repeat(300) + '@example.com']) {
      const res = await subscribe({ email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await subscribe({})).statusCode).toBe(400);
  });

  it('is idempotent: twice (any case) is a success with one row and an unsubscribe token', async () => {
    const email = uniqueEmail('news');
    expect((await subscribe({ email })).statusCode).toBe(200);
    expect((await subscribe({ email: email.toUpperCase() })).statusCode).toBe(200);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].unsubscribe_token.length).toBeGreaterThanOrEqual(20);
  });

  it('unsubscribes by token without signing in; a new signup leaves it so until its emailed link (decision 048)', async () => {
    const email = uniqueEmail('news');
    await subscribe({ email });
    const [{ unsubscribe_token: token }] = await rowsFor(email);
    const res = await as(app)({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect((await rowsFor(email))[0].unsubscribed_at).not.toBeNull();
    expect((await as(app)({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: 'x'.repeat(30) } })).statusCode).toBe(404);
    await subscribe({ email });
    expect((await rowsFor(email))[0].unsubscribed_at).not.toBeNull();
  });
});
