import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs, twoFactor } from '../../db/schema/index.js';

/** Everything sealed with the secret box that lives in the database: two-step secrets and queued email bodies. */
export function sealedValuesRepository(db: Db) {
  return {
    async twoFactorSecrets() {
      return db.select({ userId: twoFactor.userId, sealed: twoFactor.secret }).from(twoFactor);
    },
    async resealTwoFactor(userId: string, from: string, to: string) {
      // Only if it is still what was read: a setup made meanwhile is already under the new key.
      const rows = await db
        .update(twoFactor)
        .set({ secret: to })
        .where(and(eq(twoFactor.userId, userId), eq(twoFactor.secret, from)))
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },
    async queuedEmailBodies() {
      return db
        .select({ id: jobs.id, sealed: sql<string>`${jobs.payload}->>'sealed'` })
        .from(jobs)
        .where(sql`${jobs.payload} ? 'sealed' AND ${jobs.status} IN ('queued', 'running', 'dead')`);
    },
    async resealEmail(id: number, from: string, to: string) {
      const rows = await db
        .update(jobs)
        .set({ payload: sql`jsonb_set(${jobs.payload}, '{sealed}', to_jsonb(${to}::text))` })
        .where(and(eq(jobs.id, id), sql`${jobs.payload}->>'sealed' = ${from}`))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
  };
}
