import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { as, createAdmin, createTestApp, ORIGIN, registerUser, uniqueEmail } from '../../test/helpers.js';
import { csvCell } from './newsletter.service.js';

const { app, db } = await createTestApp();
const admin = await createAdmin(app, db);
const asAdmin = as(app, admin);
const subscribe = (email: string) =>
  as(app)({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, remoteAddress: `10.9.${crypto.randomInt(255)}.${crypto.randomInt(255)}` });

describe('newsletter admin', () => {
  it('is for admins only', async () => {
    const farmer = await registerUser(app, 'farmer');
    for (const [method, url] of [
      ['GET', '/api/admin/newsletter'],
      ['GET', '/api/admin/newsletter/export.csv'],
      ['POST', `/api/admin/newsletter/${crypto.randomUUID()}/unsubscribe`],
    ] as const) {
      expect((await as(app)({ method, url })).statusCode, url).toBe(401);
      expect((await as(app, farmer)({ method, url })).statusCode, url).toBe(403);
    }
  });

  it('lists, searches and pages subscribers; unsubscribing on their behalf moves them out of the active list', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const emails = [`a-${tag}@example.com`, `b-${tag}@example.com`, `c-${tag}@example.com`];
    for (const e of emails) await subscribe(e);
    const page = (await asAdmin({ method: 'GET', url: `/api/admin/newsletter?q=${tag}&sort=email&dir=asc&limit=2` })).json();
    expect(page.total).toBe(3);
    expect(page.items.map((s: { email: string }) => s.email)).toEqual(emails.slice(0, 2));
    const res = await asAdmin({ method: 'POST', url: `/api/admin/newsletter/${page.items[0].id}/unsubscribe` });
    expect(res.json().unsubscribedAt).toBeTruthy();
    expect((await asAdmin({ method: 'GET', url: `/api/admin/newsletter?q=${tag}` })).json().total).toBe(2);
    expect((await asAdmin({ method: 'GET', url: `/api/admin/newsletter?q=${tag}&status=unsubscribed` })).json().items[0].email).toBe(emails[0]);
    expect((await asAdmin({ method: 'GET', url: `/api/admin/newsletter?q=${tag}&status=all` })).json().total).toBe(3);
    expect((await asAdmin({ method: 'POST', url: `/api/admin/newsletter/${crypto.randomUUID()}/unsubscribe` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/newsletter?status=gone' })).statusCode).toBe(400);
  });

  it('exports active subscribers only, as CSV with a working unsubscribe link each', async () => {
    const active = uniqueEmail('csv');
    const gone = uniqueEmail('csv');
    await subscribe(active);
    await subscribe(gone);
    const goneRow = (await asAdmin({ method: 'GET', url: `/api/admin/newsletter?q=${gone}` })).json().items[0];
    await asAdmin({ method: 'POST', url: `/api/admin/newsletter/${goneRow.id}/unsubscribe` });

    const res = await asAdmin({ method: 'GET', url: '/api/admin/newsletter/export.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at,source,unsubscribe_url');
    const line = lines.find((l) => l.startsWith(`${active},`))!;
    expect(lines.some((l) => l.startsWith(`${gone},`))).toBe(false);

    // The link works without signing in, and the address is then never exported as active.
    const token = new URL(line.split(',')[3]).searchParams.get('token')!;
    expect(line.split(',')[3].startsWith(`${ORIGIN}/unsubscribe?token=`)).toBe(true);
    expect((await as(app)({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } })).json()).toEqual({ unsubscribed: true });
    const after = (await asAdmin({ method: 'GET', url: '/api/admin/newsletter/export.csv' })).body;
    expect(after).not.toContain(`${active},`);
  });

  it('neutralizes spreadsheet formulas in cells', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('plain@example.com')).toBe('plain@example.com');
    expect(csvCell('a,b')).toBe('"a,b"');
  });
});
