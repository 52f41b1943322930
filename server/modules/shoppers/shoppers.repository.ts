import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopperPreferences } from '../../db/schema/index.js';

export function shoppersRepository(db: Db) {
  return {
    async paysWith(userId: string): Promise<string[]> {
      const [row] = await db.select({ paysWith: shopperPreferences.paysWith }).from(shopperPreferences).where(eq(shopperPreferences.userId, userId));
      return row?.paysWith ?? [];
    },
    async setPaysWith(userId: string, paysWith: string[]): Promise<void> {
      await db
        .insert(shopperPreferences)
        .values({ userId, paysWith })
        .onConflictDoUpdate({ target: shopperPreferences.userId, set: { paysWith, updatedAt: sql`now()` } });
    },
  };
}
