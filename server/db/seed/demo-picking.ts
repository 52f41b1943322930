import { inArray } from 'drizzle-orm';
import type { PICKING_CONDITIONS } from '@common/limits.js';
import type { Db } from '../client.js';
import { farmProducts, farms, users } from '../schema/index.js';
import { actorOf } from '../../lib/actor.js';
import { pickingPolicy } from '../../modules/picking/picking.policy.js';
import { pickingService } from '../../modules/picking/picking.service.js';
import { localClock } from '../../modules/sales/sales-day.service.js';
import type { GeneratedListing } from './generator.js';
import { inSeasonIn, seasonOf } from './product-seasons.js';

/** A crop of a demo pick-your-own listing that gets picking words: region and listing index, product name. */
export interface PlannedCrop {
  region: number;
  listing: number;
  product: string;
  /** Marked available by the seed although the generator left it out (a month with nothing else to pick). */
  opened: boolean;
  /** A spring crop the seed adds to the listing (SPRING_CROP): its town has nothing near its season. */
  added?: boolean;
}

type PickingCondition = (typeof PICKING_CONDITIONS)[number];

/** What a u-pick in the Northern US opens with in April and May, before the first berries: asparagus (its season is in product-seasons.ts). */
export const SPRING_CROP = { name: 'Asparagus', category: 'produce', available: true, priceCents: 500, unit: 'lb' } as const;

const monthsUntil = (from: number, month: number) => (from - month + 12) % 12;

/**
 * The crops each demo town's u-picks (and pick-your-own listings) tell the picking of this month (issue 32 point 1):
 * every crop the demo marks available now. A town with none (Jan–Mar in Lancaster; April and May nearly everywhere,
 * since the generated u-picks grow nothing then) takes a crop that is in season but left unmarked, else one whose
 * season starts next month, opened early (the first strawberries under row covers), else asparagus added to its first
 * fruit or vegetable u-pick: a field of it is how many real u-picks open in spring. So every town has picking on any day of the year.
 */
