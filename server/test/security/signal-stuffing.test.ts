import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { farms, users } from '../../db/schema/index.js';
import { createListing } from '../../modules/farms/test-fixtures.js';
import { trustOf } from '../../modules/trust/trust-fixtures.js';
import { as, createTestApp, registerUser, type TestUser } from '../helpers.js';

const { app, db } = await createTestApp();
const AT_STAND = { lat: 41.9275, lng: -74.0 };
const closed = (u: TestUser, farmId: number, from: string) =>
  as(app, u)({ method: 'POST', url: `/api/farms/${farmId}/confirmations`, remoteAddress: from, payload: { open: false, ...AT_STAND } });
/** Accounts older than a day: only their age is set, everything else is as registered. */
const aged = async (...list: TestUser[]) =>
  db
    .update(users)
    .set({ createdAt: sql`now() - interval '2 days'` })
    .where(
      inArray(
        users.id,
        list.map((u) => u.id),
      ),
    );

/**
 * Issue 29 point 3: two throwaway accounts put a "visitors found it closed" warning on a listing and told its owner;
 * a third made the hours "confirmed by a visitor". A signal now needs a verified address, two accounts on two
 * networks, and accounts that weigh (older than a day, never refuted).
 */
describe('trust signals cannot be stuffed with throwaway accounts', () => {
  it('unverified accounts cannot answer, report, claim or set alerts: a 403 that says what to do, in English and Spanish', async () => {
    const farmer = await registerUser(app, 'farmer');
    const stand = await createListing(app, farmer, { openingHours: '24/7' });
    const [eve, mallory] = [await registerUser(app, 'consumer', {}, { verified: false }), await registerUser(app, 'farmer', {}, { verified: false })];
    const tries = [
      () => closed(eve, stand.id, '198.51.100.7'),
      () => as(app, eve)({ method: 'POST', url: `/api/farms/${stand.id}/reports`, payload: { kind: 'closed-for-good' } }),
      () => as(app, mallory)({ method: 'POST', url: `/api/farms/${stand.id}/claims`, payload: { note: 'This stand is mine, I run it.' } }),
      () => as(app, eve)({ method: 'POST', url: '/api/alerts', payload: { product: 'eggs', near: '41.9,-74.0', radius: 5 } }),
    ];
    for (const attempt of tries) {
      const res = await attempt();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toMatch(/^Verify your email address to /);
    }
    const es = await as(
      app,
      eve,
    )({ method: 'POST', url: `/api/farms/${stand.id}/reports`, headers: { 'accept-language': 'es' }, payload: { kind: 'closed-for-good' } });
    expect(es.json().message).toMatch(/^Verifica tu dirección de correo electrónico para reportar una ficha/);
    // Publishing a listing too.
    const draft = await createListing(app, mallory, { name: 'Unverified Stand' }, false);
    const publish = await as(app, mallory)({ method: 'PATCH', url: `/api/farms/${draft.id}`, payload: { status: 'published' } });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().message).toMatch(/publish a listing/);
  });

  it('two "closed" answers from one network raise no warning; from two networks they do', async () => {
    const farmer = await registerUser(app, 'farmer');
    const stand = await createListing(app, farmer, { name: 'One Line Stand', openingHours: '24/7' });
    const [ann, bob, cat] = [await registerUser(app), await registerUser(app), await registerUser(app)];
    await aged(ann, bob, cat);
    // Same /24 (and the same IPv6 /64): one voice.
    expect((await closed(ann, stand.id, '203.0.113.10')).statusCode).toBe(201);
    expect((await closed(bob, stand.id, '203.0.113.99')).statusCode).toBe(201);
    expect((await trustOf(app, stand.id)).closedWarning).toBeNull();
    expect((await closed(cat, stand.id, '198.51.100.20')).statusCode).toBe(201);
    expect((await trustOf(app, stand.id)).closedWarning).toMatchObject({ visitors: 2 });
  });

  it('new accounts move nothing on their own: no warning, no hours confirmed', async () => {
    const farmer = await registerUser(app, 'farmer');
    const stand = await createListing(app, farmer, { name: 'Fresh Accounts Stand', openingHours: '24/7' });
    const [ann, bob, dan] = [await registerUser(app), await registerUser(app), await registerUser(app)];
    expect((await closed(ann, stand.id, '192.0.2.10')).statusCode).toBe(201);
    expect((await closed(bob, stand.id, '198.51.100.30')).statusCode).toBe(201);
    expect((await trustOf(app, stand.id)).closedWarning).toBeNull();
    const [before] = await db.select().from(farms).where(eq(farms.id, stand.id));
    const open = await as(
      app,
      dan,
    )({ method: 'POST', url: `/api/farms/${stand.id}/confirmations`, remoteAddress: '192.0.2.77', payload: { open: true, ...AT_STAND } });
    expect(open.statusCode).toBe(201);
    const [after] = await db.select().from(farms).where(eq(farms.id, stand.id));
    expect(after.hoursConfirmedBy).toBe(before.hoursConfirmedBy);
    expect(after.hoursConfirmedAt).toEqual(before.hoursConfirmedAt);
  });
});
