import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction: code that must commit with its caller's work takes either. */
export type DbOrTx = Db | Tx;

// PostgreSQL `bigint` and `numeric` come back as strings by default; our counts and ids fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export function createDb(url: string, max = 10, { connectTimeoutMs = 5_000 } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: connectTimeoutMs });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return drizzle(pool, { schema }) as Db;
}
