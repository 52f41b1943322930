import { and, eq, inArray } from 'drizzle-orm';
import { userAchievements } from '../../db/schema/index.js';
import type { DbOrTx } from '../farms/sql.js';

export function achievementsRepository(db: DbOrTx) {
  return {
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
