import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, farmProducts, farms, standSales, standSalesSettings, users } from '../../db/schema/index.js';
import { actorOf } from '../../lib/actor.js';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { settleEvents } from '../../test/events.js';
import { createListing } from '../farms/test-fixtures.js';
import { exhaust, notificationsOf } from '../trust/trust-fixtures.js';
import { salesDayService, sendDaySummaries } from './sales-day.service.js';
import { REFUTED_DEVICE_MAX } from './sales.service.js';

// The farmer's day (issue 33 points 4 and 5, decision 070): the sales view, "not received", CSV, morning counts and
// the end-of-day summary, on the listing's own clock.
const { app, db } = await createTestApp();
let farmer: TestUser;
let stand: { id: number; products: Array<{ id: string; name: string }> };
let token: string;
let ipSeq = 0;
const nextIp = () => `198.51.${60 + Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;
const sell = (items: Array<[number, number]>, method: string, saidPaidCents: number, ip = nextIp(), farm = stand, tok = token) =>
  as(
    app,
    null,
  )({
    method: 'POST',
    url: `/api/farms/${farm.id}/stock/${tok}/sales`,
    payload: { items: items.map(([i, quantity]) => ({ productId: farm.products[i].id, quantity })), method, saidPaidCents },
    remoteAddress: ip,
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
const signToken = async (user: TestUser, farmId: number) =>
  (await as(app, user)({ url: `/api/farms/${farmId}/sign/info` })).json().url.split('/').at(-1) as string;
const actorFor = async (user: TestUser) => actorOf((await db.select().from(users).where(eq(users.id, user.id)))[0]);
const onHand = async (id: string) => (await db.select().from(farmProducts).where(eq(farmProducts.id, id)))[0];

beforeAll(async () => {
  farmer = await registerUser(app, 'farmer');
  stand = await createListing(app, farmer, {
    name: 'Day Stand',
    paymentMethods: ['cash', 'venmo'],
    payment: { venmo: 'Day-Stand' },
    products: [
      { name: 'Eggs', category: 'eggs', available: true, priceCents: 600, unit: 'dozen' },
      { name: 'Honey', category: 'honey', available: true, priceCents: 1200, unit: 'jar' },
    ],
  });
  token = await signToken(farmer, stand.id);
});

describe('the farmer’s sales view', () => {
  it('shows today’s sales by product and method, what shoppers said against what the prices add up to', async () => {
    expect(
      (
        await sell(
          [
            [0, 2],
            [1, 1],
          ],
          'venmo',
          2400,
        )
      ).statusCode,
    ).toBe(201);
    expect((await sell([[0, 1]], 'cash', 500)).statusCode).toBe(201);
    const res = await as(app, farmer)({ url: `/api/farms/${stand.id}/sales` });
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    expect(day.farm).toEqual({ id: stand.id, name: 'Day Stand', timeZone: 'America/New_York' });
    expect(day.totals).toEqual({ count: 2, priceTotalCents: 3000, saidPaidCents: 2900, refuted: 0 });
    expect(day.byProduct).toEqual([
      { name: 'Eggs', unit: 'dozen', quantity: 3, priceTotalCents: 1800 },
      { name: 'Honey', unit: 'jar', quantity: 1, priceTotalCents: 1200 },
    ]);
    expect(day.byMethod).toEqual([
      { method: 'venmo', count: 1, priceTotalCents: 2400, saidPaidCents: 2400 },
      { method: 'cash', count: 1, priceTotalCents: 600, saidPaidCents: 500 },
    ]);
    expect(day.byDay).toHaveLength(1);
    expect(day.sales.map((s: { method: string }) => s.method)).toEqual(['cash', 'venmo']); // newest first
    const week = (await as(app, farmer)({ url: `/api/farms/${stand.id}/sales?period=week` })).json();
    expect(week.byDay).toHaveLength(7);
    expect(week.byDay.at(-1)).toMatchObject({ date: day.to, count: 2, saidPaidCents: 2900 });
  });

  it('cuts days at midnight in the listing’s time zone, not the server’s', async () => {
    const farm = await createListing(app, farmer, {
      name: 'Clock Stand',
      products: [{ name: 'Jam', category: 'preserves', available: true, priceCents: 500 }],
    });
    const line = { productId: farm.products[0].id, name: 'Jam', quantity: 1, priceCents: 500, unit: null };
    const at = (iso: string) => ({
      farmId: farm.id,
      idempotencyKey: crypto.randomUUID(),
      items: [line],
      priceTotalCents: 500,
      saidPaidCents: 500,
      method: 'cash',
      device: 'd:x',
      network: 'n:x',
      createdAt: new Date(iso),
    });
    // 23:30 on 9 June in New York is 03:30 UTC on 10 June; 00:30 on 10 June in New York is 04:30 UTC.
    await db.insert(standSales).values([at('2026-06-10T03:30:00Z'), at('2026-06-10T04:30:00Z'), at('2026-06-10T20:00:00Z')]);
    const service = salesDayService(db);
    const now = new Date('2026-06-10T22:00:00Z'); // 18:00 in New York
    const today = await service.day(await actorFor(farmer), farm.id, 'today', now);
    expect(today).toMatchObject({ from: '2026-06-10', to: '2026-06-10', totals: { count: 2 } });
    const week = await service.day(await actorFor(farmer), farm.id, 'week', now);
    expect(week.from).toBe('2026-06-04');
    expect(week.byDay.slice(-2)).toEqual([
      { date: '2026-06-09', count: 1, priceTotalCents: 500, saidPaidCents: 500 },
      { date: '2026-06-10', count: 2, priceTotalCents: 1000, saidPaidCents: 1000 },
    ]);
  });

  it('is the listing’s farmer’s and admins’: others 403, signed out 401, bad input 400, limited', async () => {
    const url = `/api/farms/${stand.id}/sales`;
    expect((await as(app, null)({ url })).statusCode).toBe(401);
    expect((await as(app, await registerUser(app, 'farmer'))({ url })).statusCode).toBe(403);
    expect((await as(app, await registerUser(app, 'consumer'))({ url })).statusCode).toBe(403);
    expect((await as(app, await createAdmin(app, db))({ url })).statusCode).toBe(200);
    expect((await as(app, farmer)({ url: `${url}?period=month` })).statusCode).toBe(400);
    expect((await as(app, farmer)({ url: `/api/farms/999999999/sales` })).statusCode).toBe(404);
    const busy = await registerUser(app, 'farmer');
    const own = await createListing(app, busy, { name: 'Busy Stand' });
    await exhaust(db, 'salesFarmer', busy.id);
    expect((await as(app, busy)({ url: `/api/farms/${own.id}/sales` })).statusCode).toBe(429);
    expect((await as(app, busy)({ method: 'PUT', url: `/api/farms/${own.id}/sales/summary-time`, payload: { time: '18:00' } })).statusCode).toBe(429);
    await exhaust(db, 'salesExports', busy.id);
    expect((await as(app, busy)({ url: `/api/farms/${own.id}/sales.csv` })).statusCode).toBe(429);
  });
});

describe('"not received" (refute)', () => {
  it('is kept, left out of totals, audited, and can be taken back', async () => {
    const sale = (await sell([[1, 1]], 'paypal', 1200)).json();
    const url = `/api/farms/${stand.id}/sales/${sale.id}/refuted`;
    const res = await as(app, farmer)({ method: 'PUT', url, payload: { refuted: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: sale.id, refuted: true });
    const day = (await as(app, farmer)({ url: `/api/farms/${stand.id}/sales` })).json();
    expect(day.sales.find((s: { id: string }) => s.id === sale.id)).toMatchObject({ refuted: true });
    expect(day.totals.refuted).toBe(1);
    expect(day.byMethod.find((m: { method: string }) => m.method === 'paypal')).toBeUndefined();
    const [row] = await db.select().from(standSales).where(eq(standSales.id, sale.id));
    expect(row).toMatchObject({ refutedBy: farmer.id });
    expect(row.refutedAt).not.toBeNull();
    // Taken back: counted again, and both changes are in the audit log.
    expect((await as(app, farmer)({ method: 'PUT', url, payload: { refuted: false } })).json()).toMatchObject({ refuted: false });
    expect((await as(app, farmer)({ url: `/api/farms/${stand.id}/sales` })).json().totals.refuted).toBe(0);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'stand_sale'), eq(auditLog.targetId, sale.id)));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['sale.refute', farmer.id],
      ['sale.unrefute', farmer.id],
    ]);
  });

  it('only the farmer or an admin; others 403, signed out 401, bad input 400, another stand’s sale 404', async () => {
    const sale = (await sell([[1, 1]], 'cash', 1200)).json();
    const url = `/api/farms/${stand.id}/sales/${sale.id}/refuted`;
    const put = (user: TestUser | null, payload: object = { refuted: true }, to = url) => as(app, user)({ method: 'PUT', url: to, payload });
    expect((await put(null)).statusCode).toBe(401);
    expect((await put(await registerUser(app, 'farmer'))).statusCode).toBe(403);
    expect((await put(await registerUser(app, 'consumer'))).statusCode).toBe(403);
    for (const bad of [{}, { refuted: 'yes' }, { refuted: true, note: 'x' }]) expect((await put(farmer, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await put(farmer, undefined, `/api/farms/${stand.id}/sales/not-a-uuid/refuted`)).statusCode).toBe(404);
    expect((await put(farmer, undefined, `/api/farms/${stand.id}/sales/${crypto.randomUUID()}/refuted`)).statusCode).toBe(404);
    const other = await createListing(app, farmer, { name: 'Other Day Stand' });
    expect((await put(farmer, undefined, `/api/farms/${other.id}/sales/${sale.id}/refuted`)).statusCode).toBe(404);
    expect((await put(await createAdmin(app, db))).json()).toMatchObject({ refuted: true });
    expect((await db.select().from(standSales).where(eq(standSales.id, sale.id)))[0].refutedAt).not.toBeNull();
  });

  it('a device whose sales the farmer refuted stops moving stock', async () => {
    const farm = await createListing(app, farmer, {
      name: 'Refute Stand',
      products: [{ name: 'Pie', category: 'baked-goods', available: true, priceCents: 1500 }],
    });
    const tok = await signToken(farmer, farm.id);
    await as(
      app,
      farmer,
    )({ method: 'PUT', url: `/api/farms/${farm.id}/stock-counts`, payload: { counts: [{ productId: farm.products[0].id, quantity: 20 }] } });
    const ip = '198.51.140.9';
    for (let i = 0; i < REFUTED_DEVICE_MAX; i++) {
      const sale = (await sell([[0, 1]], 'venmo', 1500, ip, farm, tok)).json();
      expect((await as(app, farmer)({ method: 'PUT', url: `/api/farms/${farm.id}/sales/${sale.id}/refuted`, payload: { refuted: true } })).statusCode).toBe(
        200,
      );
    }
    expect((await onHand(farm.products[0].id)).quantityOnHand).toBe(20 - REFUTED_DEVICE_MAX);
    expect((await sell([[0, 1]], 'venmo', 1500, ip, farm, tok)).statusCode).toBe(201); // still recorded, for the farmer to see
    expect((await onHand(farm.products[0].id)).quantityOnHand).toBe(20 - REFUTED_DEVICE_MAX);
    expect((await sell([[0, 1]], 'cash', 1500, '198.51.141.9', farm, tok)).statusCode).toBe(201); // another network still counts
    expect((await onHand(farm.products[0].id)).quantityOnHand).toBe(19 - REFUTED_DEVICE_MAX);
  });
});

describe('CSV export', () => {
  it('one line per product of each sale, formula characters escaped like every export here', async () => {
    const farm = await createListing(app, farmer, {
      name: 'Csv Stand',
      products: [{ name: '=HYPERLINK("http://x")', category: 'eggs', available: true, priceCents: 300, unit: 'each' }],
    });
    const tok = await signToken(farmer, farm.id);
    const sale = (await sell([[0, 2]], 'cash', 600, undefined, farm, tok)).json();
    await as(app, farmer)({ method: 'PUT', url: `/api/farms/${farm.id}/sales/${sale.id}/refuted`, payload: { refuted: true } });
    const res = await as(app, farmer)({ url: `/api/farms/${farm.id}/sales.csv?period=week` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="csv-stand-sales-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('sale_id,local_time,product,unit,quantity,price_cents,line_cents,sale_price_total_cents,said_paid_cents,method,not_received');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${sale.id},\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,"'=HYPERLINK\\(""http://x""\\)",each,2,300,600,600,600,cash,yes$`));
    expect((await as(app, await registerUser(app, 'farmer'))({ url: `/api/farms/${farm.id}/sales.csv` })).statusCode).toBe(403);
    expect((await as(app, null)({ url: `/api/farms/${farm.id}/sales.csv` })).statusCode).toBe(401);
    expect((await as(app, farmer)({ url: `/api/farms/${farm.id}/sales.csv?period=year` })).statusCode).toBe(400);
  });
});

