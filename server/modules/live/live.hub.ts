import type { Db } from '../../db/client.js';
import { tooManyRequests, withValues } from '../../lib/errors.js';
import { listen, type Listener } from '../../lib/pg-listen.js';
import { SESSION_IDLE_MS } from '../auth/session.js';
import { LIVE_CHANNEL, SESSION_END_CHANNEL } from './live.publish.js';
import { liveHubRepository } from './live.repository.js';
import { msg } from '@common/i18n/keys.js';

export interface LiveEvent {
  id: number;
  kind: string;
  data: unknown;
}

export interface LiveSubscriber {
  userId: string;
  /** The session the stream was opened with: when it ends (sign out everywhere, password, suspension…) so does the stream. */
  sessionId: string;
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
/** A person's tabs and devices: more than this from one account, in one process, is not a person. */
export const MAX_STREAMS_PER_USER = 10;
/** How often the streams' sessions are checked in one query (expired or idle ones end; a missed NOTIFY is caught). */
const SESSION_SWEEP_MS = 60_000;

/**
 * One LISTEN connection per process, fanning NOTIFYs out to the server-sent-event streams open here.
 * Every process listens, so an event published through any of them reaches every open tab.
 */
export function createLiveHub(db: Db, { maxStreams = 5_000, log = () => {} }: { maxStreams?: number; log?: (msg: string, err?: unknown) => void } = {}) {
  const subscribers = new Map<string, Set<LiveSubscriber>>();
  let open = 0;
  const store = liveHubRepository(db);
  let listener: Listener | undefined;
  let sweeper: NodeJS.Timeout | undefined;

  const all = () => [...subscribers.values()].flatMap((set) => [...set]);
  const endWhere = (test: (s: LiveSubscriber) => boolean) =>
    all()
      .filter(test)
      .forEach((s) => s.end());

  /** Ends the streams whose session no longer exists, has expired, or has been idle too long. */
  async function sweep() {
    const ids = [...new Set(all().map((s) => s.sessionId))];
    if (!ids.length) return;
    const live = new Set(await store.liveSessions(ids, SESSION_IDLE_MS / 1000));
    endWhere((s) => !live.has(s.sessionId));
  }

  async function deliver(raw: string) {
    const msg = JSON.parse(raw) as { u: string; i: number; k: string; d?: unknown };
    const subs = subscribers.get(msg.u);
    if (!subs?.size) return;
    let data = msg.d;
    if (data === undefined) {
      const row = await store.eventData(msg.i);
      if (!row) return;
      data = row.data;
    }
    for (const s of subs) s.send({ id: msg.i, kind: msg.k, data });
  }

  function onNotify(channel: string, payload: string) {
    // A session row was deleted (a trigger announces every one, from any process): its streams end now.
    if (channel === SESSION_END_CHANNEL) return endWhere((s) => s.sessionId === payload);
    void deliver(payload).catch((err) => log('live event delivery failed', err));
  }

  function start() {
    listener = listen(db.$client, [LIVE_CHANNEL, SESSION_END_CHANNEL], onNotify, {
      // Whatever was published while this process was not listening never reached its clients.
      onReconnect: () => {
        subscribers.forEach((set) => set.forEach((s) => s.resync()));
        void sweep().catch((err) => log('live session sweep failed', err));
      },
    });
    sweeper = setInterval(() => void sweep().catch((err) => log('live session sweep failed', err)), SESSION_SWEEP_MS);
    sweeper.unref();
    return listener.ready; // old events are deleted by the recurring job in live.publish (LIVE_CLEANUP_JOB)
  }

  return {
    /**
     * Starts listening (once per process) and registers the stream; a 429 past the per-user or per-process cap.
     * Returns the unsubscribe function.
     */
    async subscribe(sub: LiveSubscriber): Promise<() => void> {
      if ((subscribers.get(sub.userId)?.size ?? 0) >= MAX_STREAMS_PER_USER) {
        throw tooManyRequests(60, withValues('errors:live.tooManyStreams', { max: MAX_STREAMS_PER_USER }));
      }
      if (open >= maxStreams) throw tooManyRequests(30, msg('errors:live.busy'));
      open++;
      try {
        await (listener?.ready ?? start());
      } catch (err) {
        open--;
        throw err;
      }
      let set = subscribers.get(sub.userId);
      if (!set) subscribers.set(sub.userId, (set = new Set()));
      set.add(sub);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        open--;
        set.delete(sub);
        if (!set.size) subscribers.delete(sub.userId);
      };
    },

    /** Events after `lastId` (plus the overlap), oldest first; null when too many were missed to replay. */
    async missedSince(userId: string, lastId: number): Promise<LiveEvent[] | null> {
      // The last event seen was cleaned up (a day away): what followed may be gone too.
      if (!(await store.seenBy(lastId, userId))) return null;
      const rows = await store.since(userId, lastId, REPLAY_OVERLAP, REPLAY_MAX + 1);
      return rows.length > REPLAY_MAX ? null : rows.map((r) => ({ ...r, id: Number(r.id) }));
    },

    /** Streams open on this process now (the live_streams_open metric). */
    openStreams: () => open,

    /** Ends every open stream here, so a graceful shutdown does not wait on them. */
    endStreams() {
      for (const set of subscribers.values()) for (const s of set) s.end();
      subscribers.clear();
      open = 0;
    },

    async close() {
      clearInterval(sweeper);
      subscribers.clear();
      open = 0;
      await listener?.close();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
