import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import { settleEvents } from '../../test/events.js';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';
import { creditListing, creditSignup } from './referral-credit.js';
import { newCode } from './ambassadors.service.js';

const { app, db } = await createTestApp();
const admin = await createAdmin(app, db);
const asAdmin = as(app, admin);
const application = { area: 'Ulster and Dutchess counties, NY', motivation: 'I shop at a dozen stands every week and know most of the farmers by name.' };

async function approvedAmbassador(): Promise<{ user: TestUser; id: string; code: string }> {
  const user = await registerUser(app);
  expect((await as(app, user)({ method: 'POST', url: '/api/ambassadors/applications', payload: application })).statusCode).toBe(201);
  const { items } = (await asAdmin({ method: 'GET', url: `/api/admin/ambassadors?q=${encodeURIComponent(user.email)}` })).json();
  const approved = await asAdmin({ method: 'POST', url: `/api/admin/ambassadors/${items[0].id}/approve` });
  expect(approved.statusCode).toBe(200);
  return { user, id: items[0].id, code: approved.json().code };
}

describe('applying', () => {
  it('needs sign-in, validates, and takes one application at a time', async () => {
    expect((await as(app)({ method: 'POST', url: '/api/ambassadors/applications', payload: application })).statusCode).toBe(401);
    const user = await registerUser(app);
    const asUser = as(app, user);
    expect((await asUser({ method: 'GET', url: '/api/ambassadors/me' })).json()).toEqual({ application: null });
    expect((await asUser({ method: 'POST', url: '/api/ambassadors/applications', payload: { area: '', motivation: 'short' } })).json().fields).toMatchObject({
      area: expect.any(String),
      motivation: expect.any(String),
    });
    const res = await asUser({ method: 'POST', url: '/api/ambassadors/applications', payload: application });
    expect(res.json()).toMatchObject({ status: 'pending', code: null, link: null });
    expect((await asUser({ method: 'POST', url: '/api/ambassadors/applications', payload: application })).statusCode).toBe(409);
    expect((await asUser({ method: 'GET', url: '/api/ambassadors/dashboard' })).statusCode).toBe(403);
  });

  it('may apply again after a rejection', async () => {
    const user = await registerUser(app);
    await as(app, user)({ method: 'POST', url: '/api/ambassadors/applications', payload: application });
    const { items } = (await asAdmin({ method: 'GET', url: `/api/admin/ambassadors?q=${encodeURIComponent(user.email)}` })).json();
    expect((await asAdmin({ method: 'POST', url: `/api/admin/ambassadors/${items[0].id}/reject` })).json().status).toBe('rejected');
    expect((await as(app, user)({ method: 'GET', url: '/api/ambassadors/me' })).json().application.status).toBe('rejected');
    expect((await as(app, user)({ method: 'POST', url: '/api/ambassadors/applications', payload: application })).json().status).toBe('pending');
  });
});

