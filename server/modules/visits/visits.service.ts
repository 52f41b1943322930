import type { z } from 'zod';
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
import type { FarmRow, VisitRow } from '../../db/schema/index.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor.js';
import { badRequest, conflict, HttpError, notFound, withValues, type Message } from '../../lib/errors.js';
import { haversineKm } from '../../lib/geo/distance.js';
import { evaluateAchievements } from '../achievements/achievements.service.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/listings.service.js';
import { visitsRepository } from './visits.repository.js';
import type { Actor } from '../../lib/actor.js';
import { msg } from '@common/i18n/keys.js';

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
  if (when.getTime() > now.getTime() + CHECK_IN_CLOCK_SKEW_MS) throw badRequest('errors:visits.futureFull', { at: msg('errors:visits.future') });
  if (now.getTime() - when.getTime() > CHECK_IN_MAX_AGE_HOURS * 3_600_000) {
    // A message with values is built apart: the key checker reads only a key written straight into the call.
    const said = withValues('errors:visits.tooOldFull', { hours: CHECK_IN_MAX_AGE_HOURS });
    throw badRequest(said, { at: msg('errors:visits.tooOld') });
  }
  return when < now ? when : now;
}

const describe = (m: number): Message =>
  m < 1609 ? withValues('errors:visits.meters', { n: Math.round(m / 10) * 10 }) : withValues('errors:visits.miles', { n: (m / 1609.344).toFixed(1) });

/**
 * Check-ins (docs/product.md §3): verified within 500 m of the pin, at most one per listing per local day. An offline
 * check-in is judged at the time and position it was made, not when it arrives.
 */
export function visitsService(db: Db) {
  return {
    async checkIn(user: Actor, farmId: number, input: z.output<typeof CheckInInputSchema>, now = new Date()): Promise<CheckInResult> {
      const at = madeAt(input.at, now);
      return db.transaction(async (tx) => {
        const farm = await farmsRepository(tx).find(farmId);
        if (!farm || !farmPolicy.see(user, farm) || farm.status !== 'published') throw notFound('errors:listing.notFound');
        const distanceM = input.lat !== undefined && input.lng !== undefined ? haversineKm({ lat: input.lat, lng: input.lng }, farm) * 1000 : null;
        const verified = distanceM !== null && distanceM <= VERIFIED_VISIT_RADIUS_M;
        const repo = visitsRepository(tx);
        const localDate = localDateIn(farm.timeZone, at);
        const existing = await repo.findDay(user.id, farmId, localDate);
        // A verified check-in upgrades the day's unverified one; anything else is a repeat.
        const repeated = withValues('errors:visits.already', { farm: farm.name });
        const repeat = () => conflict(repeated);
        if (existing && (existing.verified || !verified)) throw repeat();
        if (!verified && !input.unverified) {
          throw new HttpError(
            422,
            withValues('errors:visits.tooFarFull', { distance: describe(distanceM!), farm: farm.name, radius: VERIFIED_VISIT_RADIUS_M }),
            { lat: msg('errors:visits.tooFar') },
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

    async list(user: Actor, q: z.output<typeof VisitsQuerySchema>): Promise<VisitPage> {
      const found = await visitsRepository(db).page(user.id, q.cursor ? decodeTimeCursor(q.cursor) : null, q.limit + 1);
      const page = found.slice(0, q.limit);
      return {
        items: page.map((r) => present(r.visit, r.farm)),
        nextCursor: found.length > q.limit ? encodeTimeCursor(page[page.length - 1].visit.createdAt, page[page.length - 1].visit.id) : null,
      };
    },
  };
}

/** Visits as the modules that weigh them (confirmations) read them (eslint.config.js: a module's repository is its own). */
export { visitsRepository } from './visits.repository.js';
