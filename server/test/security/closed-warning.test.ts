import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, listingConfirmations, users } from '../../db/schema/index.js';
import { createListing } from '../../modules/farms/test-fixtures.js';
import { exhaust, trustOf } from '../../modules/trust/trust-fixtures.js';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../helpers.js';

const { app, db } = await createTestApp();
const AT_STAND = { lat: 41.9275, lng: -74.0 };
let networks = 0;
/** A "closed" answer from a network of its own (a warning needs two, issue 29 point 3). */
const closed = (u: TestUser, farmId: number) =>
  as(
    app,
    u,
  )({ method: 'POST', url: `/api/farms/${farmId}/confirmations`, remoteAddress: `198.${51 + ++networks}.100.7`, payload: { open: false, ...AT_STAND } });
/** Accounts that weigh: verified (registerUser's default) and older than a day. */
const visitors = async (n: number) => {
  const list = await Promise.all(Array.from({ length: n }, () => registerUser(app)));
  await db
    .update(users)
    .set({ createdAt: sql`now() - interval '2 days'` })
    .where(
      inArray(
        users.id,
        list.map((u) => u.id),
      ),
    );
  return list;
};
/** A published 24/7 listing of `owner` with a closed warning from two aged visitors on two networks. */
const warned = async (owner: TestUser, name: string) => {
  const stand = await createListing(app, owner, { name, openingHours: '24/7' });
  const [ann, bob] = await visitors(2);
  for (const u of [ann, bob]) expect((await closed(u, stand.id)).statusCode).toBe(201);
  expect((await trustOf(app, stand.id)).closedWarning).toMatchObject({ visitors: 2, ownerAnswer: null });
  return { stand, ann, bob };
};
const answer = (u: TestUser | null, farmId: number, payload: unknown) =>
  as(app, u)({ method: 'PUT', url: `/api/farms/${farmId}/closed-warning/answer`, payload: payload as object });
const clear = (u: TestUser | null, farmId: number, payload: unknown) =>
  as(app, u)({ method: 'POST', url: `/api/admin/farms/${farmId}/closed-warning/clear`, payload: payload as object });
const auditOf = (farmId: number, action: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'farm'), eq(auditLog.targetId, String(farmId)), eq(auditLog.action, action)));

let farmer: TestUser, otherFarmer: TestUser, shopper: TestUser, admin: TestUser;
beforeAll(async () => {
  [farmer, otherFarmer, shopper] = await Promise.all([registerUser(app, 'farmer'), registerUser(app, 'farmer'), registerUser(app)]);
  admin = await createAdmin(app, db);
});

/**
 * Issue 29 point 3, decision 049: the listing's farmer answers a closed warning (shown with it to everyone) and may
 * edit the answer; an admin clears a warning with a reason, which refutes the answers it rested on. Both audited.
 */
