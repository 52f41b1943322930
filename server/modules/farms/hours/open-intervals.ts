import { sql } from 'drizzle-orm';
import { openIntervals } from '../../../lib/hours/index.js';
import { MAP_CELL_SQL, refreshMapCells } from '../map/map-cells.js';
import { scheduleOf, schedulePlace, type Schedule } from './schedule.js';
import { arr, DERIVED_LOCK, lit, rows, type DbOrTx } from '../sql.js';

const DAY = 86_400_000;
/** Stored windows cover [today − 1 d, today + 16 d), in UTC days so one batch shares one window (and the
 * hours library's cache); the job renews a window once less than 15 days are left. */
const WINDOW_AHEAD_DAYS = 16;
export const RENEW_WHEN_LEFT_DAYS = 15;
const CHUNK = 2000;
/** farms.available_products of the row `f`. */
export const AVAILABLE_PRODUCTS_SQL = sql.raw(
  'ARRAY(SELECT p.name FROM farm_products p WHERE p.farm_id = f.id AND p.available ORDER BY p.position, p.name LIMIT 6)',
);

/** farms.available_tsv of the row `f`: what `available=` and product alerts match against. */
export const AVAILABLE_TSV_SQL = sql.raw(
  `to_tsvector('pg_catalog.english'::regconfig, coalesce((SELECT string_agg(p.name, ' ') FROM farm_products p WHERE p.farm_id = f.id AND p.available), ''))`,
);

export function windowAround(now: Date): { from: Date; until: Date } {
  const day = Math.floor(now.getTime() / DAY) * DAY;
  return { from: new Date(day - DAY), until: new Date(day + WINDOW_AHEAD_DAYS * DAY) };
}

interface FarmRow {
  id: number;
  opening_hours: string | null;
  time_zone: string;
  country: string;
  region: string;
  lat: number;
  lng: number;
  map_cell: number | null;
}

/**
 * Recomputes everything the database derives from listings' rows: the schedule (open intervals used by
 * open=now / openAt), the search document and its vocabulary, and the map's cell counts. Call it after
 * every write to farms or farm_products (inside the write's transaction or after it). Serialized across
 * processes by an advisory lock, and it reads the rows after taking it: the last refresh wins with the
 * latest data.
 */
/**
 * `deferMapCells`: collect the map cells to recount instead of recounting them now. A bulk import recounts
 * them once at the end (recountMapCells): per batch, the low levels of the open-schedule pyramid hold a row
 * per schedule and took seconds each time.
 */
