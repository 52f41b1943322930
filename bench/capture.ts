import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** One SQL statement as node-postgres sends it: named ones are prepared once per connection, as in the app. */
export interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

/**
 * The statements the server runs for each URL, in order: each URL is asked twice through the real app
 * (inject, no socket) and the second time is recorded, so that what the app caches (spelling lookups, open
 * states) is left out as it is under load. Reads only: the pool's query() is wrapped while recording.
 */
export async function captureStatements(app: FastifyInstance, pool: pg.Pool, urls: string[]): Promise<Statement[][]> {
  let recording: Statement[] | null = null;
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, values?: unknown, ...rest: unknown[]) => {
    if (recording) {
      const c = typeof config === 'string' ? { text: config } : (config as { name?: string; text: string; values?: unknown[] });
      recording.push({ ...(c.name ? { name: c.name } : {}), text: c.text, values: (Array.isArray(values) ? values : c.values) ?? [] });
    }
    return original(config, values, ...rest);
  };
  try {
    const out: Statement[][] = [];
    for (const url of urls) {
      await app.inject({ method: 'GET', url });
      recording = [];
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      out.push(recording);
      recording = null;
    }
    return out;
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
}
