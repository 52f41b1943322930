import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, createTestApp, uniqueEmail } from '../helpers.js';

const { app, db } = await createTestApp();
const subscribe = (email: string, lang?: string) =>
  as(app)({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, headers: lang ? { 'accept-language': lang } : {} });
const rowOf = async (email: string) =>
  (
    await db.execute<{ unsubscribe_token: string; unsubscribed_at: Date | null }>(
      sql`SELECT unsubscribe_token, unsubscribed_at FROM newsletter_subscribers WHERE lower(email) = ${email}`,
    )
  ).rows[0];
const mailsTo = async (email: string) =>
  (
    await db.execute<{ subject: string; text: string }>(
      sql`SELECT payload->>'subject' AS subject, payload->>'text' AS text FROM jobs WHERE kind = 'email.send' AND payload->>'to' = ${email} ORDER BY created_at`,
    )
  ).rows;
const linkIn = (text: string) => /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w%-]+/.exec(text)?.[0];

/**
 * Issue 29 point 8: anyone could type an address that had unsubscribed into the sign-up box and the newsletter went
 * to it again. Only the link emailed to the address adds it again (decision 048); the answer does not say which.
 */
describe('an address that unsubscribed comes back only through its own mailbox', () => {
  it('someone else signing it up sends a link, not the newsletter; the link’s button adds it again', async () => {
    const email = uniqueEmail('news-victim');
    expect((await subscribe(email)).statusCode).toBe(200);
    const unsubscribed = await as(app)({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: (await rowOf(email)).unsubscribe_token } });
    expect(unsubscribed.statusCode).toBe(200);

    // The attack: the same answer as for anyone, and the address stays unsubscribed.
    const again = await subscribe(email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ subscribed: true });
    expect((await rowOf(email)).unsubscribed_at).not.toBeNull();

    // The address itself is asked, by a link; opening it only asks (mail scanners open links).
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Add this address to the Farm Stand Finder newsletter again?');
    const link = new URL(linkIn(mails[0].text)!);
    const page = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Add me to the newsletter');
    expect((await rowOf(email)).unsubscribed_at).not.toBeNull();

    // A made-up token adds nothing.
    const forged = await app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm?token=' + 'x'.repeat(32),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(forged.statusCode).toBe(404);
    expect((await rowOf(email)).unsubscribed_at).not.toBeNull();

    const confirmed = await app.inject({
      method: 'POST',
      url: link.pathname + link.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('You&#39;ve been added to our mailing list');
    expect((await rowOf(email)).unsubscribed_at).toBeNull();
  });

  it('asks in Spanish, only a few times a day, and an older link stops working once a newer one is sent', async () => {
    const email = uniqueEmail('news-es');
    await subscribe(email);
    await as(app)({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: (await rowOf(email)).unsubscribe_token } });
    for (let i = 0; i < 5; i++) expect((await subscribe(email, 'es')).statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(3);
    expect(mails[0].subject).toBe('¿Volver a añadir esta dirección al boletín de Farm Stand Finder?');
    const first = new URL(linkIn(mails[0].text)!);
    const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' };
    expect((await app.inject({ method: 'POST', url: first.pathname + first.search, ...form })).statusCode).toBe(404);
    const latest = new URL(linkIn(mails[2].text)!);
    expect((await app.inject({ method: 'POST', url: latest.pathname + latest.search, ...form })).statusCode).toBe(200);
    expect((await rowOf(email)).unsubscribed_at).toBeNull();
  });
});
