import type pg from 'pg';

/** The server's major version (15, 18…): which pg_dump can read it. */
export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>(`SELECT current_setting('server_version_num') AS v`);
  return Math.floor(Number(rows[0].v) / 10_000);
}

/** Tables in the public schema: a restore goes into a database that has none. */
export async function publicTableCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
  return rows[0].n;
}

/**
 * An online copy of a running server's files (PostgreSQL's low-level backup API): between the start and the stop,
 * the data directory may be copied while the server writes; the label returned at the stop tells a server started on
 * the copy where to begin replaying the WAL copied after it. Both calls must run on the same connection.
 */
export async function backupStart(client: pg.Client) {
  await client.query(`SELECT pg_backup_start(label => 'farm-stand-finder', fast => true)`);
}
export async function backupStop(client: pg.Client): Promise<{ labelFile: string; spcmapFile: string }> {
  const { rows } = await client.query<{ labelfile: string; spcmapfile: string }>(`SELECT labelfile, spcmapfile FROM pg_backup_stop(wait_for_archive => false)`);
  return { labelFile: rows[0].labelfile, spcmapFile: rows[0].spcmapfile ?? '' };
}

/** Row counts of the tables a restore is checked by. */
export async function tableCounts(client: pg.Client, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of tables) {
    if (!/^[a-z_]+$/.test(t)) throw new Error(`Not a table name: ${t}`);
    counts[t] = Number((await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n);
  }
  return counts;
}
