import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { farms } from '../../db/schema/index.js';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { createListing, seedListings } from '../farms/test-fixtures.js';
import { exhaust, notificationsOf, trustOf } from '../trust/trust-fixtures.js';

const { app, db } = await createTestApp();
let admin: TestUser, fern: TestUser, gus: TestUser, shopper: TestUser;

const NOTE = 'We run this stand on Route 9: the red barn, eggs and honey.';
const claim = (u: TestUser | null, farmId: number, payload: object = { note: NOTE }) =>
  as(app, u)({ method: 'POST', url: `/api/farms/${farmId}/claims`, payload });
const decide = (u: TestUser | null, id: string, payload: object) => as(app, u)({ method: 'POST', url: `/api/admin/claims/${id}/decide`, payload });
/** An imported listing: no owner, a source. */
async function imported(name: string) {
  const [id] = await seedListings(db, [{ name, lat: 42.1, lng: -73.9 }]);
  await db
    .update(farms)
    .set({ source: 'osm', externalId: `node/${id}` })
    .where(eq(farms.id, id));
  return id;
}
const ownerOf = async (id: number) => (await db.select({ ownerId: farms.ownerId }).from(farms).where(eq(farms.id, id)))[0].ownerId;

beforeAll(async () => {
  [fern, gus, shopper] = await Promise.all([registerUser(app, 'farmer'), registerUser(app, 'farmer'), registerUser(app)]);
  admin = await createAdmin(app, db);
});

describe('claims of imported listings', () => {
  it('a farmer asks once; an admin approves (audited), the listing moves to them and every claimant hears', async () => {
    const id = await imported('Red Barn Eggs');
    expect((await trustOf(app, id, fern)).claimable).toBe(true);
    const res = await claim(fern, id, { note: NOTE, phone: '845-555-0100', website: 'https://redbarn.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'open' });
    expect((await trustOf(app, id, fern)).myClaim).toMatchObject({ status: 'open' });
    const twice = await claim(fern, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already asked/);
    expect((await claim(gus, id)).statusCode).toBe(201);

    const waiting = async () => (await as(app, admin)({ url: '/api/admin/overview' })).json().totals.find((t: { key: string }) => t.key === 'claims').value;
    // Other test files share the database: this one's open ones are counted, whatever theirs add.
    expect(await waiting()).toBeGreaterThanOrEqual(2);
    const list = (await as(app, admin)({ url: '/api/admin/claims?q=Red%20Barn' })).json();
    expect(list.total).toBe(2);
    const fernsClaim = list.items.find((c: { claimant: { id: string } }) => c.claimant.id === fern.id);
    expect(fernsClaim).toMatchObject({
      farm: { id, name: 'Red Barn Eggs', source: 'osm', ownerId: null },
      phone: '845-555-0100',
      website: 'https://redbarn.example',
    });

    const approved = await decide(admin, fernsClaim.id, { decision: 'approve', note: 'Checked the phone number.' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decisionNote: 'Checked the phone number.' });
    expect(await ownerOf(id)).toBe(fern.id);
    const detail = (await as(app, fern)({ url: `/api/farms/${id}` })).json();
    expect(detail.canEdit).toBe(true);
    expect((await trustOf(app, id, gus)).claimable).toBe(false);
    expect((await trustOf(app, id, gus)).myClaim).toMatchObject({ status: 'refused' });
    expect((await notificationsOf(app, fern, 'listing_claim')).map((n) => n.title)).toEqual(['You now manage Red Barn Eggs']);
    expect((await notificationsOf(app, gus, 'listing_claim')).map((n) => n.title)).toEqual(['Your claim of Red Barn Eggs was not approved']);
    // Both bodies, word for word: the admin's note follows ours.
    expect((await notificationsOf(app, fern, 'listing_claim'))[0].body).toBe(
      'An admin approved your claim. Check the hours, products and contact details, and confirm them so visitors know the listing is looked after.\n\nChecked the phone number.',
    );
    expect((await notificationsOf(app, gus, 'listing_claim'))[0].body).toBe(
      'Another farmer’s claim of this listing was approved.\n\nWrite to us from the support page if you can show it is yours.',
    );
    const audit = (await as(app, admin)({ url: '/api/admin/audit-log?action=listing-claim' })).json().items;
    expect(audit[0]).toMatchObject({ action: 'listing-claim.approve', targetId: String(id) });
    expect((await decide(admin, fernsClaim.id, { decision: 'refuse' })).statusCode).toBe(409);
    expect((await claim(gus, id)).statusCode).toBe(409);
  });

  it('a refused farmer hears why and may ask again', async () => {
    const id = await imported('Hilltop Honey');
    const first = (await claim(gus, id)).json();
    const refused = await decide(admin, first.id, { decision: 'refuse', note: 'The phone number belongs to someone else.' });
    expect(refused.json()).toMatchObject({ status: 'refused' });
    expect(await ownerOf(id)).toBeNull();
    const told = await notificationsOf(app, gus, 'listing_claim');
    expect(told[0]).toMatchObject({ title: 'Your claim of Hilltop Honey was not approved' });
    expect(told[0].body).toMatch(/belongs to someone else/);
    expect((await claim(gus, id)).statusCode).toBe(201);
    expect((await as(app, admin)({ url: '/api/admin/claims?status=refused&q=Hilltop' })).json().total).toBe(1);
  });

  it('refuses consumers, owned or non-imported listings, bad input, non-admins and the signed out; is rate limited', async () => {
    const id = await imported('Creek Side Corn');
    const hal = await registerUser(app, 'farmer');
    expect((await claim(null, id)).statusCode).toBe(401);
    expect((await claim(shopper, id)).statusCode).toBe(403);
    const own = await createListing(app, fern, { name: 'Fern’s Own' });
    expect((await claim(hal, own.id)).statusCode).toBe(409);
    expect((await claim(fern, own.id)).json().message).toMatch(/already yours/);
    const draft = await createListing(app, fern, { name: 'Draft' }, false);
    expect((await claim(hal, draft.id)).statusCode).toBe(404);
    for (const payload of [
      {},
      { note: 'mine' },
      { note: NOTE, website: 'javascript:alert(1)' },
      { note: NOTE, phone: 'x'.repeat(41) },
      { note: NOTE, extra: 1 },
    ]) {
      expect((await claim(hal, id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const open = (await claim(hal, id)).json();
    for (const u of [hal, shopper]) expect((await decide(u, open.id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(null, open.id, { decision: 'approve' })).statusCode).toBe(401);
    expect((await decide(admin, open.id, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide(admin, '00000000-0000-4000-8000-000000000000', { decision: 'refuse' })).statusCode).toBe(404);
    expect((await as(app, admin)({ url: '/api/admin/claims?status=pending' })).statusCode).toBe(400);

    const busy = await registerUser(app, 'farmer');
    await exhaust(db, 'claims', busy.id);
    expect((await claim(busy, id)).statusCode).toBe(429);
  });
});
