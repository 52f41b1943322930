import type { Db } from './client.js';

/** Where the primary's WAL is: what a standby must have replayed to show everything committed so far. */
export async function primaryWalLsn(db: Db): Promise<string> {
  const { rows } = await db.$client.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
  return rows[0].lsn;
}

/** What a standby has replayed, or null when the server is not a standby (then it is not a replica of anything). */
export async function standbyReplayLsn(db: Db): Promise<string | null> {
  const { rows } = await db.$client.query<{ lsn: string | null; standby: boolean }>(
    'SELECT pg_last_wal_replay_lsn()::text AS lsn, pg_is_in_recovery() AS standby',
  );
  return rows[0].standby ? rows[0].lsn : null;
}
