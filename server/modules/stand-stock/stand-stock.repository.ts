import crypto from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { farmProducts, standSignTokens, stockChanges, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../farms/sql.js';

/** 16 random bytes, base64url: 22 characters, short enough for a QR code that scans from a step away. */
const newToken = () => crypto.randomBytes(16).toString('base64url');

export function standStockRepository(db: DbOrTx) {
  return {
    async current(farmId: number) {
      const [row] = await db
        .select()
        .from(standSignTokens)
        .where(and(eq(standSignTokens.farmId, farmId), isNull(standSignTokens.retiredAt)));
      return row;
    },
    /** The listing's current sign token, made on first use. */
    async currentOrCreate(farmId: number) {
      const [made] = await db.insert(standSignTokens).values({ farmId, token: newToken() }).onConflictDoNothing().returning();
      return made ?? (await this.current(farmId))!;
    },
    /** Retires the current token and makes a new one: signs printed before stop working. */
    async rotate(farmId: number) {
      await db
        .update(standSignTokens)
        .set({ retiredAt: sql`now()` })
        .where(and(eq(standSignTokens.farmId, farmId), isNull(standSignTokens.retiredAt)));
      const [row] = await db.insert(standSignTokens).values({ farmId, token: newToken() }).returning();
      return row;
    },
    async byToken(token: string) {
      const [row] = await db.select().from(standSignTokens).where(eq(standSignTokens.token, token));
      return row;
    },
    async products(farmId: number) {
      return db.select().from(farmProducts).where(eq(farmProducts.farmId, farmId)).orderBy(asc(farmProducts.position), asc(farmProducts.name));
    },
    /** Newest first; an offset is enough for a farmer reading back a page at a time. */
    async history(farmId: number, offset: number, limit: number) {
      return db
        .select({ change: stockChanges, by: users.firstName })
        .from(stockChanges)
        .leftJoin(users, eq(users.id, stockChanges.userId))
        .where(eq(stockChanges.farmId, farmId))
        .orderBy(desc(stockChanges.createdAt), desc(stockChanges.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
