import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * The followers a listing's news reaches: who favorited it, minus who muted it, who blocked its farmer (or was
 * blocked by them), suspended accounts and the farmer.
 */
const reachable = (farmId: number, ownerId: string) => sql`
  FROM favorites fa
  JOIN users u ON u.id = fa.user_id AND u.suspended_at IS NULL
 WHERE fa.farm_id = ${farmId} AND fa.user_id <> ${ownerId}
   AND NOT EXISTS (SELECT 1 FROM listing_mutes m WHERE m.farm_id = fa.farm_id AND m.user_id = fa.user_id)
   AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE (b.blocker_id = fa.user_id AND b.blocked_id = ${ownerId}) OR (b.blocker_id = ${ownerId} AND b.blocked_id = fa.user_id))`;

/** One page of them, keyset-paged by user id so that a fan-out resumes exactly where it stopped. */
export async function reachableFollowers(db: DbOrTx, farmId: number, ownerId: string, after: string | null, limit: number): Promise<string[]> {
  const { rows } = await db.execute<{ user_id: string }>(
    sql`SELECT fa.user_id ${reachable(farmId, ownerId)} ${after ? sql`AND fa.user_id > ${after}` : sql``} ORDER BY fa.user_id LIMIT ${limit}`,
  );
  return rows.map((r) => r.user_id);
}

export async function countReachableFollowers(db: DbOrTx, farmId: number, ownerId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${reachable(farmId, ownerId)}`);
  return rows[0].n;
}

/** The owner of a published listing (null when it has none), or undefined when the listing is not published. */
export async function publishedListingOwner(db: DbOrTx, farmId: number): Promise<string | null | undefined> {
  const { rows } = await db.execute<{ owner_id: string | null }>(sql`SELECT owner_id FROM farms WHERE id = ${farmId} AND status = 'published'`);
  return rows[0]?.owner_id;
}

/** A listing's name, when it exists. */
export async function listingName(db: DbOrTx, farmId: number): Promise<string | undefined> {
  const { rows } = await db.execute<{ name: string }>(sql`SELECT name FROM farms WHERE id = ${farmId}`);
  return rows[0]?.name;
}

/** Those of `userIds` already notified of this piece of news (`data.news` of a favorite_update). */
export async function alreadyToldOf(db: DbOrTx, userIds: string[], news: string): Promise<Set<string>> {
  const { rows } = await db.execute<{ user_id: string }>(
    sql`SELECT user_id FROM notifications WHERE user_id = ANY(${sql.param(userIds)}::uuid[]) AND type = 'favorite_update' AND data->>'news' = ${news}`,
  );
  return new Set(rows.map((r) => r.user_id));
}

/**
 * Notes, for every followed and published listing open at `at`, that it was seen open, and answers those whose
 * previous sighting was `gapDays` or more ago while watched at least that long: "open for the season".
 */
export async function sightOpenFollowedListings(db: DbOrTx, at: Date, gapDays: number): Promise<{ farm_id: number; name: string; season: boolean }[]> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const gap = sql`make_interval(days => ${gapDays})`;
  // Every part reads the table as it was before this statement: `before` holds the previous sighting.
  const { rows } = await db.execute<{ farm_id: number; name: string; season: boolean }>(sql`
    WITH followed AS (
      SELECT DISTINCT fa.farm_id FROM favorites fa JOIN farms f ON f.id = fa.farm_id AND f.status = 'published'
    ), open_now AS (
      SELECT f.id AS farm_id, f.name FROM farms f JOIN followed fo ON fo.farm_id = f.id
       WHERE EXISTS (SELECT 1 FROM farm_open_intervals i WHERE i.schedule_id = f.schedule_id AND i.during @> ${now})
    ), before AS (
      SELECT w.farm_id, w.watched_since, w.last_open_at FROM listing_open_watch w JOIN open_now USING (farm_id)
    ), watched AS (
      INSERT INTO listing_open_watch (farm_id, watched_since) SELECT farm_id, ${now} FROM followed ON CONFLICT (farm_id) DO NOTHING
    ), seen AS (
      UPDATE listing_open_watch w SET last_open_at = ${now} FROM open_now o
       WHERE w.farm_id = o.farm_id AND (w.last_open_at IS NULL OR w.last_open_at < ${now})
      RETURNING w.farm_id
    )
    SELECT o.farm_id, o.name, (b.watched_since <= ${now} - ${gap} AND (b.last_open_at IS NULL OR b.last_open_at <= ${now} - ${gap})) AS season
      FROM seen JOIN before b USING (farm_id) JOIN open_now o USING (farm_id)`);
  return rows;
}
