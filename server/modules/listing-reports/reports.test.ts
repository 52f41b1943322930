import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { farms, users } from '../../db/schema/index.js';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';
import { exhaust, notificationsOf, trustOf } from '../trust/trust-fixtures.js';

const { app, db } = await createTestApp();
let farmer: TestUser, ann: TestUser, bob: TestUser, admin: TestUser;

const report = (u: TestUser | null, farmId: number, payload: object) => as(app, u)({ method: 'POST', url: `/api/farms/${farmId}/reports`, payload });
const resolve = (u: TestUser | null, id: string, payload: object) => as(app, u)({ method: 'POST', url: `/api/admin/reports/${id}/resolve`, payload });
const queue = async (query = '') => (await as(app, admin)({ url: `/api/admin/reports?${query}` })).json();
const statusOf = async (id: number) => (await db.select({ status: farms.status }).from(farms).where(eq(farms.id, id)))[0].status;

beforeAll(async () => {
  [farmer, ann, bob] = await Promise.all([registerUser(app, 'farmer'), registerUser(app), registerUser(app)]);
  admin = await createAdmin(app, db);
});

describe('reports of wrong information', () => {
  it('a second reporter adds to the open report instead of filing again; the owner hears once and answers', async () => {
    const stand = await createListing(app, farmer, { name: 'Gone Stand' });
    const first = await report(ann, stand.id, { kind: 'closed-for-good', note: 'Boarded up, sign taken down.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ added: true, report: { kind: 'closed-for-good', reporters: 1, mine: true } });
    // The next visitor sees it open, and is not behind it yet.
    const seen = await trustOf(app, stand.id, bob);
    expect(seen.openReports).toMatchObject([{ id: first.json().report.id, kind: 'closed-for-good', reporters: 1, mine: false }]);
    const second = await report(bob, stand.id, { kind: 'closed-for-good' });
    expect(second.statusCode).toBe(201);
    expect(second.json().report).toMatchObject({ id: first.json().report.id, reporters: 2, mine: true });
    // Sending it again changes nothing.
    const again = await report(bob, stand.id, { kind: 'closed-for-good' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ added: false, report: { reporters: 2 } });
    expect((await notificationsOf(app, farmer, 'listing_feedback')).map((n) => n.title)).toEqual(['Gone Stand was reported as closed for good']);

    const id = first.json().report.id;
    const answer = await as(
      app,
      farmer,
    )({ method: 'POST', url: `/api/farms/${stand.id}/reports/${id}/reply`, payload: { body: 'Closed for winter only: back in May.' } });
    expect(answer.statusCode).toBe(200);
    expect((await trustOf(app, stand.id)).openReports[0].ownerReply).toMatchObject({ body: 'Closed for winter only: back in May.' });
    expect((await as(app, ann)({ method: 'POST', url: `/api/farms/${stand.id}/reports/${id}/reply`, payload: { body: 'Not mine' } })).statusCode).toBe(403);
  });

  it('admins see the queue with notes and the owner’s answer, and hide a listing closed for good (audited)', async () => {
    const stand = await createListing(app, farmer, { name: 'Hide Me Stand' });
    const id = (await report(ann, stand.id, { kind: 'closed-for-good', note: 'Empty lot now.' })).json().report.id;
    await report(bob, stand.id, { kind: 'wrong-hours' });
    const open = await queue('q=Hide%20Me');
    expect(open.total).toBe(2);
    expect(open.items.find((r: { id: string }) => r.id === id)).toMatchObject({
      kind: 'closed-for-good',
      reporters: 1,
      notes: [{ note: 'Empty lot now.' }],
      status: 'open',
    });

    const waiting = async () =>
      (await as(app, admin)({ url: '/api/admin/overview' })).json().totals.find((t: { key: string }) => t.key === 'listingReports').value;
    // Other test files share the database: this one's open ones are counted, whatever theirs add.
    expect(await waiting()).toBeGreaterThanOrEqual(2);
    const res = await resolve(admin, id, { action: 'hide', note: 'Confirmed by the county.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', resolution: 'hidden' });
    expect(await statusOf(stand.id)).toBe('suspended');
    // Its other open report is answered by the same act; the public no longer sees the listing.
    expect((await queue('q=Hide%20Me')).total).toBe(0);
    expect((await as(app, null)({ url: `/api/farms/${stand.id}` })).statusCode).toBe(404);
    const audit = (await as(app, admin)({ url: '/api/admin/audit-log?action=listing-report' })).json().items;
    expect(audit[0]).toMatchObject({ action: 'listing-report.hide', targetId: String(stand.id) });
    expect((await notificationsOf(app, farmer, 'listing_feedback')).some((n) => n.body.includes('An admin hid Hide Me Stand'))).toBe(true);
    expect((await resolve(admin, id, { action: 'dismiss' })).statusCode).toBe(409);
  });

  it('tells a Spanish-speaking owner in Spanish, the admin’s note as written', async () => {
    const rosa = await registerUser(app, 'farmer');
    await db.update(users).set({ language: 'es' }).where(eq(users.id, rosa.id));
    const stand = await createListing(app, rosa, { name: 'Puesto Rosa' });
    const id = (await report(ann, stand.id, { kind: 'wrong-hours' })).json().report.id;
    expect((await resolve(admin, id, { action: 'fix', note: 'Hours updated from the county site.' })).statusCode).toBe(200);
    const told = await notificationsOf(app, rosa, 'listing_feedback');
    expect(told.map((n) => [n.title, n.body])).toEqual([
      [
        'Se atendió un reporte sobre Puesto Rosa',
        'Un administrador corrigió Puesto Rosa tras un reporte de que estaba con el horario equivocado.\n\nHours updated from the county site.',
      ],
      [
        'Reportaron que Puesto Rosa está con el horario equivocado',
        'Un administrador lo revisará. Si tu anuncio está bien, responde al reporte en la página de tu anuncio; si no, actualízalo.',
      ],
    ]);
  });

  it('merges a duplicate into the listing that stays, fixes and dismisses', async () => {
    const keep = await createListing(app, farmer, { name: 'Twin Stand' });
    const twin = await createListing(app, farmer, { name: 'Twin Stand again' });
    const dup = (await report(ann, twin.id, { kind: 'duplicate', note: `Same as /farm/${keep.id}` })).json().report.id;
    expect((await resolve(admin, dup, { action: 'merge' })).statusCode).toBe(400);
    expect((await resolve(admin, dup, { action: 'merge', mergeInto: twin.id })).statusCode).toBe(400);
    const merged = await resolve(admin, dup, { action: 'merge', mergeInto: keep.id });
    expect(merged.json()).toMatchObject({ resolution: 'merged', mergedIntoId: keep.id });
    expect(await statusOf(twin.id)).toBe('suspended');
    expect(await statusOf(keep.id)).toBe('published');

    const hours = (await report(ann, keep.id, { kind: 'wrong-hours' })).json().report.id;
    expect((await resolve(admin, hours, { action: 'fix' })).json()).toMatchObject({ resolution: 'fixed' });
    const other = (await report(bob, keep.id, { kind: 'other', note: 'Phone number is wrong' })).json().report.id;
    expect((await resolve(admin, other, { action: 'dismiss' })).json()).toMatchObject({ resolution: 'dismissed' });
    expect(await statusOf(keep.id)).toBe('published');
    expect((await trustOf(app, keep.id)).openReports).toEqual([]);
    expect((await queue('status=resolved&kind=wrong-hours&q=Twin')).items.map((r: { id: string }) => r.id)).toEqual([hours]);
  });

  it('refuses bad input, the listing’s own farmer, hidden listings, the signed out and non-admins; is rate limited', async () => {
    const stand = await createListing(app, farmer, { name: 'Strict Stand' });
    expect((await report(null, stand.id, { kind: 'other' })).statusCode).toBe(401);
    for (const payload of [{}, { kind: 'rude' }, { kind: 'other', note: 'x'.repeat(1001) }, { kind: 'other', extra: true }, { kind: 7 }]) {
      expect((await report(ann, stand.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await report(farmer, stand.id, { kind: 'other' })).statusCode).toBe(403);
    const draft = await createListing(app, farmer, { name: 'Draft' }, false);
    expect((await report(ann, draft.id, { kind: 'other' })).statusCode).toBe(404);
    const id = (await report(ann, stand.id, { kind: 'wrong-location' })).json().report.id;
    expect((await resolve(ann, id, { action: 'dismiss' })).statusCode).toBe(403);
    expect((await resolve(farmer, id, { action: 'dismiss' })).statusCode).toBe(403);
    expect((await resolve(null, id, { action: 'dismiss' })).statusCode).toBe(401);
    for (const payload of [{}, { action: 'delete' }, { action: 'hide', mergeInto: stand.id }, { action: 'dismiss', note: 5 }]) {
      expect((await resolve(admin, id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await resolve(admin, '00000000-0000-4000-8000-000000000000', { action: 'dismiss' })).statusCode).toBe(404);
    expect((await as(app, admin)({ url: '/api/admin/reports?status=maybe' })).statusCode).toBe(400);
    const reply = (payload: object) => as(app, farmer)({ method: 'POST', url: `/api/farms/${stand.id}/reports/${id}/reply`, payload });
    expect((await reply({})).statusCode).toBe(400);
    expect((await reply({ body: ' ' })).statusCode).toBe(400);

    const busy = await registerUser(app);
    await exhaust(db, 'listingReports', busy.id);
    expect((await report(busy, stand.id, { kind: 'other' })).statusCode).toBe(429);
    await exhaust(db, 'listingReplies', farmer.id);
    expect((await reply({ body: 'Fine as it is.' })).statusCode).toBe(429);
  });
});