export function demoPickingPlan(regions: GeneratedListing[][], month: number): PlannedCrop[] {
  const plan: PlannedCrop[] = [];
  for (const [region, listings] of regions.entries()) {
    const pick = [...listings.entries()].filter(([, l]) => pickingPolicy.takesPicking({ kind: l.kind, features: l.features }));
    const crops = pick.flatMap(([listing, l]) => l.products.map((p) => ({ listing, p })));
    const ripe = crops.filter(({ p }) => p.available && inSeasonIn(p.name, month));
    if (ripe.length) {
      plan.push(...ripe.map(({ listing, p }) => ({ region, listing, product: p.name, opened: false })));
      continue;
    }
    const unmarked = crops.find(({ p }) => inSeasonIn(p.name, month));
    const nextMonth = crops.find(({ p }) => seasonOf(p.name) && monthsUntil(seasonOf(p.name)![0], month) === 1);
    const chosen = unmarked ?? nextMonth;
    if (chosen) plan.push({ region, listing: chosen.listing, product: chosen.p.name, opened: true });
    else if (pick.length) {
      // A fruit or vegetable u-pick rather than a Christmas tree farm.
      const [listing] = pick.find(([, l]) => l.categories.some((c) => c === 'fruit' || c === 'produce')) ?? pick[0];
      plan.push({ region, listing, product: SPRING_CROP.name, opened: true, added: true });
    }
  }
  return plan;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const inRange = (month: number, from: number, to: number) => (from <= to ? month >= from && month <= to : month >= from || month <= to);

/**
 * A picked listing's opening hours, open in `month`: a u-pick "closed for the season" beside "Picking: good · today"
 * reads as a mistake. Seasonal hours ("Jun-Sep: Fr-Su 09:00-17:00") that leave the month out take the season of the
 * listing's first planned crop instead (from this month when the seed opened it early); other hours stay.
 */
export function seasonHours(hours: string | null, crops: Array<Pick<PlannedCrop, 'product'>>, month: number): string | null {
  const m = hours && /^([A-Z][a-z]{2})(?: \d{1,2})?-([A-Z][a-z]{2})(?: \d{1,2})?: (.+)$/.exec(hours);
  if (!m || !crops.length) return hours;
  const [from, to] = [MONTHS.indexOf(m[1]) + 1, MONTHS.indexOf(m[2]) + 1];
  if (from > 0 && to > 0 && inRange(month, from, to)) return hours;
  const season = seasonOf(crops[0].product);
  if (!season) return m[3];
  const start = inRange(month, season[0], season[1]) ? season[0] : month;
  return `${MONTHS[start - 1]}-${MONTHS[season[1] - 1]}: ${m[3]}`;
}

/** The farmer's note, by the word (not on every crop: most farmers say only the word). */
const NOTES: Record<PickingCondition, string> = {
  excellent: 'Heavy picking everywhere: wagons leave from the barn every half hour.',
  good: 'East rows are best; bring your own containers if you can.',
  fair: 'Ripe ones are scattered: look under the leaves.',
  'picked-over': 'Mostly picked over after the weekend: more ripening by Thursday.',
  'done-for-season': 'That is it for this year: thank you all!',
};

/** The next word after a town's first (good or excellent, so every town answers `picking=good`). */
const AFTER_FIRST: PickingCondition[] = ['picked-over', 'fair', 'good', 'excellent'];

/** An instant in the listing's local morning today (07:00 and a few minutes), or a little before `now` if that is later. */
function thisMorning(now: Date, zone: string, k: number): Date {
  const { minute } = localClock(now, zone);
  const at = 7 * 60 + 7 * k;
  return minute > at ? new Date(now.getTime() - (minute - at) * 60_000) : new Date(now.getTime() - (k + 1) * 60_000);
}

/**
 * Picking words for the planned crops, through the picking service as the farmer and visitors would say them (the
 * farmer's today, with a note on some and today's hours on the first; visitors within the 3-day window on the second,
 * over the farmer's older word). `visitors`: accounts that weigh (a day old), at least two. After the seed's transaction,
 * on the database itself: the service counts its rate limits on the pool, outside any transaction.
 */
export async function seedDemoPicking(db: Db, crops: Array<PlannedCrop & { farmId: number }>, visitors: string[], now = new Date()): Promise<void> {
  const service = pickingService(db);
  const farmIds = [...new Set(crops.map((c) => c.farmId))];
  if (!farmIds.length) return;
  const listings = await db.select().from(farms).where(inArray(farms.id, farmIds));
  const products = await db.select().from(farmProducts).where(inArray(farmProducts.farmId, farmIds));
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...visitors, ...listings.map((l) => l.ownerId).filter((id): id is string => !!id)]));
  const person = (id: string) => actorOf(people.find((u) => u.id === id)!);
  // The crop's place among its town's crops: the first says good or excellent, so every town answers picking=good.
  const nth = crops.map((crop, k) => crops.slice(0, k).filter((c) => c.region === crop.region).length);
  // Visitors speak of a town's second crop; in a month when every town has one (spring), of the last town's, so Kingston
  // keeps its good word and a picked-over field still shows somewhere.
  const heard = nth.includes(1) ? nth.indexOf(1) : crops.length > 1 ? crops.length - 1 : -1;
  for (const [k, crop] of crops.entries()) {
    const farm = listings.find((l) => l.id === crop.farmId)!;
    const product = products.find((p) => p.farmId === crop.farmId && p.name === crop.product);
    if (!product || !farm.ownerId) continue;
    const n = nth[k];
    const condition: PickingCondition = n === 0 ? (crop.region % 2 === 0 ? 'good' : 'excellent') : AFTER_FIRST[(n - 1) % AFTER_FIRST.length];
    const farmer = person(farm.ownerId);
    if (k === heard && visitors.length >= 2) {
      // The farmer said "good" four days ago; visitors at the field since: one found it fair, one picked over.
      await service.report(farmer, farm.id, { productId: product.id, condition: 'good' }, new Date(now.getTime() - 4 * 86_400_000));
      const at = { productId: product.id, lat: farm.lat, lng: farm.lng };
      await service.report(person(visitors[0]), farm.id, { ...at, condition: 'fair' }, new Date(now.getTime() - 2 * 86_400_000));
      await service.report(
        person(visitors[1]),
        farm.id,
        { ...at, condition: 'picked-over', note: 'Only a few left by noon, mostly up high.' },
        new Date(now.getTime() - 5 * 3_600_000),
      );
      continue;
    }
    const note = n === 0 || condition === 'picked-over' ? NOTES[condition] : undefined;
    const hours = k === 0 ? { hoursFrom: '09:00', hoursUntil: '15:00' } : {};
    await service.report(farmer, farm.id, { productId: product.id, condition, note, ...hours }, thisMorning(now, farm.timeZone, k));
  }
}
