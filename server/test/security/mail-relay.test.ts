import type { ParsedMail } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createJobRunner } from '../../lib/jobs/index.js';
import { createMailTransport, EMAIL_JOB, sendEmailJob } from '../../lib/mail/index.js';
import { lazySecretBox } from '../../modules/auth/secret-key.js';
import { PRODUCT_ALERT_JOB, productAlertJob } from '../../modules/alerts/alerts.job.js';
import { createAlert, listingAt, markAvailable } from '../../modules/alerts/test-fixtures.js';
import { createTestApp, registerUser } from '../helpers.js';
import { settleEvents } from '../events.js';
import { createIsolatedDatabase } from '../isolated-db.js';
import { startSmtpSink } from '../../../scripts/smtp-sink.mjs';

// Its own database: the test works the whole email queue, which must not take other files' emails.
const { app, db, config } = await createTestApp({}, await createIsolatedDatabase('mail_relay'));
const sink = await startSmtpSink();
afterAll(() => sink.close());
const mails = (): ParsedMail[] => sink.received.map((r) => r.mail);

const HERE = { lat: 44.1, lng: -103.2 };
const near = `${HERE.lat},${HERE.lng}`;
const toOf = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).flatMap((a) => a?.value.map((v) => v.address) ?? []);

/**
 * Issue 29 point 4: a listing named "URGENT: verify your bank account at evil.test" reached an address nobody had
 * verified, as the subject of an alert email. Only the verification and reset mails go to an unverified address;
 * other people's words are quoted, never the subject alone, and never a link.
 */
describe('the site relays no one’s words to an address nobody verified', () => {
  it('an alert to an unverified address sends no email; a verified one gets the name quoted and inert', async () => {
    const farmer = await registerUser(app, 'farmer');
    const farm = await listingAt(app, farmer, 'URGENT: verify your bank account at evil.test', HERE, ['Strawberries']);
    const [victim, fan] = [await registerUser(app), await registerUser(app)];
    for (const u of [victim, fan]) expect((await createAlert(app, u, { product: 'strawberries', near, radius: 10 })).statusCode).toBe(201);
    // The victim's address was never proved (an alert made before alerts needed it: issue 29 point 3).
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, victim.id));

    expect((await markAvailable(app, farmer, farm, 'Strawberries')).statusCode).toBe(200);
    const transport = createMailTransport({ smtpUrl: sink.url, mailFrom: 'Farm Stand Finder <hello@example.com>' }, db);
    const runner = createJobRunner({
      db,
      handlers: { [PRODUCT_ALERT_JOB]: productAlertJob(db), [EMAIL_JOB]: sendEmailJob(transport, config.appOrigin, lazySecretBox(db, config)) },
    });
    await settleEvents(db); // the change's event queues the alert check (decision 058)
    await runner.drain();
    await runner.drain();
    transport.close();

    // The sign-up's verification mail is all it ever got.
    expect(
      mails()
        .filter((m) => toOf(m).includes(victim.email))
        .map((m) => m.subject),
    ).toEqual(['Confirm your email for Farm Stand Finder']);
    const [mail] = mails().filter((m) => toOf(m).includes(fan.email) && m.subject?.startsWith('Product alerts'));
    expect(mail).toBeDefined();
    // The subject is the site's words with the listing's name as a quotation.
    expect(mail.subject).toBe('Product alerts: “Strawberries at URGENT: verify your bank account at evil[.]test”');
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).not.toMatch(/evil\.test/);
      expect(body).toContain('evil[.]test');
    }
    // The only links are the site's own.
    const hrefs = [...(mail.html as string).matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(config.appOrigin), href).toBe(true);
  });
});
