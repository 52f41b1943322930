import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** The `live_events` table, and the NOTIFY that tells every process about a new row. */
export function liveRepository(db: DbOrTx) {
  return {
    async insert(userId: string, kind: string, json: string): Promise<number> {
      const { rows } = await db.execute<{ id: number }>(
        sql`INSERT INTO live_events (user_id, kind, data) VALUES (${userId}, ${kind}, ${json}::jsonb) RETURNING id`,
      );
      return Number(rows[0].id);
    },
    /** Delivered on commit only, to every listening process. */
    async notify(channel: string, payload: string) {
      await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    },
    async deleteOlderThanADay() {
      await db.execute(sql`DELETE FROM live_events WHERE created_at < now() - interval '1 day'`);
    },
  };
}
