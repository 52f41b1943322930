import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { CARD_PHOTO_SQL } from '../../photos/photos.repository.js';
import { MAP_CELL_SQL } from '../map/map-cells.repository.js';
import { arr, DERIVED_LOCK, lit, preparedJsonRows, rows, type DbOrTx } from '../sql.js';
import type { SeasonTurn } from '../../../lib/hours/index.js';
import type { Schedule, ScheduleRow } from './schedule.js';

/** farms.available_products of the row `f`. */
export const AVAILABLE_PRODUCTS_SQL = sql.raw(
  'ARRAY(SELECT p.name FROM farm_products p WHERE p.farm_id = f.id AND p.available ORDER BY p.position, p.name LIMIT 6)',
);

/** farms.card_available of the row `f`: the products of AVAILABLE_PRODUCTS_SQL, each with when it was marked. */
export const CARD_AVAILABLE_SQL = sql.raw(
  `(SELECT coalesce(json_agg(json_build_object('name', p.name, 'updatedAt', p.available_updated_at) ORDER BY p.position, p.name), '[]'::json)
    FROM (SELECT name, available_updated_at, position FROM farm_products WHERE farm_id = f.id AND available ORDER BY position, name LIMIT 6) p)`,
);

/** farms.available_tsv of the row `f`: what `available=` and product alerts match against. */
export const AVAILABLE_TSV_SQL = sql.raw(
  `to_tsvector('pg_catalog.english'::regconfig, coalesce((SELECT string_agg(p.name, ' ') FROM farm_products p WHERE p.farm_id = f.id AND p.available), ''))`,
);

const SCHEDULE_COLUMNS = sql.raw('id, key, opening_hours, time_zone, country, region, lat, lng');

/** A listing's columns its hours are evaluated with (see hours/schedule.ts). */
export interface HoursColumns {
  opening_hours: string | null;
  time_zone: string;
  country: string;
  region: string;
  lat: number;
  lng: number;
}

/** Adds to the vocabulary (farm_search_terms) every word of 2 characters or more of the listings `which` selects. */
export const addSearchTermsOf = (which: SQL) =>
  sql`INSERT INTO farm_search_terms (term)
      SELECT DISTINCT t FROM farms, unnest(tsvector_to_array(coalesce(search_tsv, ''::tsvector) || coalesce(available_tsv, ''::tsvector))) AS t
      WHERE ${which} AND length(t) >= 2
      ON CONFLICT DO NOTHING`;

export interface HoursFarmRow extends HoursColumns {
  id: number;
  map_cell: number | null;
}

/**
 * What the database derives from listings' hours and words: shared schedules with their stored open intervals
 * (farm_schedules, farm_open_intervals), and each listing's schedule, search document and map cell.
 */