describe("the owner's answer to a closed warning", () => {
  it('is shown with the warning to everyone, can be edited, and each change is audited', async () => {
    const { stand } = await warned(farmer, 'Side Gate Stand');
    const res = await answer(farmer, stand.id, { note: '  We were open: the gate was on the side road.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ note: 'We were open: the gate was on the side road.' });
    const seen = (await trustOf(app, stand.id)).closedWarning;
    expect(seen).toMatchObject({ visitors: 2, ownerAnswer: { note: 'We were open: the gate was on the side road.' } });
    // The answer refutes nothing: the warning stays, so the public can weigh both.
    expect(
      await db
        .select()
        .from(listingConfirmations)
        .where(and(eq(listingConfirmations.farmId, stand.id), isNotNull(listingConfirmations.refutedAt))),
    ).toEqual([]);

    expect((await answer(farmer, stand.id, { note: 'Open daily; use the side road gate.' })).statusCode).toBe(200);
    expect((await trustOf(app, stand.id, shopper)).closedWarning.ownerAnswer).toMatchObject({ note: 'Open daily; use the side road gate.' });
    const [first] = await auditOf(stand.id, 'closed-warning.answer');
    expect(first).toMatchObject({ actorId: farmer.id, details: { note: 'We were open: the gate was on the side road.', before: null } });
    const [edit] = await auditOf(stand.id, 'closed-warning.answer-edit');
    expect(edit).toMatchObject({
      actorId: farmer.id,
      details: { note: 'Open daily; use the side road gate.', before: 'We were open: the gate was on the side road.' },
    });
  });

  it('is the listing farmer’s alone: another farmer, a shopper and an admin get 403, signed out 401; nothing is written', async () => {
    const { stand } = await warned(farmer, 'Only Mine Stand');
    for (const [who, status] of [
      [otherFarmer, 403],
      [shopper, 403],
      [admin, 403],
      [null, 401],
    ] as const) {
      const res = await answer(who, stand.id, { note: 'It was open all day.' });
      expect(res.statusCode, res.body).toBe(status);
    }
    expect((await trustOf(app, stand.id)).closedWarning.ownerAnswer).toBeNull();
    expect(await auditOf(stand.id, 'closed-warning.answer')).toEqual([]);
  });

  it('refuses bad input with a 4xx that says what is wrong: empty, too long, markup, extra fields, unknown listing, no warning', async () => {
    const { stand } = await warned(farmer, 'Bad Input Stand');
    for (const payload of [{ note: '' }, { note: '   ' }, { note: 'x'.repeat(501) }, { note: '<b>open</b>' }, { note: 'ok', by: 'admin' }, {}, null]) {
      const res = await answer(farmer, stand.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const tooLong = await answer(farmer, stand.id, { note: 'x'.repeat(501) });
    expect(tooLong.json().fields?.note ?? tooLong.json().message).toMatch(/500 characters/);
    expect((await answer(farmer, 987_654_321, { note: 'Open.' })).statusCode).toBe(404);
    const quiet = await createListing(app, farmer, { name: 'No Warning Stand', openingHours: '24/7' });
    const none = await answer(farmer, quiet.id, { note: 'Open.' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/no closed warning/);
    // A draft is nobody's business: 404, even to its owner (there is no warning on it to answer).
    const draft = await createListing(app, farmer, { name: 'Draft Stand' }, false);
    expect((await answer(farmer, draft.id, { note: 'Open.' })).statusCode).toBe(404);
  });

  it('is rate limited per account', async () => {
    const { stand } = await warned(farmer, 'Busy Answer Stand');
    await exhaust(db, 'closedWarningAnswers', farmer.id);
    const res = await answer(farmer, stand.id, { note: 'Open.' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('an admin clears a closed warning', () => {
  it('with a reason: the warning goes, its answers are refuted (those accounts weigh no more), audited with the reason', async () => {
    const { stand, ann, bob } = await warned(farmer, 'Cleared Stand');
    const res = await clear(admin, stand.id, { reason: 'Farmer sent a photo of the open stand that day.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ refuted: 2 });
    expect((await trustOf(app, stand.id)).closedWarning).toBeNull();
    const [entry] = await auditOf(stand.id, 'closed-warning.clear');
    expect(entry).toMatchObject({ actorId: admin.id, details: { reason: 'Farmer sent a photo of the open stand that day.', visitors: 2 } });
    // Refuted accounts move nothing any more: their "closed" on another listing raises no warning.
    const other = await createListing(app, otherFarmer, { name: 'Next Stand', openingHours: '24/7' });
    for (const u of [ann, bob]) expect((await closed(u, other.id)).statusCode).toBe(201);
    expect((await trustOf(app, other.id)).closedWarning).toBeNull();
    // Nothing left to clear.
    expect((await clear(admin, stand.id, { reason: 'Again.' })).statusCode).toBe(409);
  });

  it('is for admins only: the owner, another farmer and a shopper get 403, signed out 401; nothing is refuted', async () => {
    const { stand } = await warned(farmer, 'Not Yours To Clear Stand');
    for (const [who, status] of [
      [farmer, 403],
      [otherFarmer, 403],
      [shopper, 403],
      [null, 401],
    ] as const) {
      expect((await clear(who, stand.id, { reason: 'It was open.' })).statusCode).toBe(status);
    }
    expect((await trustOf(app, stand.id)).closedWarning).toMatchObject({ visitors: 2 });
    expect(await auditOf(stand.id, 'closed-warning.clear')).toEqual([]);
  });

  it('refuses bad input (no reason, too long, unknown listing) and is rate limited per admin', async () => {
    const { stand } = await warned(farmer, 'Clear Input Stand');
    for (const payload of [{}, { reason: ' ' }, { reason: 'x'.repeat(501) }, { reason: 'ok', refute: false }]) {
      expect((await clear(admin, stand.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await clear(admin, 987_654_321, { reason: 'Gone.' })).statusCode).toBe(404);
    await exhaust(db, 'closedWarningClears', admin.id);
    expect((await clear(admin, stand.id, { reason: 'Checked.' })).statusCode).toBe(429);
    expect((await trustOf(app, stand.id)).closedWarning).toMatchObject({ visitors: 2 });
  });
});

describe('who said it was closed', () => {
  it('the owner and admins see names, times and whether each counted; a shopper, another farmer and the signed-out do not', async () => {
    const { stand, ann } = await warned(farmer, 'Who Said Stand');
    for (const who of [farmer, admin]) {
      const list = (await trustOf(app, stand.id, who)).closedAnswers;
      expect(list).toHaveLength(2);
      expect(list[0]).toEqual({
        id: expect.any(String),
        name: 'Test',
        account: expect.stringMatching(/^…[0-9a-f]{4}$/),
        at: expect.any(String),
        counted: true,
      });
      expect(list.map((a: { account: string }) => a.account)).toContain(`…${ann.id.replace(/-/g, '').slice(-4)}`);
      // Never the network or address it came from.
      expect(JSON.stringify(list)).not.toMatch(/198\.|network|userId|email/);
    }
    for (const who of [shopper, otherFarmer, null]) {
      const trust = await trustOf(app, stand.id, who);
      expect(trust.closedWarning).toMatchObject({ visitors: 2 });
      expect(trust.closedAnswers).toBeNull();
    }
  });
});
