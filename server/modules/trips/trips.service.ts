import type { z } from 'zod';
import type { AddStopSchema, TripInputSchema, TripsQuerySchema, TripDetail, TripResult } from '@common/schemas/trips.js';
import { TRIP_LIMITS } from '@common/schemas/trips.js';
import type { Db } from '../../db/client.js';
import type { TripRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../lib/cursor.js';
import { badRequest, conflict, notFound, withValues } from '../../lib/errors.js';
import { limit } from '../../lib/rate-limit.js';
import { evaluateAchievements } from '../achievements/achievements.service.js';
import type { DbOrTx } from '../farms/sql.js';
import { optimizeOrder, scoreOrder } from './optimize.js';
import { openWindows, zonedInstant } from './plan.js';
import { presentDetail, presentSummary, tripZone } from './trip.presenter.js';
import { tripsRepository, type TripWrite } from './trips.repository.js';
import { msg } from '@common/i18n/keys.js';

// Someone else's trip is answered exactly like one that does not exist: its id reveals nothing.
const NOT_FOUND = msg('errors:trips.notFound');

type TripInput = z.output<typeof TripInputSchema>;

const toWrite = (input: TripInput): TripWrite => ({
  name: input.name,
  date: input.date,
  departAt: input.departAt,
  startLabel: input.start?.label ?? null,
  startLat: input.start?.lat ?? null,
  startLng: input.start?.lng ?? null,
});

/** Day trips (docs/product.md §3). Only the owner ever sees or changes a trip. */
export function tripsService(db: Db) {
  async function own(tx: DbOrTx, user: Actor, id: string, lock = false): Promise<TripRow> {
    const trip = lock ? await tripsRepository(tx).findForUpdate(id) : await tripsRepository(tx).find(id);
    if (!trip || trip.userId !== user.id) throw notFound(NOT_FOUND);
    return trip;
  }

  async function detail(tx: DbOrTx, user: Actor, trip: TripRow, now = new Date()): Promise<TripDetail> {
    return presentDetail(trip, await tripsRepository(tx).stops(trip.id, user.id), now);
  }

  async function checkStops(tx: DbOrTx, user: Actor, ids: number[]) {
    const found = new Set((await tripsRepository(tx).visibleFarms(ids, user.id)).map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) {
      // A message with values is built apart: the key checker reads only a key written straight into the call.
      const said = withValues('errors:trips.unknownStands', { ids: missing.join(', ') });
      throw badRequest(said, { stops: msg('errors:trips.unknownStand') });
    }
  }

  return {
    async list(user: Actor, q: z.output<typeof TripsQuerySchema>, now = new Date()) {
      const repo = tripsRepository(db);
      const rows = await repo.ofUser(user.id);
      const names = await repo.stopNames(rows.map((r) => r.id));
      const byTrip = new Map<string, string[]>();
      for (const n of names) byTrip.set(n.tripId, [...(byTrip.get(n.tripId) ?? []), n.name]);
      // Upcoming soonest first; past most recent first.
      const all = rows.map((t) => presentSummary(t, byTrip.get(t.id) ?? [], now, tripZone(t)));
      const chosen = q.when === 'upcoming' ? all.filter((t) => t.upcoming) : all.filter((t) => !t.upcoming).reverse();
      const offset = q.cursor ? decodeOffsetCursor(q.cursor) : 0;
      return { items: chosen.slice(offset, offset + q.limit), nextCursor: chosen.length > offset + q.limit ? encodeOffsetCursor(offset + q.limit) : null };
    },

    async get(user: Actor, id: string): Promise<TripDetail> {
      return detail(db, user, await own(db, user, id));
    },

    async create(user: Actor, input: TripInput): Promise<TripResult> {
      return db.transaction(async (tx) => {
        await checkStops(tx, user, input.stops);
        const trip = await tripsRepository(tx).insert(user.id, toWrite(input));
        await tripsRepository(tx).replaceStops(trip.id, input.stops);
        const earned = await evaluateAchievements(tx, user.id, 'trip');
        return { trip: await detail(tx, user, trip), earned };
      });
    },

    /** Every field, and the stops in their new order. */
    async replace(user: Actor, id: string, input: TripInput): Promise<TripResult> {
      return db.transaction(async (tx) => {
        await own(tx, user, id, true);
        await checkStops(tx, user, input.stops);
        await tripsRepository(tx).update(id, toWrite(input));
        await tripsRepository(tx).replaceStops(id, input.stops);
        // Moving a trip to a day already checked in at can complete a loop.
        const earned = await evaluateAchievements(tx, user.id, 'trip');
        return { trip: await detail(tx, user, (await tripsRepository(tx).find(id))!), earned };
      });
    },

    /** "Add to trip" from a listing or the map: appended as the last stop. */
    async addStop(user: Actor, id: string, { farmId }: z.output<typeof AddStopSchema>): Promise<TripResult> {
      return db.transaction(async (tx) => {
        const trip = await own(tx, user, id, true);
        await checkStops(tx, user, [farmId]);
        const ids = (await tripsRepository(tx).stops(id, user.id)).map((f) => f.id);
        if (ids.includes(farmId)) throw conflict('errors:trips.alreadyOn');
        if (ids.length >= TRIP_LIMITS.stopsMax) {
          // A message with values is built apart: the key checker reads only a key written straight into the call.
          const said = withValues('errors:trips.tooManyStops', { max: TRIP_LIMITS.stopsMax });
          throw conflict(said);
        }
        await tripsRepository(tx).replaceStops(id, [...ids, farmId]);
        return { trip: await detail(tx, user, trip), earned: [] };
      });
    },

    async removeStop(user: Actor, id: string, farmId: number): Promise<TripResult> {
      return db.transaction(async (tx) => {
        const trip = await own(tx, user, id, true);
        const ids = (await tripsRepository(tx).stops(id, user.id)).map((f) => f.id);
        if (!ids.includes(farmId)) throw notFound('errors:trips.notOn');
        await tripsRepository(tx).replaceStops(
          id,
          ids.filter((x) => x !== farmId),
        );
        return { trip: await detail(tx, user, trip), earned: [] };
      });
    },

    /** Reorders the stops: most open on arrival, then least driving (optimize.ts), and saves the order. */
    async optimize(user: Actor, id: string): Promise<TripResult> {
      await limit(db, 'tripOptimize', user.id);
      return db.transaction(async (tx) => {
        const trip = await own(tx, user, id, true);
        const stops = await tripsRepository(tx).stops(id, user.id);
        const start = trip.startLat != null && trip.startLng != null ? { lat: trip.startLat, lng: trip.startLng } : null;
        const departure = zonedInstant(tripZone(trip, stops[0]), trip.date, trip.departAt);
        const input = { start, stops, windows: openWindows(stops, departure), departure: departure.getTime() };
        const current = stops.map((_, i) => i);
        const before = scoreOrder(input, current);
        const result = optimizeOrder(input, current);
        await tripsRepository(tx).replaceStops(
          id,
          result.order.map((i) => stops[i].id),
        );
        return {
          trip: await detail(tx, user, trip),
          earned: [],
          optimization: { method: result.method, openBefore: before.open, openAfter: result.open, kmBefore: before.km, kmAfter: result.km },
        };
      });
    },

    async remove(user: Actor, id: string) {
      await db.transaction(async (tx) => {
        await own(tx, user, id, true);
        await tripsRepository(tx).delete(id);
      });
    },
  };
}
