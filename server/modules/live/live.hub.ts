import pg from 'pg';
import type { Db } from '../../db/client.js';
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
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let cleanupTimer: NodeJS.Timeout | undefined;
  let failures = 0;

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

  function connect(): Promise<void> {
    if (closed) return Promise.resolve();
    connecting ??= (async () => {
      const c = new pg.Client({ ...(db.$client.options as pg.ClientConfig), keepAlive: true });
      c.on('notification', (n) => {
        if (n.channel === LIVE_CHANNEL && n.payload) deliver(n.payload).catch((err) => log('live event delivery failed', err));
      });
      c.on('error', (err) => {
        log('live listener lost its connection', err);
        if (client === c) reconnectLater();
      });
      c.on('end', () => {
        if (client === c) reconnectLater();
      });
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
      const wasDown = failures > 0;
      client = c;
      failures = 0;
      // Whatever was published while this process was not listening never reached its clients.
      if (wasDown) for (const set of subscribers.values()) for (const s of set) s.resync();
    })()
      .catch((err) => {
        log('live listener could not connect', err);
        reconnectLater();
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  function reconnectLater() {
    const old = client;
    client = null;
    old?.end().catch(() => {});
    if (closed || retryTimer) return;
    failures += 1;
    const delay = Math.min(30_000, 250 * 2 ** Math.min(failures, 7));
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  function startCleanup() {
    if (cleanupTimer) return;
    const run = () => db.$client.query(`DELETE FROM live_events WHERE created_at < now() - interval '1 day'`).catch((err) => log('live events clean-up failed', err));
    cleanupTimer = setInterval(run, 3600_000);
    cleanupTimer.unref();
  }

  return {
    /** Starts listening (once per process) and registers the stream. Returns the unsubscribe function. */
    async subscribe(sub: LiveSubscriber): Promise<() => void> {
      if (!client) await connect();
      startCleanup();
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

    get listening() {
      return client !== null;
    },

    /** Ends every open stream here, so a graceful shutdown does not wait on them. */
    endStreams() {
      for (const set of subscribers.values()) for (const s of set) s.end();
      subscribers.clear();
    },

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(cleanupTimer);
      subscribers.clear();
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
