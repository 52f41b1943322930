import { and, eq, inArray, sql } from 'drizzle-orm';
import { userAchievements, users, type UserRow } from '../../db/schema/index.js';
import { rows, type DbOrTx } from '../farms/sql.js';
import type { Metric } from './definitions.js';

export function achievementsRepository(db: DbOrTx) {
  return {
    /** What decides a user's badges and the language they are told in. */
    async user(userId: string): Promise<Pick<UserRow, 'userType' | 'language'> | undefined> {
      const [user] = await db.select({ userType: users.userType, language: users.language }).from(users).where(eq(users.id, userId));
      return user;
    },
    async earned(userId: string) {
      return db.select().from(userAchievements).where(eq(userAchievements.userId, userId));
    },
    /** Records badges as earned; answers only those that were not already (earned once, whoever races). */
    async award(userId: string, codes: string[]) {
      if (!codes.length) return [];
      return db
        .insert(userAchievements)
        .values(codes.map((code) => ({ userId, code })))
        .onConflictDoNothing()
        .returning();
    },
    async forget(userId: string, codes: string[]) {
      await db.delete(userAchievements).where(and(eq(userAchievements.userId, userId), inArray(userAchievements.code, codes)));
    },
  };
}

/** A 5-star average, as shown rounded to one decimal. */
export const FIVE_STAR_MIN = 4.95;

/**
 * Every metric of one user, counted from scratch from the tables that record what they did: visits,
 * reviews, favorites, trips, and (for a farmer) their listings' followers, ratings and replies.
 * Seasons are meteorological, by the listing's hemisphere (December is summer south of the equator).
 */
export async function metricsOf(db: DbOrTx, userId: string): Promise<Record<Metric, number>> {
  const [row] = await rows<Record<Metric, number>>(
    db,
    sql`SELECT
      (SELECT count(*) FROM visits WHERE user_id = ${userId})::int AS "visits",
      (SELECT count(DISTINCT farm_id) FROM visits WHERE user_id = ${userId})::int AS "standsVisited",
      (SELECT count(*) FROM reviews WHERE user_id = ${userId})::int AS "reviews",
      (SELECT count(*) FROM trips WHERE user_id = ${userId})::int AS "trips",
      (SELECT count(*) FROM trips t WHERE t.user_id = ${userId} AND (
         SELECT count(*) FROM trip_stops s JOIN visits v ON v.farm_id = s.farm_id AND v.user_id = t.user_id AND v.local_date = t.date
         WHERE s.trip_id = t.id) >= 3)::int AS "loopsCompleted",
      (SELECT count(DISTINCT ((extract(month FROM v.local_date)::int + CASE WHEN f.lat < 0 THEN 6 ELSE 0 END) % 12) / 3)
         FROM visits v JOIN farms f ON f.id = v.farm_id WHERE v.user_id = ${userId})::int AS "seasons",
      (SELECT count(*) FROM favorites WHERE user_id = ${userId})::int AS "favorites",
      (SELECT count(*) FROM farms WHERE owner_id = ${userId} AND status = 'published')::int AS "publishedListings",
      (SELECT count(DISTINCT fv.user_id) FROM favorites fv JOIN farms f ON f.id = fv.farm_id
         WHERE f.owner_id = ${userId} AND fv.user_id <> ${userId})::int AS "followers",
      (SELECT count(*) FROM farms WHERE owner_id = ${userId} AND rating_count >= 5 AND rating_avg >= ${FIVE_STAR_MIN})::int AS "fiveStarListings",
      (SELECT count(*) FROM reviews r JOIN farms f ON f.id = r.farm_id WHERE f.owner_id = ${userId} AND r.reply IS NOT NULL)::int AS "replies"`,
  );
  return row;
}
