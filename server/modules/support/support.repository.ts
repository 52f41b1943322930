import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { supportMessages } from '../../db/schema/index.js';
import { likePattern, orderBy } from '../../lib/admin-paging.js';

export type SupportRow = typeof supportMessages.$inferSelect;

export function supportRepository(db: DbOrTx) {
  return {
    async insert(values: typeof supportMessages.$inferInsert): Promise<SupportRow> {
      const [row] = await db.insert(supportMessages).values(values).returning();
      return row;
    },
    async list(f: { q?: string; status: 'open' | 'closed' | 'all' }, dir: 'asc' | 'desc', limit: number, offset: number) {
      const q = f.q ? likePattern(f.q) : null;
      const where = and(
        q ? or(ilike(supportMessages.name, q), ilike(supportMessages.email, q), ilike(supportMessages.message, q)) : undefined,
        f.status === 'all' ? undefined : eq(supportMessages.status, f.status),
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(supportMessages)
          .where(where)
          .orderBy(...orderBy(supportMessages.createdAt, dir, supportMessages.id))
          .limit(limit + 1)
          .offset(offset),
        db.select({ total: count() }).from(supportMessages).where(where),
      ]);
      return { rows, total };
    },
    async setStatus(id: string, status: SupportRow['status']): Promise<SupportRow | undefined> {
      const [row] = await db.update(supportMessages).set({ status }).where(eq(supportMessages.id, id)).returning();
      return row;
    },
  };
}
