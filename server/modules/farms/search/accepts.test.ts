import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser } from '../../../test/helpers.js';
import { createListing, nonce } from '../test-fixtures.js';

/**
 * accepts= (issue 33 point 2, decision 069): search, the map, /in-season and v1 filter by what a stand takes, from
 * farms.accepts, which the database derives from the payment methods (and the older features) on every write.
 */
const { app, db } = await createTestApp();
const farmer = await registerUser(app, 'farmer');
// The Llano Estacado, Texas: no other test puts listings here (/in-season searches by place alone).
const PIN = { lat: 33.58, lng: -101.85 };
const word = nonce();
const at = (i: number) => ({ lat: PIN.lat + i * 0.01, lng: PIN.lng });
const product = [{ name: 'Pecans', category: 'produce' as const, available: true }];
type Item = { id: number; accepts: string[] };

const snapAndCard = await createListing(app, farmer, { name: `Snap Card ${word}`, ...at(1), paymentMethods: ['cash', 'card', 'snap-ebt'], products: product });
const snapOnly = await createListing(app, farmer, { name: `Snap Only ${word}`, ...at(2), paymentMethods: ['snap-ebt', 'fmnp'], products: product });
// Before point 1, SNAP was a feature: a listing that says so is found too.
const featureSnap = await createListing(app, farmer, { name: `Feature Snap ${word}`, ...at(3), features: ['snap-ebt'], paymentMethods: [], products: product });
const venmo = await createListing(app, farmer, {
  name: `Venmo ${word}`,
  ...at(4),
  paymentMethods: ['cash'],
  payment: { venmo: '@Stand-Venmo' },
  products: product,
});
const cashOnly = await createListing(app, farmer, { name: `Cash ${word}`, ...at(5), paymentMethods: ['cash', 'incentive', 'wic'], products: product });
const draft = await createListing(app, farmer, { name: `Draft ${word}`, ...at(6), paymentMethods: ['snap-ebt'], products: product }, false);

const where = `near=${PIN.lat},${PIN.lng}&radius=20&q=${word}`;
const items = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Item[];
};
const ids = async (url: string, headers?: Record<string, string>) => (await items(url, headers)).map((i) => i.id).sort((a, b) => a - b);
const sorted = (...xs: Array<{ id: number }>) => xs.map((x) => x.id).sort((a, b) => a - b);

