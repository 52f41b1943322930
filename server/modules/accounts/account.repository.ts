import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { farms } from '../../db/schema/index.js';

/** What an account owns, for its export and its deletion. */
export function accountRepository(db: DbOrTx) {
  return {
    /** The ids of the user's listings; with `status`, only those in it. */
    async ownedFarmIds(userId: string, status?: 'published'): Promise<number[]> {
      const rows = await db
        .select({ id: farms.id })
        .from(farms)
        .where(and(eq(farms.ownerId, userId), status ? eq(farms.status, status) : undefined));
      return rows.map((f) => f.id);
    },
  };
}