export async function refreshOpenIntervals(
  db: DbOrTx,
  farmIds: number[],
  now = new Date(),
  { deferMapCells }: { deferMapCells?: Set<number> } = {},
): Promise<void> {
  const ids = [...new Set(farmIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    await db.transaction((tx) => refreshChunk(tx, ids.slice(i, i + CHUNK), now, deferMapCells));
  }
}

/** Recounts the map pyramids above these farms.map_cell keys (collected by refreshOpenIntervals). */
export async function recountMapCells(db: DbOrTx, keys: Iterable<number>): Promise<void> {
  const list = [...keys];
  if (list.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${lit(DERIVED_LOCK)})`);
    await refreshMapCells(tx, list);
  });
}

async function refreshChunk(tx: DbOrTx, ids: number[], now: Date, deferMapCells?: Set<number>) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lit(DERIVED_LOCK)})`);
  const farms = await rows<FarmRow>(
    tx,
    sql`SELECT id, opening_hours, time_zone, country, region, lat, lng, map_cell FROM farms WHERE id = ANY(${arr(ids)}::bigint[])`,
  );
  if (farms.length === 0) return;
  const schedules = farms.map((f) =>
    scheduleOf({ openingHours: f.opening_hours, timeZone: f.time_zone, country: f.country, region: f.region, lat: f.lat, lng: f.lng }),
  );
  const scheduleIds = await ensureSchedules(
    tx,
    schedules.filter((s): s is Schedule => s !== null),
    now,
  );
  const updated = await rows<{ map_cell: number | null }>(
    tx,
    sql`UPDATE farms f SET schedule_id = u.sid,
          search_tsv = fsf_search_tsv(f.name,
            f.kind || ' ' || array_to_string(f.categories, ' ') || ' ' ||
            coalesce((SELECT string_agg(p.name, ' ') FROM farm_products p WHERE p.farm_id = f.id), ''), f.description),
          map_cell = ${MAP_CELL_SQL},
          available_products = ${AVAILABLE_PRODUCTS_SQL}, available_tsv = ${AVAILABLE_TSV_SQL}
        FROM unnest(${arr(farms.map((f) => f.id))}::bigint[], ${arr(schedules.map((s) => (s ? scheduleIds.get(s.key) : null)))}::bigint[]) AS u(id, sid)
        WHERE f.id = u.id
        RETURNING f.map_cell`,
  );
  // The vocabulary typos are corrected against; it only grows (a stale word matches nothing).
  await tx.execute(sql`
    INSERT INTO farm_search_terms (term)
    SELECT DISTINCT t FROM farms, unnest(tsvector_to_array(search_tsv)) AS t
    WHERE id = ANY(${arr(ids)}::bigint[]) AND t ~ '^[[:alnum:]]{2,40}$'
    ON CONFLICT DO NOTHING`);
  const cells = [...farms.map((f) => f.map_cell), ...updated.map((u) => u.map_cell)].filter((c): c is number => c !== null);
  if (deferMapCells) cells.forEach((c) => deferMapCells.add(c));
  else await refreshMapCells(tx, cells);
}

/** The ids of these schedules, creating (with their intervals) the ones not stored yet. */
async function ensureSchedules(tx: DbOrTx, list: Schedule[], now: Date): Promise<Map<string, number>> {
  const unique = [...new Map(list.map((s) => [s.key, s])).values()];
  if (unique.length === 0) return new Map();
  const { from, until } = windowAround(now);
  const col = <K extends keyof Schedule>(k: K) => arr(unique.map((s) => s[k]));
  const inserted = await rows<{ id: number; key: string }>(
    tx,
    sql`INSERT INTO farm_schedules (key, opening_hours, time_zone, country, region, lat, lng, valid_from, valid_until)
        SELECT k, h, z, c, r, la, lo, ${from.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz
        FROM unnest(${col('key')}::text[], ${col('openingHours')}::text[], ${col('timeZone')}::text[], ${col('country')}::text[],
                    ${col('region')}::text[], ${col('lat')}::float8[], ${col('lng')}::float8[]) AS t(k, h, z, c, r, la, lo)
        ON CONFLICT (key) DO NOTHING
        RETURNING id, key`,
  );
  const byKey = new Map(unique.map((s) => [s.key, s]));
  await storeIntervals(
    tx,
    inserted.map((r) => ({ id: r.id, schedule: byKey.get(r.key)! })),
    from,
    until,
  );
  const all = await rows<{ id: number; key: string }>(tx, sql`SELECT id, key FROM farm_schedules WHERE key = ANY(${col('key')}::text[])`);
  return new Map(all.map((r) => [r.key, r.id]));
}

/** Stores each schedule's open intervals over [from, until). */
export async function storeIntervals(tx: DbOrTx, list: Array<{ id: number; schedule: Schedule }>, from: Date, until: Date) {
  const [ids, starts, ends] = [[] as number[], [] as string[], [] as string[]];
  for (const { id, schedule } of list) {
    for (const { start, end } of openIntervals(schedulePlace(schedule), from, until)) {
      ids.push(id);
      starts.push(start.toISOString());
      ends.push(end.toISOString());
    }
  }
  if (ids.length === 0) return;
  await tx.execute(sql`
    INSERT INTO farm_open_intervals (schedule_id, during)
    SELECT s, tstzrange(a, b, '[)') FROM unnest(${arr(ids)}::bigint[], ${arr(starts)}::timestamptz[], ${arr(ends)}::timestamptz[]) AS t(s, a, b)`);
}
