import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickingReports } from '../../db/schema/index.js';
import { as, createTestApp, registerUser, weighingVisitor, type TestUser } from '../../test/helpers.js';
import { createListing, nonce } from '../farms/test-fixtures.js';
import { exhaust } from '../trust/trust-fixtures.js';

const { app, db } = await createTestApp();
type Listing = { id: number; products: Array<{ id: string; name: string }> };
let farmer: TestUser, ann: TestUser, bob: TestUser;
let field: Listing;

// A place no other test puts listings (the picking filter searches by position): the Palouse, Washington.
const PIN = { lat: 46.73, lng: -117.18 };
const AT_FIELD = { lat: 46.7305, lng: -117.18 }; // ~55 m from the pin
const word = nonce();

/** A visitor whose account weighs (decision 033). */
const visitor = () => weighingVisitor(app);
const uPick = (overrides: object = {}) =>
  createListing(app, farmer, {
    name: `Berry Field ${word}`,
    kind: 'u-pick',
    ...PIN,
    openingHours: '24/7',
    products: [
      { name: 'Strawberries', category: 'produce', available: true },
      { name: 'Blueberries', category: 'produce', available: true },
    ],
    ...overrides,
  }) as Promise<Listing>;
const say = (u: TestUser | null, payload: object, id = field.id) => as(app, u)({ method: 'POST', url: `/api/farms/${id}/picking`, payload });
const pickingOf = async (id = field.id) => (await as(app, null)({ url: `/api/farms/${id}/picking` })).json();
const berries = () => field.products[0].id;
/** Moves every word about a product back in time by `days` (its local day too): the window is about age. */
const age = (productId: string, days: number) =>
  db
    .update(pickingReports)
    .set({ reportedAt: sql`reported_at - make_interval(days => ${days})`, localDate: sql`local_date - ${days}::int` })
    .where(eq(pickingReports.productId, productId));

beforeAll(async () => {
  [farmer, ann, bob] = await Promise.all([registerUser(app, 'farmer'), visitor(), visitor()]);
  field = await uPick();
});

