import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { farmProducts, standSales } from '../../db/schema/index.js';
import { as, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { networkKey } from '../../lib/client-network.js';
import { createListing } from '../farms/test-fixtures.js';
import { exhaust } from '../trust/trust-fixtures.js';
import { REFUTED_DEVICE_MAX } from './sales.service.js';

// The honor-box checkout (issue 33 point 3, decision 064): recorded once per key, stock counted down, limited.
const { app, db } = await createTestApp();
let farmer: TestUser;
let stand: { id: number; products: Array<{ id: string; name: string }> };
let token: string;
let ipSeq = 0;
const nextIp = () => `198.51.${33 + Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;
const sell = (payload: object, key: string | null = crypto.randomUUID(), ip = nextIp(), farmId = stand.id, tok = token) =>
  as(
    app,
    null,
  )({
    method: 'POST',
    url: `/api/farms/${farmId}/stock/${tok}/sales`,
    payload,
    remoteAddress: ip,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
const left = async (id: string) => (await db.select().from(farmProducts).where(eq(farmProducts.id, id)))[0];

beforeAll(async () => {
  farmer = await registerUser(app, 'farmer');
  stand = await createListing(app, farmer, {
    name: 'Honor Box Sales',
    paymentMethods: ['cash', 'venmo'],
    payment: { venmo: 'Honor-Box' },
    products: [
      { name: 'Eggs', category: 'eggs', available: true, priceCents: 600, unit: 'dozen' },
      { name: 'Honey', category: 'honey', available: true, priceCents: 1200, unit: 'jar' },
      { name: 'Squash', category: 'produce', available: true },
    ],
  });
  await db.update(farmProducts).set({ quantityOnHand: 3 }).where(eq(farmProducts.id, stand.products[0].id));
  token = (await as(app, farmer)({ url: `/api/farms/${stand.id}/sign/info` })).json().url.split('/').at(-1);
});

describe('POST /api/farms/:id/stock/:token/sales', () => {
  it('the stock page carries prices, units, counts and the stand’s ways to pay', async () => {
    const page = (await as(app, null)({ url: `/api/farms/${stand.id}/stock/${token}` })).json();
    expect(page.farm).toMatchObject({ paymentMethods: ['cash', 'venmo'], payment: { venmo: 'Honor-Box' } });
    expect(page.products[0]).toMatchObject({ name: 'Eggs', priceCents: 600, unit: 'dozen', quantityOnHand: 3 });
  });

  it('records a sale once per Idempotency-Key, counts stock down, and marks it sold out at 0', async () => {
    const key = crypto.randomUUID();
    const body = {
      items: [
        { productId: stand.products[0].id, quantity: 2 },
        { productId: stand.products[1].id, quantity: 1 },
      ],
      method: 'venmo',
      saidPaidCents: 2400,
    };
    const res = await sell(body, key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ priceTotalCents: 2400, saidPaidCents: 2400, method: 'venmo', refuted: false });
    expect(res.json().items).toEqual([
      { productId: stand.products[0].id, name: 'Eggs', quantity: 2, priceCents: 600, unit: 'dozen' },
      { productId: stand.products[1].id, name: 'Honey', quantity: 1, priceCents: 1200, unit: 'jar' },
    ]);
    // Sent again (the answer was lost on one bar): the same sale, no second row, stock moved once.
    const again = await sell(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(res.json().id);
    expect((await db.select().from(standSales).where(eq(standSales.farmId, stand.id))).length).toBe(1);
    expect(await left(stand.products[0].id)).toMatchObject({ quantityOnHand: 1, available: true });
    expect((await left(stand.products[1].id)).quantityOnHand).toBeNull(); // not counted: stays so

    // More than are left is refused; the last one sells it out.
    expect((await sell({ ...body, items: [{ productId: stand.products[0].id, quantity: 2 }] })).json().message).toMatch(/Only 1 Eggs left/);
    expect((await sell({ items: [{ productId: stand.products[0].id, quantity: 1 }], method: 'cash', saidPaidCents: 600 })).statusCode).toBe(201);
    expect(await left(stand.products[0].id)).toMatchObject({ quantityOnHand: 0, available: false, availableSource: 'sign' });
    // Sold out: no longer for sale.
    expect((await sell({ items: [{ productId: stand.products[0].id, quantity: 1 }], method: 'cash', saidPaidCents: 600 })).statusCode).toBe(400);
  });

  it('answers bad input with 400, never 500', async () => {
    const honey = stand.products[1].id;
    const bad: object[] = [
      {},
      { items: [], method: 'cash', saidPaidCents: 0 },
      { items: [{ productId: honey, quantity: 0 }], method: 'cash', saidPaidCents: 0 },
      { items: [{ productId: honey, quantity: 100 }], method: 'cash', saidPaidCents: 0 },
      { items: [{ productId: 'x', quantity: 1 }], method: 'cash', saidPaidCents: 0 },
      { items: [{ productId: honey, quantity: 1 }], method: 'bitcoin', saidPaidCents: 0 },
      { items: [{ productId: honey, quantity: 1 }], method: 'cash', saidPaidCents: -1 },
      { items: [{ productId: honey, quantity: 1 }], method: 'cash', saidPaidCents: 1200, card: '4111' },
      { items: [{ productId: stand.products[2].id, quantity: 1 }], method: 'cash', saidPaidCents: 0 }, // no price
      { items: [{ productId: crypto.randomUUID(), quantity: 1 }], method: 'cash', saidPaidCents: 0 },
    ];
    for (const payload of bad) expect((await sell(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    const ok = { items: [{ productId: honey, quantity: 1 }], method: 'cash', saidPaidCents: 1200 };
    expect((await sell(ok, null)).statusCode).toBe(400); // no Idempotency-Key
    expect((await sell(ok, 'short')).statusCode).toBe(400);
  });

  it('needs the sign’s token, not an account: a wrong or retired sign, or another listing’s, records nothing', async () => {
    const ok = { items: [{ productId: stand.products[1].id, quantity: 1 }], method: 'cash', saidPaidCents: 1200 };
    expect((await sell(ok, undefined, undefined, stand.id, 'A'.repeat(22))).statusCode).toBe(404);
    const other = await createListing(app, farmer, { name: 'Other Stand' });
    expect((await sell(ok, undefined, undefined, other.id, token)).statusCode).toBe(404);
    const otherToken = (await as(app, farmer)({ url: `/api/farms/${other.id}/sign/info` })).json().url.split('/').at(-1);
    // Another listing's product through that listing's own sign: not on it.
    expect((await sell(ok, undefined, undefined, other.id, otherToken)).statusCode).toBe(400);
    await as(app, farmer)({ method: 'POST', url: `/api/farms/${other.id}/sign/rotate` });
    expect((await sell(ok, undefined, undefined, other.id, otherToken)).statusCode).toBe(410);
  });

  it('is limited per device, per network and per listing, like stock marks', async () => {
    const ok = { items: [{ productId: stand.products[1].id, quantity: 1 }], method: 'cash', saidPaidCents: 1200 };
    const first = await sell(ok, undefined, '198.51.120.1');
    const device = first.cookies.find((c) => c.name === 'fsf_stand_device')!;
    await exhaust(db, 'standDevice', `d:${device.value.split('.')[0]}`);
    const withDevice = await as(
      app,
      null,
    )({
      method: 'POST',
      url: `/api/farms/${stand.id}/stock/${token}/sales`,
      payload: ok,
      remoteAddress: '198.51.120.2',
      headers: { 'idempotency-key': crypto.randomUUID() },
      cookies: { fsf_stand_device: device.value },
    });
    expect(withDevice.statusCode).toBe(429);
    await exhaust(db, 'standNetwork', networkKey('198.51.121.1'));
    expect((await sell(ok, undefined, '198.51.121.1')).statusCode).toBe(429);
    await exhaust(db, 'standListing', String(stand.id));
    expect((await sell(ok, undefined, '198.51.122.1')).statusCode).toBe(429);
  });

  it('a device with many refuted sales still records sales, but they move no stock', async () => {
    const farm = await createListing(app, farmer, {
      name: 'Refuted Stand',
      products: [{ name: 'Jam', category: 'preserves', available: true, priceCents: 500 }],
    });
    await db.update(farmProducts).set({ quantityOnHand: 10 }).where(eq(farmProducts.id, farm.products[0].id));
    const tok = (await as(app, farmer)({ url: `/api/farms/${farm.id}/sign/info` })).json().url.split('/').at(-1);
    const ip = '198.51.130.7';
    const body = { items: [{ productId: farm.products[0].id, quantity: 1 }], method: 'cash', saidPaidCents: 500 };
    for (let i = 0; i < REFUTED_DEVICE_MAX; i++) expect((await sell(body, undefined, ip, farm.id, tok)).statusCode).toBe(201);
    expect((await left(farm.products[0].id)).quantityOnHand).toBe(10 - REFUTED_DEVICE_MAX);
    await db.update(standSales).set({ refutedAt: new Date(), refutedBy: farmer.id }).where(eq(standSales.farmId, farm.id));
    expect((await sell(body, undefined, ip, farm.id, tok)).statusCode).toBe(201);
    expect((await left(farm.products[0].id)).quantityOnHand).toBe(10 - REFUTED_DEVICE_MAX);
  });
});
