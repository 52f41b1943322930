import { and, eq, sql, type SQL } from 'drizzle-orm';
import { msg } from '@common/i18n/keys.js';
import type { ListingHealth } from '@common/schemas/dashboard.js';
import type { Db } from '../../db/client.js';
import { farms } from '../../db/schema/index.js';
import type { presentSummary } from '../farms/farms.presenter.js';
import { SUMMARY_COLUMNS } from '../farms/search/search.repository.js';
import { jsonRows, lit, rows } from '../farms/sql.js';

/**
 * The farmer's charts, one entry per series: each gives, for the farmer (`me` CTE: id), their listings
 * (`mine` CTE: id, path) and the days (`days` CTE: day), one row per day with its value. A new series is
 * one more entry here.
 */
export interface SeriesDef {
  key: string;
  /** A message key: said in the reader's language. */
  label: string;
  kind: 'count' | 'average';
  /** SELECT day, value FROM days LEFT JOIN …: one row per day. */
  query: SQL;
}

export const FARMER_SERIES: SeriesDef[] = [
  {
    key: 'views',
    label: msg('dashboard:series.views'),
    kind: 'count',
    query: sql`SELECT d.day, count(v.id)::float8 AS value FROM days d
      LEFT JOIN page_views v ON v.created_at >= d.day AND v.created_at < d.day_end AND v.path IN (SELECT path FROM mine)
      GROUP BY d.day`,
  },
  {
    key: 'favorites',
    label: msg('dashboard:series.favorites'),
    kind: 'count',
    query: sql`SELECT d.day, count(f.user_id)::float8 AS value FROM days d
      LEFT JOIN favorites f ON f.created_at >= d.day AND f.created_at < d.day_end AND f.farm_id IN (SELECT id FROM mine)
      GROUP BY d.day`,
  },
  {
    key: 'messages',
    label: msg('dashboard:series.messages'),
    kind: 'count',
    // What customers wrote to the farmer (about any of their listings: a conversation is between two people).
    query: sql`SELECT d.day, count(m.id)::float8 AS value FROM days d
      LEFT JOIN (messages m JOIN conversation_members cm ON cm.conversation_id = m.conversation_id AND cm.user_id = (SELECT id FROM me))
        ON m.created_at >= d.day AND m.created_at < d.day_end AND m.sender_id <> (SELECT id FROM me)
      GROUP BY d.day`,
  },
  {
    key: 'rating',
    label: msg('dashboard:series.rating'),
    kind: 'average',
    // The average of every visible review written by the end of each day.
    query: sql`SELECT d.day, (SELECT avg(r.rating)::float8 FROM reviews r
        WHERE r.farm_id IN (SELECT id FROM mine) AND r.hidden_at IS NULL AND r.created_at < d.day_end) AS value
      FROM days d`,
  },
];

export interface HealthRow {
  id: number;
  name: string;
  status: ListingHealth['status'];
  opening_hours: string | null;
  products: number;
  available: number;
  newest: string | null;
  photos: number;
  /** Visitors' reports of wrong information still open (docs/product.md §9), answered or not. */
  open_reports: number;
}

/** The farmer's dashboard: their listings' upkeep, their charts, and a follower's news. */
export function dashboardRepository(db: Db) {
  return {
    async ownsListing(ownerId: string, farmId: number): Promise<boolean> {
      const [own] = await db
        .select({ id: farms.id })
        .from(farms)
        .where(and(eq(farms.id, farmId), eq(farms.ownerId, ownerId)));
      return !!own;
    },

    /**
     * One row per day of the `days` days up to `now`, for the owner's listings (or one of them). Days are the
     * listing's (issue 34: at 9 pm on Saturday in New York the chart ends on Saturday, not on UTC's Sunday): the zone
     * of the listing asked about, or the one most of the owner's listings share; UTC for an owner with none. `day` and
     * `day_end` are the instants a local day starts and ends (23 or 25 hours on a DST change), `date` its local date.
     */
    seriesPoints(def: SeriesDef, { ownerId, farmId, now, days }: { ownerId: string; farmId?: number; now: Date; days: number }) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const ctes = sql`WITH me AS (SELECT ${ownerId}::uuid AS id),
        mine AS (SELECT id, '/farm/' || id AS path, time_zone FROM farms WHERE owner_id = ${ownerId} ${farmId ? sql`AND id = ${farmId}` : sql``}),
        zone AS (SELECT coalesce((SELECT mode() WITHIN GROUP (ORDER BY time_zone) FROM mine), 'UTC') AS tz),
        locals AS (SELECT generate_series(date_trunc('day', ${at} AT TIME ZONE zone.tz) - make_interval(days => ${lit(days - 1)}),
                                          date_trunc('day', ${at} AT TIME ZONE zone.tz), interval '1 day') AS local, zone.tz FROM zone),
        days AS (SELECT local AT TIME ZONE tz AS day, (local + interval '1 day') AT TIME ZONE tz AS day_end, to_char(local, 'YYYY-MM-DD') AS date FROM locals)`;
      return rows<{ day: Date; date: string; value: number | null }>(
        db,
        sql`${ctes} SELECT s.day, d.date, s.value FROM (${def.query}) s JOIN days d ON d.day = s.day ORDER BY s.day`,
      );
    },

    /** What the upkeep checks of each of the owner's listings read, by name. */
    listingHealth: (ownerId: string) =>
      rows<HealthRow>(
        db,
        sql`SELECT f.id, f.name, f.status, f.opening_hours,
              (SELECT count(*) FROM farm_products p WHERE p.farm_id = f.id)::int AS products,
              (SELECT count(*) FROM farm_products p WHERE p.farm_id = f.id AND p.available)::int AS available,
              (SELECT max(p.updated_at) FROM farm_products p WHERE p.farm_id = f.id) AS newest,
              (SELECT count(*) FROM farm_photos ph WHERE ph.farm_id = f.id)::int AS photos,
              (SELECT count(*) FROM listing_reports r WHERE r.farm_id = f.id AND r.status = 'open')::int AS open_reports
            FROM farms f WHERE f.owner_id = ${ownerId} ORDER BY f.name`,
      ),

    /** The user's five published favorites most recently updated. */
    favoriteUpdates: (userId: string) =>
      jsonRows<Parameters<typeof presentSummary>[0]>(
        db,
        sql`SELECT ${SUMMARY_COLUMNS}, NULL::float8 AS chord FROM favorites fv JOIN farms f ON f.id = fv.farm_id
            WHERE fv.user_id = ${userId}::uuid AND f.status = 'published' ORDER BY f.updated_at DESC LIMIT ${lit(5)}`,
        sql`t.updated_at DESC`,
      ),
  };
}
