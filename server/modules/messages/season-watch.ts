import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enqueueFanout } from './fanout.js';
import { withValues } from '../../lib/errors.js';

export const SEASON_WATCH_JOB = 'favorites.season-watch';
/** Closed this long, then open: "open for the season" (a week's holiday is not a season). */
const SEASON_GAP = `interval '14 days'`;

/**
 * Hourly: for every followed, published listing, notes whether it is open now; one that opens after two weeks
 * or more closed (seen closed all that time, not merely unwatched) is news for its followers.
 */
export async function watchSeasonOpenings(db: Db, at = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const now = sql`${at.toISOString()}::timestamptz`;
    const gap = sql.raw(SEASON_GAP);
    // Every part reads the table as it was before this statement: `before` holds the previous sighting.
    const { rows: opened } = await tx.execute<{ farm_id: number; name: string; season: boolean }>(sql`
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
    let announced = 0;
    for (const o of opened) {
      if (!o.season) continue;
      const news = `season:${o.farm_id}:${at.toISOString().slice(0, 10)}`;
      const body = withValues('push:news.seasonBody', { farm: o.name });
      const title = withValues('push:news.seasonTitle', { farm: o.name });
      await enqueueFanout(tx, { what: 'news', farmId: Number(o.farm_id), title, body, news, after: null }, news);
      announced += 1;
    }
    return announced;
  });
}
