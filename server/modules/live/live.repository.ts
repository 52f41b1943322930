import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';

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

/**
 * The hub's reads, on the pool itself (prepared by pg, no drizzle in the way of a stream's hot path): which of these
 * sessions are still alive, an event's data, and the events a reconnecting stream missed.
 */
export function liveHubRepository(db: Db) {
  return {
    async liveSessions(ids: string[], idleSeconds: number): Promise<string[]> {
      const { rows } = await db.$client.query<{ id: string }>(
        `SELECT id FROM sessions WHERE id = ANY($1) AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)`,
        [ids, idleSeconds],
      );
      return rows.map((r) => r.id);
    },

    async eventData(id: number): Promise<{ data: unknown } | undefined> {
      const { rows } = await db.$client.query<{ data: unknown }>('SELECT data FROM live_events WHERE id = $1', [id]);
      return rows[0];
    },

    async seenBy(id: number, userId: string): Promise<boolean> {
      const seen = await db.$client.query('SELECT 1 FROM live_events WHERE id = $1 AND user_id = $2', [id, userId]);
      return !!seen.rowCount;
    },

    /** Events of `userId` after `lastId`, plus those within `overlap` before it, oldest first, at most `limit`. */
    async since(userId: string, lastId: number, overlap: string, limit: number): Promise<{ id: number; kind: string; data: unknown }[]> {
      const { rows } = await db.$client.query<{ id: number; kind: string; data: unknown }>(
        `SELECT id, kind, data FROM live_events
          WHERE user_id = $1 AND (id > $2 OR created_at >= (SELECT created_at - interval '${overlap}' FROM live_events WHERE id = $2))
          ORDER BY id LIMIT ${limit}`,
        [userId, lastId],
      );
      return rows;
    },
  };
}
