import { eq } from 'drizzle-orm';
import type { SaleMethod } from '@common/schemas/sales.js';
import type { Db } from '../client.js';
import { farmProducts, farms, users } from '../schema/index.js';
import { actorOf } from '../../lib/actor.js';
import { addDays, localClock, salesDayService } from '../../modules/sales/sales-day.service.js';
import { salesDayRepository } from '../../modules/sales/sales-day.repository.js';
import { salesService } from '../../modules/sales/sales.service.js';
import { standStockRepository } from '../../modules/stand-stock/stand-stock.repository.js';
import { rng } from './generator.js';

/** Shoppers' phones and networks (documentation addresses, RFC 5737): a handful of regulars and passers-by. */
const PHONES = Array.from({ length: 8 }, (_, n) => ({ device: `demo-phone-${n + 1}`, ip: n % 3 === 0 ? `203.0.113.${10 + n}` : `198.51.100.${20 + n}` }));
/** Mostly cash, as at real honor boxes; the rest by the stand's pay links. */
const METHODS: SaleMethod[] = ['cash', 'cash', 'venmo', 'cash', 'paypal', 'cash-app', 'cash', 'venmo', 'check'];
/** The morning count today ("I put out 24 dozen eggs"), by product. */
const MORNING: Record<string, number> = { 'Farm fresh eggs': 24, 'Duck eggs': 12, 'Wildflower honey': 10, 'Strawberry jam': 12 };

/**
 * About a week of honor-box sales at the demo farmer's self-service stand (issue 33 points 3–5, decisions 064 and 070),
 * through the sales module as the checkout and the farmer's Sales view make them: the sign set up, sales over the last
 * six local days and this morning (what shoppers said they paid mostly matching, one short), one marked "not
 * received", this morning's count, and the end-of-day summary at 18:30. Past days are recorded before the count, so
 * they move no stock; today's count down from generous counts and never sell a product out. After the seed's
 * transaction, on the database itself: the services count their rate limits on the pool, outside any transaction.
 */
export async function seedDemoSales(db: Db, { farmId, farmerId }: { farmId: number; farmerId: string }, now = new Date()) {
  const r = rng(3303);
  const [farm] = await db.select().from(farms).where(eq(farms.id, farmId));
  const [user] = await db.select().from(users).where(eq(users.id, farmerId));
  const farmer = actorOf(user);
  const sign = await standStockRepository(db).currentOrCreate(farmId);
  const products = (await db.select().from(farmProducts).where(eq(farmProducts.farmId, farmId))).filter((p) => p.available && p.priceCents !== null);
  if (!products.length) return null;
  const sales = salesService(db, ''); // the origin only makes sign URLs, none here
  const day = salesDayService(db);
  const days = salesDayRepository(db);
  const zone = farm.timeZone;
  const clock = localClock(now, zone);
  let n = 0;
  const sell = async (at: Date) => {
    const items = products
      .filter(() => r() < 0.45)
      .slice(0, 3)
      .map((p) => ({ productId: p.id, quantity: 1 + Math.floor(r() * 2) }));
    if (!items.length) items.push({ productId: products[n % products.length].id, quantity: 1 });
    const total = items.reduce((sum, i) => sum + i.quantity * products.find((p) => p.id === i.productId)!.priceCents!, 0);
    const method = METHODS[n % METHODS.length];
    // One shopper left a dollar short (a difference the farmer sees beside the prices' total, decision 070).
    const saidPaidCents = n === 4 ? total - 100 : total;
    const phone = PHONES[Math.floor(r() * PHONES.length)];
    n += 1;
    const { sale } = await sales.record(farmId, sign.token, `demo-sale-${farmId}-${n}`, { items, method, saidPaidCents }, phone, at);
    return sale;
  };

  // The last six local days: three to six sales each, between 08:00 and 19:00 on the stand's clock.
  const past = [];
  for (let d = -6; d <= -1; d++) {
    const date = addDays(clock.day, d);
    const { start } = await days.bounds(date, date, zone);
    const count = 3 + Math.floor(r() * 4);
    for (let s = 0; s < count; s++) past.push(await sell(new Date(start.getTime() + (8 * 60 + ((s + r()) * 660) / count) * 60_000)));
  }
  // A Venmo payment the farmer never saw: marked "not received" (kept, audited).
  const missing = past.find((s) => s.method === 'venmo') ?? past[0];
  await day.refute(farmer, farmId, missing.id, true);

  // This morning's count, then today's sales so far (spread from 07:00, or from midnight on an early start).
  await day.counts(farmer, farmId, {
    counts: products.map((p) => ({ productId: p.id, quantity: MORNING[p.name] ?? 10 })),
  });
  const from = clock.minute > 7 * 60 ? 7 * 60 : 0;
  for (let s = 1; s <= 3; s++) await sell(new Date(now.getTime() - ((clock.minute - from) * (4 - s) * 60_000) / 4));
  await day.setSummaryTime(farmer, farmId, '18:30', now);
  return { sales: n, refuted: missing.id };
}
