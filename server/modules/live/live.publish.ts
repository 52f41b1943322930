import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export const LIVE_CHANNEL = 'fsf_live';
/** A trigger on `sessions` NOTIFYs the id of every deleted session here (migration 0009): their live streams end. */
export const SESSION_END_CHANNEL = 'fsf_session_end';
/** NOTIFY payloads are limited to 8000 bytes; larger events are fetched by id by the listening process. */
const INLINE_MAX = 7000;

export type LiveKind = 'message' | 'read' | 'notification' | 'notifications_read' | 'conversation';

/**
 * Records a live event for `userId` and announces it with NOTIFY. Call it inside the transaction that records
 * what happened: PostgreSQL delivers the NOTIFY only on commit, to every app process, and never on rollback.
 */
/** Replay reaches back a day at most (live.hub `missedSince`); older events are history nobody reads. */
export const LIVE_CLEANUP_JOB = 'live.cleanup';
export const cleanUpLiveEvents = async (db: DbOrTx) => void (await db.execute(sql`DELETE FROM live_events WHERE created_at < now() - interval '1 day'`));

export async function publishLive(db: DbOrTx, userId: string, kind: LiveKind, data: object): Promise<number> {
  const json = JSON.stringify(data);
  const { rows } = await db.execute<{ id: number }>(
    sql`INSERT INTO live_events (user_id, kind, data) VALUES (${userId}, ${kind}, ${json}::jsonb) RETURNING id`,
  );
  const id = Number(rows[0].id);
  const full = JSON.stringify({ u: userId, i: id, k: kind, d: data });
  const payload = Buffer.byteLength(full) <= INLINE_MAX ? full : JSON.stringify({ u: userId, i: id, k: kind });
  await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`);
  return id;
}
