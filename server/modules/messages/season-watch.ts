import type { Db } from '../../db/client.js';
import { enqueueFanout } from './fanout.js';
import { sightOpenFollowedListings } from './followers.repository.js';
import { withValues } from '../../lib/errors.js';

export const SEASON_WATCH_JOB = 'favorites.season-watch';
/** Closed this long, then open: "open for the season" (a week's holiday is not a season). */
const SEASON_GAP_DAYS = 14;

/**
 * Hourly: for every followed, published listing, notes whether it is open now; one that opens after two weeks
 * or more closed (seen closed all that time, not merely unwatched) is news for its followers.
 */
export async function watchSeasonOpenings(db: Db, at = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const opened = await sightOpenFollowedListings(tx, at, SEASON_GAP_DAYS);
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
