import type { Db } from '../../db/client.js';
import { listen, type Listener } from '../../lib/pg-listen.js';
import { LIVE_CHANNEL } from './live.publish.js';

export interface LiveEvent {
  id: number;
  kind: string;
  data: unknown;
}

export interface LiveSubscriber {
  userId: string;
  send(event: LiveEvent): void;
  /** The process lost its LISTEN connection for a while: the client must fetch what it shows again. */
  resync(): void;
  /** Ends the stream (the process is shutting down; the client reconnects to another one). */
  end(): void;
}

/** How far back a reconnecting client is replayed before the last event it saw: covers transactions that
 * committed out of id order while it was away (the client ignores ids it has). */
const REPLAY_OVERLAP = '30 seconds';
const REPLAY_MAX = 500;

/**
 * One LISTEN connection per process, fanning NOTIFYs out to the server-sent-event streams open here.
 * Every process listens, so an event published through any of them reaches every open tab.
 */
export function createLiveHub(db: Db, log: (msg: string, err?: unknown) => void = () => {}) {
  const subscribers = new Map<string, Set<LiveSubscriber>>();
  let listener: Listener | undefined;

  async function deliver(raw: string) {
    const msg = JSON.parse(raw) as { u: string; i: number; k: string; d?: unknown };
    const subs = subscribers.get(msg.u);
    if (!subs?.size) return;
    let data = msg.d;
    if (data === undefined) {
      const { rows } = await db.$client.query<{ data: unknown }>('SELECT data FROM live_events WHERE id = $1', [msg.i]);
      if (!rows[0]) return;
      data = rows[0].data;
    }
    for (const s of subs) s.send({ id: msg.i, kind: msg.k, data });
  }

  function start() {
    listener = listen(db.$client, [LIVE_CHANNEL], (_channel, payload) => void deliver(payload).catch((err) => log('live event delivery failed', err)), {
      // Whatever was published while this process was not listening never reached its clients.
      onReconnect: () => subscribers.forEach((set) => set.forEach((s) => s.resync())),
    });
    return listener.ready; // old events are deleted by the recurring job in live.publish (LIVE_CLEANUP_JOB)
  }

  return {
    /** Starts listening (once per process) and registers the stream. Returns the unsubscribe function. */
    async subscribe(sub: LiveSubscriber): Promise<() => void> {
      await (listener?.ready ?? start());
      let set = subscribers.get(sub.userId);
      if (!set) subscribers.set(sub.userId, (set = new Set()));
      set.add(sub);
      return () => {
        set.delete(sub);
        if (!set.size) subscribers.delete(sub.userId);
      };
    },

    /** Events after `lastId` (plus the overlap), oldest first; null when too many were missed to replay. */
    async missedSince(userId: string, lastId: number): Promise<LiveEvent[] | null> {
      // The last event seen was cleaned up (a day away): what followed may be gone too.
      const seen = await db.$client.query('SELECT 1 FROM live_events WHERE id = $1 AND user_id = $2', [lastId, userId]);
      if (!seen.rowCount) return null;
      const { rows } = await db.$client.query<LiveEvent>(
        `SELECT id, kind, data FROM live_events
          WHERE user_id = $1 AND (id > $2 OR created_at >= (SELECT created_at - interval '${REPLAY_OVERLAP}' FROM live_events WHERE id = $2))
          ORDER BY id LIMIT ${REPLAY_MAX + 1}`,
        [userId, lastId],
      );
      return rows.length > REPLAY_MAX ? null : rows.map((r) => ({ ...r, id: Number(r.id) }));
    },

    /** Ends every open stream here, so a graceful shutdown does not wait on them. */
    endStreams() {
      for (const set of subscribers.values()) for (const s of set) s.end();
      subscribers.clear();
    },

    async close() {
      subscribers.clear();
      await listener?.close();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
