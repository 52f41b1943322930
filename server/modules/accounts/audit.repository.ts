import { and, desc, ilike, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferSelect;

/** The audit log's rows: one insert per admin action, and the admin screen's keyset-paged read. */
export function auditRepository(db: DbOrTx) {
  return {
    async insert(values: typeof auditLog.$inferInsert) {
      await db.insert(auditLog).values(values);
    },

    /** Newest first, before the id `before`, whose action starts with `action`, whose summary or actor email is like `pattern`. */
    page({ before, action, pattern, limit }: { before?: number; action?: string; pattern: string | null; limit: number }): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(
          and(
            before !== undefined ? lt(auditLog.id, before) : undefined,
            action ? sql`${auditLog.action} LIKE ${`${action}%`}` : undefined,
            pattern ? or(ilike(auditLog.summary, pattern), ilike(auditLog.actorEmail, pattern)) : undefined,
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },
  };
}