describe('accepts= on GET /api/farms', () => {
  it('each card carries what the stand takes, compactly, in a fixed order', async () => {
    const found = await items(`/api/farms?${where}`);
    const of = (l: { id: number }) => found.find((i) => i.id === l.id)?.accepts;
    expect(of(snapAndCard)).toEqual(['snap', 'card']);
    expect(of(snapOnly)).toEqual(['snap', 'fmnp']);
    expect(of(featureSnap)).toEqual(['snap']);
    expect(of(venmo)).toEqual(['mobile']);
    expect(of(cashOnly)).toEqual(['wic', 'incentive']);
  });

  it.each(['distance', 'name', 'rating', 'updated'])('filters by one value, sorted by %s', async (sort) => {
    expect(await ids(`/api/farms?${where}&accepts=snap&sort=${sort}`)).toEqual(sorted(snapAndCard, snapOnly, featureSnap));
  });

  it('every value given must match (repeated or comma-separated), away from a place too', async () => {
    expect(await ids(`/api/farms?${where}&accepts=snap&accepts=card`)).toEqual(sorted(snapAndCard));
    expect(await ids(`/api/farms?${where}&accepts=snap,fmnp`)).toEqual(sorted(snapOnly));
    expect(await ids(`/api/farms?q=${word}&accepts=mobile`)).toEqual(sorted(venmo));
    expect(await ids(`/api/farms?q=${word}&accepts=incentive&accepts=wic&sort=name`)).toEqual(sorted(cashOnly));
    // A draft that takes SNAP is never found.
    expect(await ids(`/api/farms?q=${word}&accepts=snap`)).not.toContain(draft.id);
  });

  it('follows the listing: a change of payment methods is searched at once, and the card says so', async () => {
    const l = await createListing(app, farmer, { name: `Changing ${word}`, ...at(7), paymentMethods: ['cash'], products: product });
    expect(await ids(`/api/farms?${where}&accepts=snap`)).not.toContain(l.id);
    const res = await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${l.id}`, payload: { paymentMethods: ['cash', 'snap-ebt'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().accepts).toEqual(['snap']);
    expect(await ids(`/api/farms?${where}&accepts=snap`)).toContain(l.id);
    expect((await items(`/api/farms?${where}`)).find((i) => i.id === l.id)?.accepts).toEqual(['snap']);
    await as(app, farmer)({ method: 'DELETE', url: `/api/farms/${l.id}` });
  });

  it('is a stored column with an index, not the payment JSON read per row', async () => {
    const [col] = (
      await db.execute<{ generated: string; expr: string }>(sql`SELECT is_generated AS generated, generation_expression AS expr
        FROM information_schema.columns WHERE table_name = 'farms' AND column_name = 'accepts'`)
    ).rows;
    expect(col).toMatchObject({ generated: 'ALWAYS' });
    expect(col.expr).toContain('fsf_accepts(payment_methods, features)');
    const [index] = (await db.execute<{ def: string }>(sql`SELECT indexdef AS def FROM pg_indexes WHERE indexname = 'farms_accepts_idx'`)).rows;
    expect(index.def).toMatch(/USING gin \(accepts\) WHERE \(status = 'published'/);
  });

  it.each(['accepts=cash', 'accepts=snap,bitcoin', 'accepts=SNAP', 'accepts=snap&accepts=any'])(
    '%s is a 400 that says which values are known',
    async (query) => {
      for (const [lang, text] of [
        ['en', 'accepts must be one or more of snap, wic, fmnp, incentive, card and mobile.'],
        ['es', 'accepts debe ser uno o varios de snap, wic, fmnp, incentive, card y mobile.'],
      ]) {
        const res = await app.inject({ url: `/api/farms?${where}&${query}`, headers: { 'accept-language': lang } });
        expect(res.statusCode).toBe(400);
        expect(typeof res.json().message).toBe('string');
        expect(res.body).toContain(text);
      }
    },
  );
});

describe('accepts= on the map, /in-season and v1', () => {
  it('the map shows only the listings that take it', async () => {
    const box = `bbox=${PIN.lng - 0.05},${PIN.lat - 0.01},${PIN.lng + 0.05},${PIN.lat + 0.1}&zoom=18&q=${word}`;
    const pins = async (query: string) => {
      const res = await app.inject({ url: `/api/farms/map?${box}${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().features as Array<{ properties: { id: number } }>).map((f) => f.properties.id).sort((a, b) => a - b);
    };
    expect(await pins('&accepts=snap')).toEqual(sorted(snapAndCard, snapOnly, featureSnap));
    expect(await pins('&accepts=mobile')).toEqual(sorted(venmo));
    expect((await app.inject({ url: `/api/farms/map?${box}&accepts=gold` })).statusCode).toBe(400);
    // At a low zoom, without words, the filtered count is of the listings that take it (not the unfiltered pyramid).
    const low = await app.inject({ url: `/api/farms/map?bbox=${PIN.lng - 1},${PIN.lat - 1},${PIN.lng + 1},${PIN.lat + 1}&zoom=5&accepts=fmnp` });
    const total = (low.json().features as Array<{ properties: { cluster: boolean; count?: number } }>).reduce(
      (n, f) => n + (f.properties.cluster ? f.properties.count! : 1),
      0,
    );
    expect(total).toBe(1);
  });

  it('/in-season counts only the listings that take it', async () => {
    const groups = async (query: string) => {
      const res = await app.inject({ url: `/api/in-season?near=${PIN.lat},${PIN.lng}&radius=20${query}`, remoteAddress: '203.0.113.33' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as Array<{ product: string; listingCount: number; nearest: { id: number } }>;
    };
    expect((await groups('')).find((g) => g.product === 'Pecans')?.listingCount).toBe(5);
    const snap = (await groups('&accepts=snap')).find((g) => g.product === 'Pecans');
    expect(snap).toMatchObject({ listingCount: 3, nearest: { id: snapAndCard.id } });
    expect((await groups('&accepts=mobile&accepts=snap')).find((g) => g.product === 'Pecans')).toBeUndefined();
    expect((await app.inject({ url: `/api/in-season?near=${PIN.lat},${PIN.lng}&accepts=nope`, remoteAddress: '203.0.113.33' })).statusCode).toBe(400);
  });

  it('v1 filters and carries accepts', async () => {
    const owner = await registerUser(app);
    const key: string = (await as(app, owner)({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'Benefits app' } })).json().secret;
    const headers = { authorization: `Bearer ${key}` };
    const found = await items(`/api/v1/listings?${where}&accepts=snap&accepts=card`, headers);
    expect(found.map((i) => i.id)).toEqual([snapAndCard.id]);
    expect(found[0].accepts).toEqual(['snap', 'card']);
    expect(await ids(`/api/v1/listings?${where}&accepts=snap`, headers)).toEqual(sorted(snapAndCard, snapOnly, featureSnap));
    const box = `bbox=${PIN.lng - 0.05},${PIN.lat - 0.01},${PIN.lng + 0.05},${PIN.lat + 0.1}&zoom=18&q=${word}`;
    const map = await app.inject({ url: `/api/v1/map?${box}&accepts=mobile`, headers });
    expect(map.statusCode, map.body).toBe(200);
    expect(map.json().features.map((f: { properties: { id: number } }) => f.properties.id)).toEqual([venmo.id]);
    const season = await app.inject({ url: `/api/v1/in-season?near=${PIN.lat},${PIN.lng}&radius=20&accepts=fmnp`, headers });
    expect(season.statusCode, season.body).toBe(200);
    expect(season.json().items.find((g: { product: string }) => g.product === 'Pecans')).toMatchObject({ listingCount: 1 });
    expect((await app.inject({ url: `/api/v1/listings?${where}&accepts=cash`, headers })).statusCode).toBe(400);
  });
});