describe('morning counts', () => {
  it('"I put out 24 dozen eggs": the checkout counts them down; 0 sells out, a count puts it back, null stops counting', async () => {
    const farm = await createListing(app, farmer, {
      name: 'Count Stand',
      products: [
        { name: 'Eggs', category: 'eggs', available: false, priceCents: 600, unit: 'dozen' },
        { name: 'Corn', category: 'produce', available: true, priceCents: 100, unit: 'ear' },
      ],
    });
    const [eggs, corn] = farm.products;
    const tok = await signToken(farmer, farm.id);
    const put = (counts: object[], user: TestUser | null = farmer, id = farm.id) =>
      as(app, user)({ method: 'PUT', url: `/api/farms/${id}/stock-counts`, payload: { counts } });
    const res = await put([
      { productId: eggs.id, quantity: 24 },
      { productId: corn.id, quantity: 0 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ name: 'Eggs', quantityOnHand: 24, available: true }),
      expect.objectContaining({ name: 'Corn', quantityOnHand: 0, available: false }),
    ]);
    expect((await sell([[0, 5]], 'cash', 3000, undefined, farm, tok)).statusCode).toBe(201);
    expect((await onHand(eggs.id)).quantityOnHand).toBe(19);
    expect((await put([{ productId: eggs.id, quantity: null }])).json()[0]).toMatchObject({ quantityOnHand: null, available: true });
    expect((await sell([[0, 50]], 'cash', 30000, undefined, farm, tok)).statusCode).toBe(201); // not counted: no ceiling
    // Who and what: the farmer's own listing, whole counts, each product once.
    expect((await put([{ productId: eggs.id, quantity: 1 }], null)).statusCode).toBe(401);
    expect((await put([{ productId: eggs.id, quantity: 1 }], await registerUser(app, 'farmer'))).statusCode).toBe(403);
    const bad: object[][] = [
      [],
      [{ productId: eggs.id, quantity: -1 }],
      [{ productId: eggs.id, quantity: 10000 }],
      [{ productId: eggs.id, quantity: 1.5 }],
      [{ productId: eggs.id }],
      [{ productId: 'eggs', quantity: 1 }],
      [{ productId: crypto.randomUUID(), quantity: 1 }],
      [{ productId: stand.products[0].id, quantity: 1 }], // another listing's
      [
        { productId: eggs.id, quantity: 1 },
        { productId: eggs.id, quantity: 2 },
      ],
    ];
    for (const counts of bad) expect((await put(counts)).statusCode, JSON.stringify(counts)).toBe(400);
    expect((await onHand(stand.products[0].id)).quantityOnHand).toBeNull();
  });
});