export function hoursRepository(db: DbOrTx) {
  return {
    /** Derived data is refreshed by one writer at a time, across processes, until the transaction ends. */
    async lockDerived() {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${lit(DERIVED_LOCK)})`);
    },
    /** The same, without waiting: false when someone else holds it. */
    async tryLockDerived(): Promise<boolean> {
      const [{ locked }] = await rows<{ locked: boolean }>(db, sql`SELECT pg_try_advisory_xact_lock(${lit(DERIVED_LOCK)}) AS locked`);
      return locked;
    },

    /** The listings to refresh, locked: restampFarms() then reads their products and photos after any writer that held a row. */
    farms: (ids: number[]) =>
      rows<HoursFarmRow>(
        db,
        sql`SELECT id, opening_hours, time_zone, country, region, lat, lng, map_cell FROM farms WHERE id = ANY(${arr(ids)}::bigint[]) FOR NO KEY UPDATE`,
      ),

    /**
     * Gives each listing its schedule and season (by position; null schedule for none) and recomputes its search
     * document, map cell, availability and card columns.
     */
    async restampFarms(farmIds: number[], scheduleIds: (number | null | undefined)[], seasons: SeasonTurn[]): Promise<{ map_cell: number | null }[]> {
      return rows<{ map_cell: number | null }>(
        db,
        sql`UPDATE farms f SET schedule_id = u.sid, season_rank = u.rank, season_turns_at = u.turns,
              search_tsv = fsf_search_tsv(f.name,
                f.kind || ' ' || array_to_string(f.categories, ' ') || ' ' ||
                coalesce((SELECT string_agg(p.name, ' ') FROM farm_products p WHERE p.farm_id = f.id), ''), f.description),
              map_cell = ${MAP_CELL_SQL},
              available_products = ${AVAILABLE_PRODUCTS_SQL}, available_tsv = ${AVAILABLE_TSV_SQL},
              card_available = ${CARD_AVAILABLE_SQL}, card_photo = ${CARD_PHOTO_SQL}
            FROM unnest(${arr(farmIds)}::bigint[], ${arr(scheduleIds)}::bigint[], ${arr(seasons.map((s) => (s.closed ? 1 : 0)))}::smallint[],
                        ${arr(seasons.map((s) => s.until?.toISOString() ?? null))}::timestamptz[]) AS u(id, sid, rank, turns)
            WHERE f.id = u.id
            RETURNING f.map_cell`,
      );
    },

    /**
     * The vocabulary typos are corrected against and typed prefixes are expanded from (search/text-search.ts): every
     * word of the listings' search documents, so a prefix finds all it would match. It only grows (a stale word
     * matches nothing).
     */
    async addSearchTerms(farmIds: number[]) {
      await db.execute(addSearchTermsOf(sql`id = ANY(${arr(farmIds)}::bigint[])`));
    },

    /** Inserts the schedules not stored yet (by key), with the window [from, until); answers the new ones. */
    insertSchedules(list: Schedule[], from: Date, until: Date): Promise<{ id: number; key: string }[]> {
      const col = <K extends keyof Schedule>(k: K) => arr(list.map((s) => s[k]));
      return rows<{ id: number; key: string }>(
        db,
        sql`INSERT INTO farm_schedules (key, opening_hours, time_zone, country, region, lat, lng, valid_from, valid_until)
            SELECT k, h, z, c, r, la, lo, ${from.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz
            FROM unnest(${col('key')}::text[], ${col('openingHours')}::text[], ${col('timeZone')}::text[], ${col('country')}::text[],
                        ${col('region')}::text[], ${col('lat')}::float8[], ${col('lng')}::float8[]) AS t(k, h, z, c, r, la, lo)
            ON CONFLICT (key) DO NOTHING
            RETURNING id, key`,
      );
    },

    scheduleIdsByKeys: (keys: string[]) => rows<{ id: number; key: string }>(db, sql`SELECT id, key FROM farm_schedules WHERE key = ANY(${arr(keys)}::text[])`),

    /** Open intervals, as parallel arrays: schedule ids, starts and ends (ISO). */
    async insertIntervals(ids: number[], starts: string[], ends: string[]) {
      await db.execute(sql`
        INSERT INTO farm_open_intervals (schedule_id, during)
        SELECT s, tstzrange(a, b, '[)') FROM unnest(${arr(ids)}::bigint[], ${arr(starts)}::timestamptz[], ${arr(ends)}::timestamptz[]) AS t(s, a, b)`);
    },

    /** Up to `limit` schedules whose window ends before `due`, locked (SKIP LOCKED: several processes share the work). */
    dueSchedules: (due: Date, limit: number) =>
      rows<ScheduleRow>(
        db,
        sql`SELECT ${SCHEDULE_COLUMNS} FROM farm_schedules
            WHERE valid_until < ${due.toISOString()}::timestamptz ORDER BY valid_until LIMIT ${lit(limit)} FOR UPDATE SKIP LOCKED`,
      ),

    async deleteIntervals(scheduleIds: number[]) {
      await db.execute(sql`DELETE FROM farm_open_intervals WHERE schedule_id = ANY(${arr(scheduleIds)}::bigint[])`);
    },

    async setWindow(scheduleIds: number[], from: Date, until: Date) {
      await db.execute(sql`UPDATE farm_schedules SET valid_from = ${from.toISOString()}::timestamptz, valid_until = ${until.toISOString()}::timestamptz
                           WHERE id = ANY(${arr(scheduleIds)}::bigint[])`);
    },

    /** Up to `limit` listings whose season may have turned by `now`, locked (SKIP LOCKED: several processes share the work). */
    dueSeasons: (now: Date, limit: number) =>
      rows<HoursFarmRow>(
        db,
        sql`SELECT id, opening_hours, time_zone, country, region, lat, lng, map_cell FROM farms
            WHERE season_turns_at <= ${now.toISOString()}::timestamptz ORDER BY season_turns_at LIMIT ${lit(limit)} FOR NO KEY UPDATE SKIP LOCKED`,
      ),

    /** Sets listings' season rank and when to look again (parallel arrays). */
    async setSeasons(farmIds: number[], seasons: SeasonTurn[]) {
      await db.execute(sql`
        UPDATE farms f SET season_rank = u.rank, season_turns_at = u.turns
        FROM unnest(${arr(farmIds)}::bigint[], ${arr(seasons.map((s) => (s.closed ? 1 : 0)))}::smallint[],
                    ${arr(seasons.map((s) => s.until?.toISOString() ?? null))}::timestamptz[]) AS u(id, rank, turns)
        WHERE f.id = u.id`);
    },

    /** Deletes the schedules no listing uses; answers how many. */
    async deleteUnusedSchedules(): Promise<number> {
      const deleted = await rows<{ id: number }>(
        db,
        sql`DELETE FROM farm_schedules s WHERE NOT EXISTS (SELECT 1 FROM farms f WHERE f.schedule_id = s.id) RETURNING id`,
      );
      return deleted.length;
    },

    /** Listings whose map cell disagrees with their row (a writer skipped the refresh). */
    farmsWithStaleMapCell: () => rows<{ id: number }>(db, sql`SELECT id FROM farms WHERE map_cell IS DISTINCT FROM (${MAP_CELL_SQL}) LIMIT 10000`),

    /** The map pyramids' totals beside what they count. */
    async mapTotals(): Promise<{ top: number; counted: number; open_top: number; scheduled: number }> {
      const [c] = await rows<{ top: number; counted: number; open_top: number; scheduled: number }>(
        db,
        sql`SELECT (SELECT coalesce(sum(n), 0) FROM farm_map_cells WHERE level = 0)::bigint AS top,
                   (SELECT count(*) FROM farms WHERE map_cell IS NOT NULL) AS counted,
                   (SELECT coalesce(sum(n), 0) FROM farm_map_schedule_cells WHERE level = 0)::bigint AS open_top,
                   (SELECT count(*) FROM farms WHERE map_cell IS NOT NULL AND schedule_id IS NOT NULL) AS scheduled`,
      );
      return c;
    },
  };
}

/** Schedule definitions by id (prepared statement: read on every search that evaluates hours). */
export const schedulesById = (db: Db, ids: number[]) =>
  preparedJsonRows<ScheduleRow>(db, sql`SELECT ${SCHEDULE_COLUMNS} FROM farm_schedules WHERE id = ANY(${arr(ids)}::bigint[])`, sql`id`);

/** The schedules open during `minute` (ISO) from the stored intervals, and the highest schedule id at the time. */
export async function openSchedulesAt(db: Db, minute: string): Promise<{ ids: number[]; known: number }> {
  const [row] = await rows<{ ids: number[]; known: number }>(
    db,
    sql`SELECT ARRAY(SELECT DISTINCT i.schedule_id FROM farm_open_intervals i WHERE i.during @> ${minute}::timestamptz ORDER BY 1) AS ids,
               coalesce((SELECT max(id) FROM farm_schedules), 0) AS known`,
  );
  return row;
}
