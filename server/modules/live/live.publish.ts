import type { DbOrTx } from '../../db/client.js';
import { liveRepository } from './live.repository.js';

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
export const cleanUpLiveEvents = (db: DbOrTx) => liveRepository(db).deleteOlderThanADay();

export async function publishLive(db: DbOrTx, userId: string, kind: LiveKind, data: object): Promise<number> {
  const repo = liveRepository(db);
  const id = await repo.insert(userId, kind, JSON.stringify(data));
  const full = JSON.stringify({ u: userId, i: id, k: kind, d: data });
  const payload = Buffer.byteLength(full) <= INLINE_MAX ? full : JSON.stringify({ u: userId, i: id, k: kind });
  await repo.notify(LIVE_CHANNEL, payload);
  return id;
}
