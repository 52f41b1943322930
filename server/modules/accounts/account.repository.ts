import { and, eq, sql } from 'drizzle-orm';
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

    /** Every row of `table` whose `column` (a reference to users.id) is the user's. Names come from the schema, never from input. */
    async linkedRows(table: string, column: string, userId: string): Promise<Record<string, unknown>[]> {
      const { rows } = await db.execute<Record<string, unknown>>(sql`SELECT * FROM ${ident(table)} WHERE ${ident(column)} = ${userId}`);
      return rows;
    },
    async eraseLinkedRows(table: string, column: string, userId: string) {
      await db.execute(sql`DELETE FROM ${ident(table)} WHERE ${ident(column)} = ${userId}`);
    },
    async unlinkLinkedRows(table: string, column: string, userId: string) {
      await db.execute(sql`UPDATE ${ident(table)} SET ${ident(column)} = NULL WHERE ${ident(column)} = ${userId}`);
    },
  };
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
