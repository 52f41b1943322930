import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.js';

export type { DbOrTx };

/** Runs a query and returns its rows, typed by the caller (the SQL's column aliases are the contract). */
export async function rows<T>(db: Pick<DbOrTx, 'execute'>, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/**
 * Rows as one JSON array (json_agg), in `order`: node-postgres then makes one JSON.parse instead of parsing
 * every column of every row (arrays and timestamps are slow to parse). Halved the Node CPU of a search page.
 * Timestamps arrive as ISO strings.
 */
export async function jsonRows<T>(db: Pick<DbOrTx, 'execute'>, query: SQL, order: SQL): Promise<T[]> {
  const [row] = await rows<{ rows: T[] }>(db, sql`SELECT coalesce(json_agg(t ORDER BY ${order}), '[]'::json) AS rows FROM (${query}) t`);
  return row.rows;
}

/** jsonRows() without the json_agg (see preparedRows): for a statement that must be planned each time. */
export async function orderedRows<T>(db: Pick<DbOrTx, 'execute'>, query: SQL, order: SQL): Promise<T[]> {
  return rows<T>(db, sql`SELECT * FROM (${query}) t ORDER BY ${order}`);
}

const dialect = new PgDialect();

/**
 * jsonRows() as a named prepared statement (read-only queries on the pool): each connection plans a query
 * shape once, then reuses the plan, saving the ~0.5 ms of planning a search costs. Names come from the SQL
 * text, so each filter combination is its own statement; the set of shapes is small and bounded.
 */
export async function preparedJsonRows<T>(db: Db, query: SQL, order: SQL): Promise<T[]> {
  const [row] = await prepared<{ rows: T[] }>(db, sql`SELECT coalesce(json_agg(t ORDER BY ${order}), '[]'::json) AS rows FROM (${query}) t`);
  return row.rows;
}

/**
 * preparedJsonRows() without the json_agg, for a page of wide rows: the rows as node-postgres parses them
 * (timestamps as Dates, json columns parsed, arrays as arrays). json_agg converts every value of every row on its
 * own: on a search page (22 rows × 27 columns) that was about 1 ms of database CPU, twice the query itself, for
 * no saving in Node; a state-wide map view's cells, 1–3 ms (bench/history.md, round 5). The keys an open-at walk
 * reads by the thousand (searchKeys) stay on preparedJsonRows: there one JSON.parse beats parsing every column.
 */
export function preparedRows<T>(db: Db, query: SQL, order: SQL): Promise<T[]> {
  return prepared<T>(db, sql`SELECT * FROM (${query}) t ORDER BY ${order}`);
}

/** Runs `query` on the pool as a named prepared statement, named by its text. */
async function prepared<R>(db: Db, query: SQL): Promise<R[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await db.$client.query({ name: statementName(text), text, values: params as unknown[] })).rows as R[];
}

// Names by text: a SHA-1 per shape, not per request. Capped, though the shapes are few (limits are the only literals).
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `fsf_${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size < 5000) names.set(text, name);
  }
  return name;
}

/** A JS array as ONE bind parameter (drizzle otherwise expands arrays into a list of parameters). */
export const arr = (values: readonly unknown[]) => sql.param(values);

/** A trusted integer constant inlined into the SQL text (so PostgreSQL types it as a number, not text). */
export const lit = (n: number) => sql.raw(String(Math.trunc(n)));

/** Transaction-scoped advisory lock serializing every refresh of derived listing data (all processes). */
export const DERIVED_LOCK = 727_301;
