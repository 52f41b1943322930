import { HttpError } from '../lib/errors.js';
import type { Db } from './client.js';
import { primaryWalLsn, standbyReplayLsn } from './replica.repository.js';

/** `up`: reads go to it; `lagging`: further behind than the allowed lag; `down`: it did not answer. */
export type ReplicaState = 'up' | 'lagging' | 'down';

export interface ReplicaStatus {
  state: ReplicaState;
  /** Bytes of the primary's WAL the standby has not replayed, at the last check. */
  lagBytes: number | null;
  /** How long ago the primary wrote the oldest WAL the standby has not replayed (0 when caught up). */
  lagSeconds: number | null;
  checkedAt: Date | null;
}

export interface ReadRouter {
  primary: Db;
  /** The replica of DATABASE_READ_URL, or null. */
  replica: Db | null;
  /** The replica as last checked; null without one. */
  status(): ReplicaStatus | null;
  /**
   * Where a read goes: the replica when it answers, is not lagging, and has replayed `after` (the reader's own last
   * write, read-your-writes: decision 056); the primary otherwise.
   */
  pick(after?: string | null): Promise<Db>;
  /** A read on pick(after), run once more on the primary if the replica fails it (stopped, cut off, a recovery conflict). */
  read<T>(after: string | null | undefined, run: (db: Db) => Promise<T>): Promise<T>;
  /** The primary's WAL position now: written on a session's reads after a write. */
  writePosition(): Promise<string>;
  /** One service per database, made once: `const search = reads.each(searchService); search(db).searchJson(q)`. */
  each<T>(make: (db: Db) => T): (db: Db) => T;
  close(): void;
}

export interface ReadRouterOptions {
  /** A replica further behind than this is not read (decision 056). */
  maxLagMs?: number;
  checkEveryMs?: number;
}

/** A WAL position ('16/B374D848') as a number of bytes. */
export function lsnBytes(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

const PAGE = 8192n;
const SEGMENT = 16n * 1024n * 1024n;
/**
 * The end of the last record before an insert position. pg_current_wal_insert_lsn() points past the header of a new
 * WAL page when the last record filled the one before (24 bytes, 40 at a segment's start), while the standby's replay
 * position is where that record ended: without this, a write that ended a page would wait for the next record.
 */
function recordEnd(lsn: bigint): bigint {
  if (lsn % SEGMENT === 40n) return lsn - 40n;
  if (lsn % PAGE === 24n) return lsn - 24n;
  return lsn;
}

export function createReadRouter(primary: Db, replica: Db | null, { maxLagMs = 5_000, checkEveryMs = 1_000 }: ReadRouterOptions = {}): ReadRouter {
  const status: ReplicaStatus = { state: 'up', lagBytes: null, lagSeconds: null, checkedAt: null };
  /** The primary's WAL position at each check the standby had not yet replayed: its lag in time, not only in bytes. */
  let heads: Array<{ at: number; lsn: bigint }> = [];
  let replayed: bigint | null = null;
  let checking: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const withTimeout = <T>(p: Promise<T>, ms: number) =>
    Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('replica check timed out')), ms).unref())]);

  async function check(): Promise<void> {
    if (!replica) return;
    try {
      const [replay, head] = await withTimeout(Promise.all([standbyReplayLsn(replica), primaryWalLsn(primary)]), Math.max(1_000, checkEveryMs));
      if (replay === null) throw new Error('DATABASE_READ_URL is not a standby');
      const now = Date.now();
      replayed = lsnBytes(replay);
      heads.push({ at: now, lsn: recordEnd(lsnBytes(head)) });
      const behind = heads.filter((h) => h.lsn > replayed!);
      heads = behind.slice(-600);
      status.lagBytes = Math.max(0, Number(heads.at(-1)?.lsn ?? replayed) - Number(replayed));
      status.lagSeconds = behind.length ? (now - behind[0].at) / 1000 : 0;
      status.state = status.lagSeconds * 1000 > maxLagMs ? 'lagging' : 'up';
    } catch {
      status.state = 'down';
      replayed = null;
    }
    status.checkedAt = new Date();
  }
  const checkNow = () => (checking ??= check().finally(() => (checking = null)));

  if (replica) {
    void checkNow();
    timer = setInterval(() => void checkNow(), checkEveryMs);
    timer.unref();
  }

  async function pick(after?: string | null): Promise<Db> {
    if (!replica || status.state !== 'up') return primary;
    if (!after) return replica;
    const wanted = recordEnd(lsnBytes(after));
    if (replayed !== null && replayed >= wanted) return replica;
    // The last check is older than the write: ask the standby itself.
    try {
      const replay = await standbyReplayLsn(replica);
      if (replay !== null && lsnBytes(replay) >= wanted) return replica;
    } catch {
      void checkNow();
    }
    return primary;
  }

  return {
    primary,
    replica,
    status: () => (replica ? { ...status } : null),
    pick,
    async read(after, run) {
      const db = await pick(after);
      if (db === primary) return run(primary);
      try {
        return await run(db);
      } catch (err) {
        if (err instanceof HttpError) throw err; // the request's own fault: the primary would say the same
        void checkNow();
        return run(primary);
      }
    },
    writePosition: () => primaryWalLsn(primary),
    each(make) {
      const made = new Map<Db, ReturnType<typeof make>>();
      return (db) => {
        if (!made.has(db)) made.set(db, make(db));
        return made.get(db)!;
      };
    },
    close: () => clearInterval(timer),
  };
}
