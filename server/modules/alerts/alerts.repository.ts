import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { EARTH_RADIUS_KM } from '../../lib/geo/distance.js';
import { arr, lit, rows } from '../farms/sql.js';
import { chordOf, earthPoint } from '../farms/search/earth.js';

export interface AlertRow {
  id: number;
  user_id: string;
  product: string;
  lat: number;
  lng: number;
  place_label: string;
  radius: number;
  unit: 'mi' | 'km';
  wants: 'available' | 'good-picking';
  heads_up: boolean;
  created_at: string;
  expires_at: string;
}

export interface NewAlert {
  userId: string;
  product: string;
  query: string;
  lat: number;
  lng: number;
  placeLabel: string;
  radius: number;
  unit: 'mi' | 'km';
  wants: 'available' | 'good-picking';
  headsUp: boolean;
  radiusM: number;
  token: string;
  months: number;
}

/** An alert whose circle holds the listing and whose word matches one of the products just made available. */
export interface MatchRow {
  id: number;
  user_id: string;
  unit: 'mi' | 'km';
  place_label: string;
  unsubscribe_token: string;
  chord: number;
  product: string;
  heads_up: boolean;
  /** The alert's word and circle: where a heads-up alert's crop has its usual season (decisions 068, 078). */
  query: string;
  lat: number;
  lng: number;
  radius_m: number;
}

export type NoticeKind = 'heads-up' | 'first-available';

/** A heads-up alert as the pre-season job reads it (decision 068). */
export interface HeadsUpAlertRow {
  id: number;
  user_id: string;
  product: string;
  query: string;
  lat: number;
  lng: number;
  radius: number;
  radius_m: number;
  unit: 'mi' | 'km';
  place_label: string;
  unsubscribe_token: string;
  home_lat: number | null;
  home_lng: number | null;
  /** "season:kind" of every notice already sent. */
  told: string[];
}

const COLUMNS = sql.raw('id, user_id, product, lat, lng, place_label, radius, unit, wants, heads_up, created_at, expires_at');
/** The chord (what `<->` on fsf_earth measures) of a great-circle distance in metres, in SQL (see earth.ts). */
const R = EARTH_RADIUS_KM * 1000;
const chordSql = (metres: ReturnType<typeof sql>) => sql`(2 * ${sql.raw(String(R))} * sin(least(${metres} / ${sql.raw(String(2 * R))}, pi() / 2)))`;

/** What the alert job needs of a listing to word its news and tell whether it is open. */
export interface AlertFarmFacts {
  id: number;
  name: string;
  lat: number;
  lng: number;
  time_zone: string;
  opening_hours: string | null;
  country: string;
  region: string;
}