describe('picking conditions', () => {
  it("the farmer's word, with a note and today's picking hours, is the listing's picking", async () => {
    const res = await say(farmer, { productId: berries(), condition: 'excellent', note: 'East rows are best', hoursFrom: '08:00', hoursUntil: '12:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      counted: true,
      picking: { condition: 'excellent', source: 'farmer', note: 'East rows are best', hours: { from: '08:00', until: '12:00' } },
    });
    const now = await pickingOf();
    expect(now.pickYourOwn).toBe(true);
    expect(now.products).toEqual([expect.objectContaining({ productId: berries(), condition: 'excellent', source: 'farmer', visitors: 0 })]);
  });

  it("a visitor's word the same day never overrides the farmer's; it counts from the next day, for 3 days", async () => {
    const own = await uPick({ name: `Own Field ${word}` });
    const id = own.products[0].id;
    expect((await say(farmer, { productId: id, condition: 'good' }, own.id)).statusCode).toBe(200);
    const visited = await say(ann, { productId: id, condition: 'picked-over', ...AT_FIELD }, own.id);
    expect(visited.statusCode).toBe(200);
    expect(visited.json()).toMatchObject({ counted: true, picking: { condition: 'good', source: 'farmer', visitors: 1 } });
    // The farmer spoke two days ago and the visitor yesterday: the visitor's newer word holds.
    await age(id, 1);
    await db
      .update(pickingReports)
      .set({ reportedAt: sql`reported_at - interval '1 day'`, localDate: sql`local_date - 1` })
      .where(sql`${pickingReports.productId} = ${id} AND ${pickingReports.by} = 'farmer'`);
    expect((await pickingOf(own.id)).products[0]).toMatchObject({ condition: 'picked-over', source: 'visitor', hours: null });
    // Three days on, the visitor's word is gone and the farmer's (within its 7 days) is back.
    await age(id, 2);
    expect((await pickingOf(own.id)).products[0]).toMatchObject({ condition: 'good', source: 'farmer' });
    // And after 7 days nothing is said at all.
    await age(id, 5);
    expect((await pickingOf(own.id)).products).toEqual([]);
  });

  it("the farmer's hours show only on the day they were given for", async () => {
    const id = field.products[1].id;
    await say(farmer, { productId: id, condition: 'fair', hoursFrom: '07:00', hoursUntil: '11:30' });
    await age(id, 1);
    expect((await pickingOf()).products.find((p: { productId: string }) => p.productId === id)).toMatchObject({ condition: 'fair', hours: null });
  });

  it('needs the visitor at the field: within 500 m, or a verified check-in that day', async () => {
    const far = await say(bob, { productId: berries(), condition: 'good', lat: PIN.lat + 0.03, lng: PIN.lng });
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toMatch(/You are 2\.\d miles from Berry Field/);
    const near = await say(bob, { productId: berries(), condition: 'good', lat: PIN.lat + 0.006, lng: PIN.lng });
    expect(near.statusCode).toBe(422);
    expect(near.json().message).toMatch(/You are 6\d0 m from/);
    expect((await say(bob, { productId: berries(), condition: 'good' })).statusCode).toBe(422);
    expect((await as(app, bob)({ method: 'POST', url: `/api/farms/${field.id}/visits`, payload: AT_FIELD })).statusCode).toBe(201);
    expect((await say(bob, { productId: berries(), condition: 'good' })).statusCode).toBe(200);
  });

  it("a new account's word is kept and moves nothing", async () => {
    const other = await uPick({ name: `New Field ${word}` });
    const fresh = await registerUser(app);
    const res = await say(fresh, { productId: other.products[0].id, condition: 'excellent', ...AT_FIELD }, other.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ counted: false, picking: null });
    expect((await pickingOf(other.id)).products).toEqual([]);
  });

  it('is told only at listings people pick at, and only about their own products', async () => {
    const stand = await createListing(app, farmer, { name: `Plain Stand ${word}`, ...PIN, features: [] });
    expect((await pickingOf(stand.id)).pickYourOwn).toBe(false);
    const refused = await say(farmer, { productId: stand.products[0].id, condition: 'good' }, stand.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/not a pick-your-own/);
    const pyo = await createListing(app, farmer, { name: `Orchard ${word}`, ...PIN, features: ['pick-your-own'] });
    expect((await say(farmer, { productId: pyo.products[0].id, condition: 'good' }, pyo.id)).statusCode).toBe(200);
    expect((await say(farmer, { productId: stand.products[0].id, condition: 'good' })).statusCode).toBe(400);
  });

  it('refuses bad input, hours from a visitor, the signed out, and hidden listings', async () => {
    const eve = await visitor();
    expect((await say(null, { productId: berries(), condition: 'good', ...AT_FIELD })).statusCode).toBe(401);
    for (const payload of [
      {},
      { productId: berries(), condition: 'ripe', ...AT_FIELD },
      { productId: 'strawberries', condition: 'good', ...AT_FIELD },
      { productId: berries(), condition: 'good', lat: PIN.lat },
      { productId: berries(), condition: 'good', hoursFrom: '8am', hoursUntil: '12:00' },
      { productId: berries(), condition: 'good', hoursFrom: '12:00', hoursUntil: '08:00' },
      { productId: berries(), condition: 'good', hoursFrom: '08:00' },
      { productId: berries(), condition: 'good', note: 'x'.repeat(201) },
      { productId: berries(), condition: 'good', extra: 1 },
    ]) {
      const res = await say(eve, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    // Picking hours are the farmer's word: a visitor (a wrong user for them) is refused.
    expect((await say(eve, { productId: berries(), condition: 'good', hoursFrom: '08:00', hoursUntil: '09:00', ...AT_FIELD })).statusCode).toBe(403);
    const draft = await createListing(app, farmer, { name: `Draft Field ${word}`, kind: 'u-pick', ...PIN }, false);
    expect((await say(eve, { productId: draft.products[0].id, condition: 'good', ...AT_FIELD }, draft.id)).statusCode).toBe(404);
    expect((await as(app, null)({ url: `/api/farms/${draft.id}/picking` })).statusCode).toBe(404);
    expect((await as(app, farmer)({ url: `/api/farms/${draft.id}/picking` })).statusCode).toBe(200);
    expect((await as(app, null)({ url: '/api/farms/987654321/picking' })).statusCode).toBe(404);
  });

  it('is rate limited per account', async () => {
    const busy = await visitor();
    await exhaust(db, 'picking', busy.id);
    const res = await say(busy, { productId: berries(), condition: 'good', ...AT_FIELD });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('picking=good', () => {
  it('filters the search, the map (whose pins carry the ring) and v1 to listings with good picking now', async () => {
    // Listings of their own, apart from each other (at one spot the map would cluster them).
    const only = nonce();
    const ripe = await uPick({ name: `Ripe Field ${only}`, lat: PIN.lat + 0.01 });
    const poor = await uPick({ name: `Poor Field ${only}`, lat: PIN.lat + 0.02 });
    await say(farmer, { productId: ripe.products[0].id, condition: 'excellent' }, ripe.id);
    await say(farmer, { productId: ripe.products[1].id, condition: 'fair' }, ripe.id);
    await say(farmer, { productId: poor.products[0].id, condition: 'picked-over' }, poor.id);
    const where = `near=${PIN.lat},${PIN.lng}&radius=5&q=${only}`;
    const ids = async (url: string, headers: Record<string, string> = {}) =>
      ((await app.inject({ url, headers })).json().items as Array<{ id: number }>).map((i) => i.id);
    const good = await ids(`/api/farms?${where}&picking=good`);
    expect(good).toContain(ripe.id);
    expect(good).not.toContain(poor.id);
    expect(await ids(`/api/farms?${where}`)).toContain(poor.id);
    expect((await app.inject({ url: `/api/farms?${where}&picking=bad` })).statusCode).toBe(400);

    // The cards carry the best current picking, who said it and when ("Picking: excellent · today").
    type Card = { id: number; picking?: { condition: string; source: string; at: string } };
    const cards = (await app.inject({ url: `/api/farms?${where}` })).json().items as Card[];
    expect(cards.find((c) => c.id === ripe.id)?.picking).toEqual({ condition: 'excellent', source: 'farmer', at: expect.any(String) });
    expect(Date.now() - Date.parse(cards.find((c) => c.id === ripe.id)!.picking!.at)).toBeLessThan(600_000);
    expect(cards.find((c) => c.id === poor.id)?.picking).toMatchObject({ condition: 'picked-over' });
    const plain = await createListing(app, farmer, { name: `Plain Stand ${only}`, lat: PIN.lat + 0.03, lng: PIN.lng });
    const plainCard = ((await app.inject({ url: `/api/farms?${where}` })).json().items as Card[]).find((c) => c.id === plain.id);
    expect(plainCard).toBeDefined();
    expect(plainCard).not.toHaveProperty('picking');

    const box = `bbox=${PIN.lng - 0.05},${PIN.lat - 0.05},${PIN.lng + 0.05},${PIN.lat + 0.05}&zoom=18&q=${only}`;
    const pins = async (query: string) =>
      (await app.inject({ url: `/api/farms/map?${box}${query}` })).json().features.map((f: { properties: { id: number; picking?: string } }) => f.properties);
    const all = await pins('');
    expect(all.find((p: { id: number }) => p.id === ripe.id)).toMatchObject({ picking: 'excellent' });
    expect(all.find((p: { id: number }) => p.id === poor.id)).toMatchObject({ picking: 'picked-over' });
    expect((await pins('&picking=good')).map((p: { id: number }) => p.id)).toEqual([ripe.id]);

    const owner = await registerUser(app);
    const key: string = (await as(app, owner)({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'Picking app' } })).json().secret;
    const v1 = await ids(`/api/v1/listings?${where}&picking=good`, { authorization: `Bearer ${key}` });
    expect(v1).toEqual([ripe.id]);
    const v1Items = (await app.inject({ url: `/api/v1/listings?${where}&picking=good`, headers: { authorization: `Bearer ${key}` } })).json().items;
    expect(v1Items[0].picking).toMatchObject({ condition: 'excellent', source: 'farmer' });

    // /in-season counts, per crop, the stands nearby whose picking of it is good now.
    const goose = [{ name: 'Gooseberries', category: 'produce', available: true }];
    const gooseGood = await uPick({ name: `Goose Good ${only}`, lat: PIN.lat - 0.01, products: goose });
    const gooseFair = await uPick({ name: `Goose Fair ${only}`, lat: PIN.lat - 0.02, products: goose });
    await say(farmer, { productId: gooseGood.products[0].id, condition: 'good' }, gooseGood.id);
    await say(farmer, { productId: gooseFair.products[0].id, condition: 'fair' }, gooseFair.id);
    const season = (await app.inject({ url: `/api/in-season?near=${PIN.lat},${PIN.lng}&radius=10` })).json();
    expect(season.items.find((g: { product: string }) => g.product === 'Gooseberries')).toMatchObject({ listingCount: 2, goodPickingCount: 1 });
  });
});