describe('admin review', () => {
  it('is for admins only', async () => {
    const farmer = await registerUser(app, 'farmer');
    const id = crypto.randomUUID();
    for (const url of ['/api/admin/ambassadors', `/api/admin/ambassadors/${id}/approve`, `/api/admin/ambassadors/${id}/reject`]) {
      const method = url.endsWith('ambassadors') ? 'GET' : 'POST';
      expect((await as(app)({ method, url })).statusCode, url).toBe(401);
      expect((await as(app, farmer)({ method, url })).statusCode, url).toBe(403);
    }
    expect((await asAdmin({ method: 'POST', url: `/api/admin/ambassadors/${id}/approve` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/ambassadors?status=maybe' })).statusCode).toBe(400);
  });

  it('approves with a referral code and link, and emails the ambassador once', async () => {
    const { user, id, code } = await approvedAmbassador();
    expect(code).toMatch(/^TEST[A-HJ-NP-Z2-9]{4}$/);
    const me = (await as(app, user)({ method: 'GET', url: '/api/ambassadors/me' })).json().application;
    expect(me).toMatchObject({ status: 'approved', code, link: `http://localhost:5000/join?ref=${code}` });
    // Approving again keeps the code and sends no second email.
    expect((await asAdmin({ method: 'POST', url: `/api/admin/ambassadors/${id}/approve` })).json().code).toBe(code);
    const emails = await db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'to' = ${user.email} AND ${jobs.payload}->>'template' = 'ambassador-approved'`);
    expect(emails).toHaveLength(1);
    expect(String((emails[0].payload as { text: string }).text)).toContain(`/join?ref=${code}`);
    const audit = (await asAdmin({ method: 'GET', url: '/api/admin/audit-log?action=ambassador.approve' })).json();
    expect(audit.items.map((e: { summary: string }) => e.summary)).toContain(`Approved ambassador ${user.email} (${code})`);
  });
});

describe('referral credit', () => {
  it('credits a sign-up through the link and that farmer’s listings, once each, on the dashboard', async () => {
    const amb = await approvedAmbassador();
    const farmer = await registerUser(app, 'farmer', { ref: amb.code.toLowerCase() });
    await registerUser(app, 'farmer', { ref: 'NOSUCHCODE' }); // ignored, and the sign-up still works
    const listing = await createListing(app, farmer, { name: 'Referred Acres' });
    await createListing(app, farmer, { name: 'Referred Draft' }, false);
    await settleEvents(db); // credited by the listeners of account.registered and listing.created
    // Asking again (a retried request) changes nothing.
    expect(await creditSignup(db, { userId: farmer.id, ref: amb.code })).toBe(false);
    expect(await creditListing(db, { farmId: listing.id, ownerId: farmer.id })).toBe(false);

    const dash = (await as(app, amb.user)({ method: 'GET', url: '/api/ambassadors/dashboard?days=7' })).json();
    expect(dash.totals).toEqual({ signups: 1, listings: 2, publishedListings: 1 });
    expect(dash.series.map((s: { key: string; total: number }) => [s.key, s.total])).toEqual([
      ['signups', 1],
      ['listings', 2],
    ]);
    expect(dash.series[0].points.at(-1).count).toBe(1);
    expect(dash.recent.map((r: { kind: string }) => r.kind).sort()).toEqual(['listing', 'listing', 'signup']);
    expect(dash.recent.find((r: { listing: { name: string } | null }) => r.listing?.name === 'Referred Acres')).toMatchObject({
      firstName: 'Test',
      listing: { status: 'published' },
    });

    const row = (await asAdmin({ method: 'GET', url: `/api/admin/ambassadors?status=approved&q=${encodeURIComponent(amb.user.email)}` })).json().items[0];
    expect(row).toMatchObject({ signups: 1, listings: 2 });
    // The admin table sorts by what came through each link, on the server.
    const bySignups = (await asAdmin({ method: 'GET', url: '/api/admin/ambassadors?status=approved&sort=signups&dir=desc&limit=100' })).json().items;
    expect(bySignups[0].signups).toBeGreaterThanOrEqual(1);
    expect(bySignups.map((a: { signups: number }) => a.signups)).toEqual([...bySignups.map((a: { signups: number }) => a.signups)].sort((a, b) => b - a));
    const byListings = (await asAdmin({ method: 'GET', url: '/api/admin/ambassadors?status=approved&sort=listings&dir=asc&limit=100' })).json().items;
    expect(byListings.at(-1).listings).toBeGreaterThanOrEqual(2);
    expect(byListings.map((a: { listings: number }) => a.listings)).toEqual([...byListings.map((a: { listings: number }) => a.listings)].sort((a, b) => a - b));
    expect((await asAdmin({ method: 'GET', url: '/api/admin/ambassadors?sort=code' })).statusCode).toBe(400);
  });

  it('does not credit codes of pending or rejected applications, nor farmers who came without a code', async () => {
    const pending = await registerUser(app);
    await as(app, pending)({ method: 'POST', url: '/api/ambassadors/applications', payload: application });
    expect(await creditSignup(db, { userId: crypto.randomUUID(), ref: 'x y' })).toBe(false);
    const plain = await registerUser(app, 'farmer');
    const farm = await createListing(app, plain, { name: 'Unreferred Farm' });
    expect(await creditListing(db, { farmId: farm.id, ownerId: plain.id })).toBe(false);
  });

  it('makes readable codes from a first name', () => {
    expect(newCode('Zoë-Ann')).toMatch(/^ZOEANN[A-HJ-NP-Z2-9]{4}$/);
    expect(newCode('李')).toMatch(/^FARM[A-HJ-NP-Z2-9]{4}$/);
  });
});