export function alertsRepository(db: DbOrTx) {
  return {
    async publishedFarm(farmId: number): Promise<AlertFarmFacts | undefined> {
      const [farm] = await rows<AlertFarmFacts>(
        db,
        sql`SELECT id, name, lat, lng, time_zone, opening_hours, country, region FROM farms WHERE id = ${farmId} AND status = 'published'`,
      );
      return farm;
    },

    /** The names of those of `productIds` the listing still has available. */
    async availableProductNames(farmId: number, productIds: string[]): Promise<string[]> {
      const names = await rows<{ name: string }>(
        db,
        sql`SELECT name FROM farm_products WHERE farm_id = ${farmId} AND id = ANY(${sql.param(productIds)}::uuid[]) AND available`,
      );
      return names.map((n) => n.name);
    },

    /** The names of those of `productIds` whose current picking at the listing is good or excellent (decision 062). */
    async goodPickingNames(farmId: number, productIds: string[]): Promise<string[]> {
      const names = await rows<{ name: string }>(
        db,
        sql`SELECT fp.name FROM fsf_picking_current(${farmId}, now()) p JOIN farm_products fp ON fp.id = p.product_id
             WHERE p.product_id = ANY(${sql.param(productIds)}::uuid[]) AND p.condition IN ('excellent', 'good')`,
      );
      return names.map((n) => n.name);
    },

    /** Serializes a user's alert changes until the transaction ends, so two quick creates cannot both slip under the limit. */
    async lockUser(userId: string) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('product_alerts'), hashtext(${userId}))`);
    },

    list: (userId: string) => rows<AlertRow>(db, sql`SELECT ${COLUMNS} FROM product_alerts WHERE user_id = ${userId} ORDER BY id DESC`),

    async count(userId: string): Promise<number> {
      const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM product_alerts WHERE user_id = ${userId}`);
      return row.n;
    },

    async insert(a: NewAlert): Promise<AlertRow> {
      const [row] = await rows<AlertRow>(
        db,
        sql`INSERT INTO product_alerts (user_id, product, query, lat, lng, place_label, radius, unit, wants, heads_up, radius_m, expires_at, unsubscribe_token)
            VALUES (${a.userId}, ${a.product}, ${a.query}, ${a.lat}, ${a.lng}, ${a.placeLabel}, ${a.radius}, ${a.unit}, ${a.wants}, ${a.headsUp}, ${a.radiusM},
                    now() + make_interval(months => ${lit(a.months)}), ${a.token})
            RETURNING ${COLUMNS}`,
      );
      return row;
    },

    async find(id: number): Promise<(AlertRow & { query: string }) | undefined> {
      const [row] = await rows<AlertRow & { query: string }>(db, sql`SELECT ${COLUMNS}, query FROM product_alerts WHERE id = ${id}`);
      return row;
    },

    /** Six more months from now, with the word's matching brought up to date with today's vocabulary. */
    async renew(id: number, query: string, months: number): Promise<AlertRow> {
      const [row] = await rows<AlertRow>(
        db,
        sql`UPDATE product_alerts SET expires_at = now() + make_interval(months => ${lit(months)}), query = ${query} WHERE id = ${id} RETURNING ${COLUMNS}`,
      );
      return row;
    },

    async remove(id: number): Promise<void> {
      await db.execute(sql`DELETE FROM product_alerts WHERE id = ${id}`);
    },

    async byToken(token: string): Promise<(AlertRow & { query: string }) | undefined> {
      const [row] = await rows<AlertRow & { query: string }>(db, sql`SELECT ${COLUMNS}, query FROM product_alerts WHERE unsubscribe_token = ${token}`);
      return row;
    },

    /**
     * The live alerts (id > after, by id) whose circle holds the point and whose word matches one of these
     * product names, the actor's own excepted. A box around the point on the alerts' GiST index, then the exact
     * distance against each alert's own radius.
     */
    matching(
      point: { lat: number; lng: number },
      names: string[],
      actorId: string | null,
      after: number,
      limit: number,
      maxRadiusM: number,
      wants: 'available' | 'good-picking' = 'available',
    ) {
      const at = sql`${earthPoint(point)}::cube`;
      return rows<MatchRow>(
        db,
        sql`WITH p AS (SELECT n AS name, to_tsvector('pg_catalog.english'::regconfig, n) AS v FROM unnest(${arr(names)}::text[]) AS n)
            SELECT a.id, a.user_id, a.unit, a.place_label, a.unsubscribe_token, a.heads_up, a.query, a.lat, a.lng, a.radius_m, fsf_earth(a.lat, a.lng) <-> ${at} AS chord,
                   (SELECT p.name FROM p WHERE p.v @@ a.query::tsquery LIMIT 1) AS product
              FROM product_alerts a
             WHERE cube_enlarge(${at}, ${chordOf(maxRadiusM)}::float8, 3) && fsf_earth(a.lat, a.lng)
               AND fsf_earth(a.lat, a.lng) <-> ${at} <= ${chordSql(sql`a.radius_m`)}
               AND a.wants = ${wants} AND a.expires_at > now() AND a.id > ${after} AND a.user_id IS DISTINCT FROM ${actorId}::uuid
               AND EXISTS (SELECT 1 FROM p WHERE p.v @@ a.query::tsquery)
             ORDER BY a.id LIMIT ${lit(limit)}`,
      );
    },

    /** Claims the day's delivery of each alert for this listing: the ids returned were not delivered yet today. */
    async claimDeliveries(alertIds: number[], farmId: number, timeZone: string): Promise<number[]> {
      if (alertIds.length === 0) return [];
      const claimed = await rows<{ alert_id: number }>(
        db,
        sql`INSERT INTO product_alert_deliveries (alert_id, farm_id, day)
            SELECT unnest(${arr(alertIds)}::bigint[]), ${farmId}, (now() AT TIME ZONE ${timeZone})::date
            ON CONFLICT DO NOTHING RETURNING alert_id`,
      );
      return claimed.map((r) => Number(r.alert_id));
    },

    /**
     * The live heads-up alerts (id > after, by id) of accounts not deleted, with the owner's saved home (their time
     * zone's best clue) and what each was told in which season ("2027:heads-up").
     */
    headsUpAlerts(after: number, limit: number, now: Date) {
      return rows<HeadsUpAlertRow>(
        db,
        sql`SELECT a.id, a.user_id, a.product, a.query, a.lat, a.lng, a.radius, a.radius_m, a.unit, a.place_label, a.unsubscribe_token,
                   u.home_lat, u.home_lng,
                   coalesce((SELECT array_agg(n.season || ':' || n.kind) FROM product_alert_season_notices n WHERE n.alert_id = a.id), '{}') AS told
              FROM product_alerts a JOIN users u ON u.id = a.user_id
             WHERE a.heads_up AND a.expires_at > ${now.toISOString()}::timestamptz AND u.deleted_at IS NULL AND a.id > ${after}
             ORDER BY a.id LIMIT ${lit(limit)}`,
      );
    },

    /** Claims an alert's notice of this kind for the season: true once per alert, season and kind (decision 068). */
    async claimNotice(alertId: number, season: number, kind: NoticeKind): Promise<boolean> {
      const claimed = await rows<{ alert_id: number }>(
        db,
        sql`INSERT INTO product_alert_season_notices (alert_id, season, kind) VALUES (${alertId}, ${season}, ${kind})
            ON CONFLICT DO NOTHING RETURNING alert_id`,
      );
      return claimed.length > 0;
    },

    async recordNotice(alertId: number, season: number, kind: NoticeKind, notificationId: number | null) {
      await db.execute(
        sql`UPDATE product_alert_season_notices SET notification_id = ${notificationId} WHERE alert_id = ${alertId} AND season = ${season} AND kind = ${kind}`,
      );
    },

    async recordNotification(alertId: number, farmId: number, timeZone: string, notificationId: number | null) {
      await db.execute(
        sql`UPDATE product_alert_deliveries SET notification_id = ${notificationId}
             WHERE alert_id = ${alertId} AND farm_id = ${farmId} AND day = (now() AT TIME ZONE ${timeZone})::date`,
      );
    },
  };
}