describe('the end-of-day summary', () => {
  it('fires once a day at the time the farmer picked, in the listing’s time zone', async () => {
    const owner = await registerUser(app, 'farmer');
    const east = await createListing(app, owner, { name: 'East Stand', products: [{ name: 'Jam', category: 'preserves', available: true, priceCents: 500 }] });
    const west = await createListing(app, owner, { name: 'West Stand', products: [{ name: 'Figs', category: 'produce', available: true, priceCents: 400 }] });
    await db.update(farms).set({ timeZone: 'America/Los_Angeles' }).where(eq(farms.id, west.id));
    const line = { productId: east.products[0].id, name: 'Jam', quantity: 2, priceCents: 500, unit: null };
    await db.insert(standSales).values(
      ['2026-06-10T14:00:00Z', '2026-06-10T15:00:00Z'].map((iso, i) => ({
        farmId: east.id,
        idempotencyKey: crypto.randomUUID(),
        items: [line],
        priceTotalCents: 1000,
        saidPaidCents: i === 0 ? 1000 : 800,
        method: 'cash',
        device: 'd:y',
        network: 'n:y',
        createdAt: new Date(iso),
      })),
    );
    const service = salesDayService(db);
    const me = await actorFor(owner);
    const morning = new Date('2026-06-10T13:00:00Z'); // 09:00 in New York, 06:00 in Los Angeles
    await service.setSummaryTime(me, east.id, '18:00', morning);
    await service.setSummaryTime(me, west.id, '18:00', morning);
    const mine = async () => (await notificationsOf(app, owner, 'sales_summary')).map((n) => [n.title, n.body, n.url]);
    // The job runs over every listing with a time (other files' listings too, e.g. the authorization matrix sets
    // some): what this test judges is the day each of its two listings was last told.
    const toldOn = async (id: number) =>
      (await db.select({ day: standSalesSettings.summarySentOn }).from(standSalesSettings).where(eq(standSalesSettings.farmId, id)))[0]?.day ?? null;
    const run = async (iso: string) => {
      await sendDaySummaries(db, new Date(iso));
      return [await toldOn(east.id), await toldOn(west.id)];
    };

    expect(await run('2026-06-10T21:59:00Z')).toEqual([null, null]); // 17:59 in New York
    expect(await run('2026-06-10T22:00:00Z')).toEqual(['2026-06-10', null]); // 18:00 in New York: east only
    expect(await run('2026-06-10T22:05:00Z')).toEqual(['2026-06-10', null]); // once a day
    await settleEvents(db);
    expect(await mine()).toEqual([
      ['Today’s sales at East Stand', '2 sales: shoppers said they paid $18.00; your prices add up to $20.00. Not received: 0.', `/sales?id=${east.id}`],
    ]);
    expect(await run('2026-06-11T01:00:00Z')).toEqual(['2026-06-10', '2026-06-10']); // 18:00 in Los Angeles: west
    expect(await run('2026-06-11T01:05:00Z')).toEqual(['2026-06-10', '2026-06-10']);
    await settleEvents(db); // told in order: the list is newest first
    expect(await run('2026-06-11T22:01:00Z')).toEqual(['2026-06-11', '2026-06-10']); // the next day in New York
    await settleEvents(db);
    expect((await mine()).map(([title]) => title)).toEqual(['Today’s sales at East Stand', 'Today’s sales at West Stand', 'Today’s sales at East Stand']);
    expect((await mine())[0][1]).toBe('No sales recorded today. Not received: 0.');

    // A time already past when it is picked starts tomorrow, never at once; none turns it off.
    const late = new Date('2026-06-12T23:00:00Z'); // 19:00 in New York
    await service.setSummaryTime(me, east.id, '18:30', late);
    // Today counts as told (nothing is sent: the notifications below are four), so the next is tomorrow's.
    expect((await run('2026-06-12T23:05:00Z'))[0]).toBe('2026-06-12');
    expect((await run('2026-06-13T22:30:00Z'))[0]).toBe('2026-06-13'); // 18:30 in New York the next day
    await service.setSummaryTime(me, east.id, null, late);
    expect((await run('2026-06-14T22:30:00Z'))[0]).toBe('2026-06-13');
    await settleEvents(db);
    expect(await mine()).toHaveLength(4);
  });

  it('the summary time is set through the API: validated, the farmer’s', async () => {
    const url = `/api/farms/${stand.id}/sales/summary-time`;
    const put = (payload: object, user: TestUser | null = farmer) => as(app, user)({ method: 'PUT', url, payload });
    expect((await put({ time: '18:30' })).json()).toEqual({ summaryTime: '18:30' });
    expect((await as(app, farmer)({ url: `/api/farms/${stand.id}/sales` })).json().summaryTime).toBe('18:30');
    expect((await put({ time: null })).json()).toEqual({ summaryTime: null });
    for (const bad of [{}, { time: '25:00' }, { time: '6pm' }, { time: 1830 }]) expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await put({ time: '18:30' }, null)).statusCode).toBe(401);
    expect((await put({ time: '18:30' }, await registerUser(app, 'consumer'))).statusCode).toBe(403);
  });
});
