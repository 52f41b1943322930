import type { SalesDay, SalesPeriod, Sale, StockCountsInput } from '@common/schemas/sales.js';
import { msg } from '@common/i18n/keys.js';
import type { Db } from '../../db/client.js';
import type { StandSaleRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { publish } from '../../lib/events/index.js';
import { limit } from '../../lib/rate-limit.js';
import { csvCell } from '../../lib/csv.js';
import { recordAuditBy } from '../accounts/audit.js';
import { setAvailability } from '../farms/availability.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/listings.service.js';
import type { DbOrTx } from '../farms/sql.js';
import { salesDayRepository } from './sales-day.repository.js';
import { salesPolicy } from './sales.policy.js';
import { presentSale } from './sales.service.js';

const NO_LISTING = msg('errors:standStock.noListing');
/** At most this many sales are read for one view or export: a week at a busy stand is a few hundred. */
const MAX_SALES = 5000;
const SHOWN_SALES = 500;
/** A summary due in the last minutes of a day is still sent just after midnight (the job runs every 5 minutes). */
const LATE_MINUTES = 60;

/** A local day and minute of the day at `at` in `zone`. */
export function localClock(at: Date, zone: string): { day: string; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** `day` (YYYY-MM-DD) moved by `n` days. */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

interface Totals {
  count: number;
  priceTotalCents: number;
  saidPaidCents: number;
}
const add = (t: Totals, s: StandSaleRow) => ((t.count += 1), (t.priceTotalCents += s.priceTotalCents), (t.saidPaidCents += s.saidPaidCents), t);
const zero = (): Totals => ({ count: 0, priceTotalCents: 0, saidPaidCents: 0 });

/** Totals of the sales not refuted, by product, method and local day (refuted ones are counted apart). */
function summarize(rows: StandSaleRow[], zone: string, days: string[]) {
  const totals = { ...zero(), refuted: 0 };
  const byProduct = new Map<string, SalesDay['byProduct'][number]>();
  const byMethod = new Map<string, Totals>();
  const byDay = new Map(days.map((d) => [d, zero()]));
  for (const s of rows) {
    if (s.refutedAt) {
      totals.refuted += 1;
      continue;
    }
    add(totals, s);
    add(byMethod.get(s.method) ?? byMethod.set(s.method, zero()).get(s.method)!, s);
    const day = byDay.get(localClock(s.createdAt, zone).day);
    if (day) add(day, s);
    for (const l of s.items) {
      const key = `${l.name}\u0000${l.unit ?? ''}`;
      const p = byProduct.get(key) ?? byProduct.set(key, { name: l.name, unit: l.unit, quantity: 0, priceTotalCents: 0 }).get(key)!;
      p.quantity += l.quantity;
      p.priceTotalCents += l.quantity * l.priceCents;
    }
  }
  return {
    totals,
    byProduct: [...byProduct.values()].sort((a, b) => b.priceTotalCents - a.priceTotalCents || a.name.localeCompare(b.name)),
    byMethod: [...byMethod.entries()].map(([method, t]) => ({ method: method as Sale['method'], ...t })).sort((a, b) => b.saidPaidCents - a.saidPaidCents),
    byDay: [...byDay.entries()].map(([date, t]) => ({ date, ...t })),
  };
}

/**
 * The farmer's day at a self-service stand (issue 33 point 4, decision 070): what sold today or this week, "not
 * received" (point 5), the morning count, and the end-of-day summary. The listing's owner and admins (salesPolicy).
 */
export function salesDayService(db: Db) {
  async function managed(tx: DbOrTx, user: Actor, farmId: number) {
    const farm = await farmsRepository(tx).find(farmId);
    if (!farm || !farmPolicy.see(user, farm)) throw notFound(NO_LISTING);
    if (!salesPolicy.manage(user, farm)) throw forbidden('errors:sales.ownerOnly');
    return farm;
  }

  async function period(farmId: number, zone: string, which: SalesPeriod, now: Date) {
    const today = localClock(now, zone).day;
    const from = which === 'week' ? addDays(today, -6) : today;
    const days = Array.from({ length: which === 'week' ? 7 : 1 }, (_, i) => addDays(from, i));
    const { start, end } = await salesDayRepository(db).bounds(from, today, zone);
    const rows = await salesDayRepository(db).between(farmId, start, end, MAX_SALES);
    return { from, to: today, days, rows };
  }

  return {
    async day(user: Actor, farmId: number, which: SalesPeriod, now = new Date()): Promise<SalesDay> {
      await limit(db, 'salesFarmer', user.id);
      const farm = await managed(db, user, farmId);
      const { from, to, days, rows } = await period(farmId, farm.timeZone, which, now);
      const repo = salesDayRepository(db);
      const [products, settings] = await Promise.all([repo.products(farmId), repo.settings(farmId)]);
      return {
        farm: { id: farm.id, name: farm.name, timeZone: farm.timeZone },
        period: which,
        from,
        to,
        ...summarize(rows, farm.timeZone, days),
        sales: rows.slice(0, SHOWN_SALES).map(presentSale),
        products: products.map((p) => ({ id: p.id, name: p.name, unit: p.unit, quantityOnHand: p.quantityOnHand, available: p.available })),
        summaryTime: settings?.summaryMinute == null ? null : timeOf(settings.summaryMinute),
      };
    },

    /** The period's sales as CSV, one line per product of each sale; cells escaped as every export here (lib/csv.ts). */
    async csv(user: Actor, farmId: number, which: SalesPeriod, now = new Date()): Promise<{ csv: string; filename: string }> {
      await limit(db, 'salesExports', user.id);
      const farm = await managed(db, user, farmId);
      const { from, to, rows } = await period(farmId, farm.timeZone, which, now);
      const lines = ['sale_id,local_time,product,unit,quantity,price_cents,line_cents,sale_price_total_cents,said_paid_cents,method,not_received'];
      for (const s of [...rows].reverse()) {
        const { day, minute } = localClock(s.createdAt, farm.timeZone);
        for (const l of s.items)
          lines.push(
            [
              s.id,
              `${day} ${timeOf(minute)}`,
              l.name,
              l.unit ?? '',
              String(l.quantity),
              String(l.priceCents),
              String(l.quantity * l.priceCents),
              String(s.priceTotalCents),
              String(s.saidPaidCents),
              s.method,
              s.refutedAt ? 'yes' : 'no',
            ]
              .map(csvCell)
              .join(','),
          );
      }
      const name = farm.slug || 'stand';
      return { csv: `${lines.join('\r\n')}\r\n`, filename: `${name}-sales-${from === to ? to : `${from}-to-${to}`}.csv` };
    },

    /** "Not received" (point 5), or taken back: the sale is kept, the change audited. */
    async refute(user: Actor, farmId: number, saleId: string, refuted: boolean): Promise<Sale> {
      await limit(db, 'salesFarmer', user.id);
      return db.transaction(async (tx) => {
        const farm = await managed(tx, user, farmId);
        const repo = salesDayRepository(tx);
        const sale = await repo.lockSale(farmId, saleId);
        if (!sale) throw notFound('errors:sales.noSale');
        if ((sale.refutedAt !== null) === refuted) return presentSale(sale);
        const row = await repo.setRefuted(saleId, refuted ? user.id : null);
        await recordAuditBy(tx, user, {
          action: refuted ? 'sale.refute' : 'sale.unrefute',
          summary: `${refuted ? 'Marked not received' : 'Took back "not received" on'} a sale of ${(sale.saidPaidCents / 100).toFixed(2)} at ${farm.name}`,
          target: { type: 'stand_sale', id: sale.id },
          details: { farmId, method: sale.method, saidPaidCents: sale.saidPaidCents, device: sale.device, network: sale.network },
        });
        return presentSale(row);
      });
    },

    /**
     * The morning count ("I put out 24 dozen eggs"): the quantity on hand the checkout counts down (decision 064). A
     * count above 0 puts a sold-out product back in stock, 0 marks it sold out (history and followers as any mark).
     */
    async counts(user: Actor, farmId: number, input: StockCountsInput) {
      await limit(db, 'salesFarmer', user.id);
      const ids = new Set(input.counts.map((c) => c.productId));
      if (ids.size !== input.counts.length) throw badRequest('errors:sales.countTwice');
      return db.transaction(async (tx) => {
        await managed(tx, user, farmId);
        const repo = salesDayRepository(tx);
        const marks: Array<{ productId: string; available: boolean }> = [];
        for (const c of input.counts) {
          const row = await repo.setCount(farmId, c.productId, c.quantity);
          if (!row) throw badRequest('errors:sales.unknownProduct');
          if (c.quantity !== null && c.quantity > 0 !== row.available) marks.push({ productId: row.id, available: c.quantity > 0 });
        }
        if (marks.length) await setAvailability(tx, farmId, marks, { source: 'farmer', userId: user.id });
        const products = await repo.products(farmId);
        return products.map((p) => ({ id: p.id, name: p.name, unit: p.unit, quantityOnHand: p.quantityOnHand, available: p.available }));
      });
    },

    /**
     * When the end-of-day summary comes, in the listing's zone (null: none). A time already past today counts today
     * as told: the first summary comes at the time picked, never at once.
     */
    async setSummaryTime(user: Actor, farmId: number, time: string | null, now = new Date()): Promise<{ summaryTime: string | null }> {
      await limit(db, 'salesFarmer', user.id);
      const farm = await managed(db, user, farmId);
      const minute = time === null ? null : minuteOf(time);
      const clock = localClock(now, farm.timeZone);
      await salesDayRepository(db).saveSummaryMinute(farmId, minute, minute !== null && clock.minute >= minute ? clock.day : null);
      return { summaryTime: time };
    },
  };
}

/**
 * The end-of-day summaries due at `now` (a recurring job every 5 minutes; tests pass the clock): each listing whose
 * chosen time has passed in its zone is told once per local day. The day is claimed and the event published in one
 * transaction; the owner's notification (in-app, push, email per their choices) is the event's handler.
 */
export async function sendDaySummaries(db: Db, now = new Date()): Promise<number> {
  let sent = 0;
  for (const l of await salesDayRepository(db).withSummaries()) {
    const clock = localClock(now, l.timeZone);
    const minute = l.minute!;
    const day = clock.minute >= minute ? clock.day : clock.minute + 1440 - minute <= LATE_MINUTES ? addDays(clock.day, -1) : null;
    if (!day || (l.sentOn !== null && l.sentOn >= day)) continue;
    const told = await db.transaction(async (tx) => {
      const repo = salesDayRepository(tx);
      if (!(await repo.claimSummary(l.farmId, day))) return false;
      const { start, end } = await repo.bounds(day, day, l.timeZone);
      const { totals } = summarize(await repo.between(l.farmId, start, end, MAX_SALES), l.timeZone, [day]);
      await publish(tx, 'sales.daySummary', { farmId: l.farmId, farmName: l.name, ownerId: l.ownerId!, day, ...totals });
      return true;
    });
    if (told) sent += 1;
  }
  return sent;
}

export const DAY_SUMMARY_JOB = 'sales.day-summaries';
