import type { Db } from '../../db/client.js';

/** The queue by kind and status, with the age of the oldest due job (0 when none is due): one scan of the jobs not done. */
export async function queueStats(db: Db) {
  const { rows } = await db.$client.query<{ kind: string; status: string; count: number; oldest: number | null }>(
    `SELECT kind, status, count(*)::int AS count,
            coalesce(extract(epoch FROM now() - min(run_at) FILTER (WHERE run_at <= now())), 0)::float8 AS oldest
       FROM jobs WHERE status IN ('queued', 'running', 'dead') GROUP BY kind, status`,
  );
  return rows.map((r) => ({ kind: r.kind, status: r.status, count: r.count, oldestSeconds: Number(r.oldest ?? 0) }));
}
