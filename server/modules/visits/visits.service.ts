import {
  CHECK_IN_CLOCK_SKEW_MS,
  CHECK_IN_MAX_AGE_HOURS,
  CheckInInputSchema,
  VERIFIED_VISIT_RADIUS_M,
  VisitsQuerySchema,
  type CheckInResult,
  type Visit,
  type VisitPage,
} from '@common/schemas/visits.js';
import type { Db } from '../../db/client.js';
import type { FarmRow, UserRow, VisitRow } from '../../db/schema/index.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor.js';
import { badRequest, conflict, HttpError, notFound, parse } from '../../lib/errors.js';
import { haversineKm } from '../../lib/geo/distance.js';
import { evaluateAchievements } from '../achievements/achievements.service.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/farms.repository.js';
import { visitsRepository } from './visits.repository.js';
import { actorOf } from '../../lib/actor.js';

/** The calendar date at the listing at `at` (its own zone): "one visit per day" is the stand's day. */
export const localDateIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

const present = (v: VisitRow, farm: Pick<FarmRow, 'id' | 'name' | 'city' | 'region'>): Visit => ({
  id: v.id,
  farm: { id: farm.id, name: farm.name, city: farm.city, region: farm.region },
  date: v.localDate,
  verified: v.verified,
  createdAt: v.createdAt.toISOString(),
});

/** The instant the check-in was made: now, or the `at` an offline check-in carries (within 72 h). */
function madeAt(at: string | undefined, now: Date) {
  if (at === undefined) return now;
  const when = new Date(at);
  if (when.getTime() > now.getTime() + CHECK_IN_CLOCK_SKEW_MS) throw badRequest('at: The check-in time is in the future.', { at: 'In the future' });
  if (now.getTime() - when.getTime() > CHECK_IN_MAX_AGE_HOURS * 3_600_000)
    throw badRequest(`at: A check-in can be sent up to ${CHECK_IN_MAX_AGE_HOURS} hours after it was made.`, { at: 'Too long ago' });
  return when < now ? when : now;
}

const describe = (m: number) => (m < 1609 ? `${Math.round(m / 10) * 10} m` : `${(m / 1609.344).toFixed(1)} miles`);

/**
 * Check-ins (PRODUCT.md 3): verified within 500 m of the pin, at most one per listing per local day. An offline
 * check-in is judged at the time and position it was made, not when it arrives.
 */
export function visitsService(db: Db) {
  return {
    async checkIn(user: UserRow, farmId: number, body: unknown, now = new Date()): Promise<CheckInResult> {
      const input = parse(CheckInInputSchema, body);
      const at = madeAt(input.at, now);
      return db.transaction(async (tx) => {
        const farm = await farmsRepository(tx).find(farmId);
        if (!farm || !farmPolicy.see(actorOf(user), farm) || farm.status !== 'published') throw notFound('This listing does not exist, or is not public.');
        const distanceM = input.lat !== undefined && input.lng !== undefined ? haversineKm({ lat: input.lat, lng: input.lng }, farm) * 1000 : null;
        const verified = distanceM !== null && distanceM <= VERIFIED_VISIT_RADIUS_M;
        const repo = visitsRepository(tx);
        const localDate = localDateIn(farm.timeZone, at);
        const existing = await repo.findDay(user.id, farmId, localDate);
        // A verified check-in upgrades the day's unverified one; anything else is a repeat.
        const repeat = () => conflict(`You already logged a visit to ${farm.name} today.`);
        if (existing && (existing.verified || !verified)) throw repeat();
        if (!verified && !input.unverified) {
          throw new HttpError(
            422,
            `You are ${describe(distanceM!)} from ${farm.name}: a check-in is verified within ${VERIFIED_VISIT_RADIUS_M} m. You can log it as an unverified visit instead.`,
            { lat: 'Too far away' },
          );
        }
        const visit = existing
          ? await repo.verify(existing.id, distanceM!)
          : await repo.insert({ userId: user.id, farmId, localDate, verified, distanceM, createdAt: at });
        if (!visit) throw repeat(); // a concurrent check-in won the day
        const earned = await evaluateAchievements(tx, user.id, 'visit');
        return { visit: present(visit, farm), distanceM, earned };
      });
    },

    async list(user: UserRow, query: unknown): Promise<VisitPage> {
      const q = parse(VisitsQuerySchema, query);
      const found = await visitsRepository(db).page(user.id, q.cursor ? decodeTimeCursor(q.cursor) : null, q.limit + 1);
      const page = found.slice(0, q.limit);
      return {
        items: page.map((r) => present(r.visit, r.farm)),
        nextCursor: found.length > q.limit ? encodeTimeCursor(page[page.length - 1].visit.createdAt, page[page.length - 1].visit.id) : null,
      };
    },
  };
}
