import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import { supportMessage } from '../../lib/mail/templates/support.js';
import { as, createAdmin, createTestApp, registerUser, uniqueEmail } from '../../test/helpers.js';

const SUPPORT_EMAIL = `help-${crypto.randomBytes(4).toString('hex')}@example.com`;
const { app, db } = await createTestApp({ SUPPORT_EMAIL });
const admin = await createAdmin(app, db);
const asAdmin = as(app, admin);
const ip = () => `10.8.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;
const message = (over: object = {}) => ({
  name: 'Rosa',
  email: uniqueEmail('contact'),
  topic: 'listing',
  message: 'The stand on Route 9 closed for the season last week.',
  ...over,
});
const send = (payload: object, remoteAddress = ip(), user?: Parameters<typeof as>[1]) =>
  as(app, user)({ method: 'POST', url: '/api/support/messages', payload, remoteAddress });

describe('contact form', () => {
  it('stores a valid message, shows it to admins, and queues an email to SUPPORT_EMAIL with Reply-To', async () => {
    const consumer = await registerUser(app);
    const m = message({ message: `Wrong hours at Meadowlark ${crypto.randomBytes(4).toString('hex')}, they close at 5 now.` });
    expect((await send(m, ip(), consumer)).statusCode).toBe(201);
    const listed = (await asAdmin({ method: 'GET', url: `/api/admin/support?q=${encodeURIComponent(m.message.slice(0, 30))}` })).json();
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({ name: 'Rosa', email: m.email, topic: 'listing', status: 'open', userId: consumer.id });
    const queued = await db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'to' = ${SUPPORT_EMAIL} AND ${jobs.payload}->>'text' LIKE ${`%${m.message}%`}`);
    expect(queued).toHaveLength(1);
    expect(queued[0].payload).toMatchObject({ template: 'support-message', headers: { 'Reply-To': m.email } });

    const closed = await asAdmin({ method: 'PATCH', url: `/api/admin/support/${listed.items[0].id}`, payload: { status: 'closed' } });
    expect(closed.json().status).toBe('closed');
    expect((await asAdmin({ method: 'GET', url: `/api/admin/support?q=${encodeURIComponent(m.message.slice(0, 30))}` })).json().total).toBe(0);
    expect((await asAdmin({ method: 'GET', url: `/api/admin/support?status=closed&q=${encodeURIComponent(m.message.slice(0, 30))}` })).json().total).toBe(1);
  });

  it('validates every field (400 with fields)', async () => {
    for (const bad of [
      message({ name: '' }),
      message({ email: 'nope' }),
      message({ topic: 'gossip' }),
      message({ message: 'hi' }),
      message({ message: 'x'.repeat(5001) }),
      message({ extra: true }),
    ]) {
      const res = await send(bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json().fields).toBeTruthy();
    }
  });

  it('limits messages per network (429 with Retry-After)', async () => {
    const from = ip();
    for (let i = 0; i < 5; i++) expect((await send(message(), from)).statusCode).toBe(201);
    const res = await send(message(), from);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the admin side for admins', async () => {
    const farmer = await registerUser(app, 'farmer');
    for (const [method, url] of [
      ['GET', '/api/admin/support'],
      ['PATCH', `/api/admin/support/${crypto.randomUUID()}`],
    ] as const) {
      expect((await as(app)({ method, url, payload: { status: 'closed' } })).statusCode).toBe(401);
      expect((await as(app, farmer)({ method, url, payload: { status: 'closed' } })).statusCode).toBe(403);
    }
    expect((await asAdmin({ method: 'PATCH', url: `/api/admin/support/${crypto.randomUUID()}`, payload: { status: 'closed' } })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'PATCH', url: `/api/admin/support/${crypto.randomUUID()}`, payload: { status: 'done' } })).statusCode).toBe(400);
  });

  it('renders the forwarded email with the sender as data, never markup', () => {
    const mail = supportMessage({
      name: 'Eve <script>',
      email: 'eve@example.com',
      topic: 'Other',
      message: 'Hello\n\nSecond paragraph',
      adminUrl: 'http://localhost/admin?tab=support',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Second paragraph');
    expect(mail.headers).toEqual({ 'Reply-To': 'eve@example.com' });
  });
});
