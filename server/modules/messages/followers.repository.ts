import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * The followers a listing's news reaches: who favorited it, minus who muted it, who blocked its farmer (or was
 * blocked by them), suspended accounts and the farmer.
 */
const reachable = (farmId: number, ownerId: string) => sql`
  FROM favorites fa
  JOIN users u ON u.id = fa.user_id AND u.suspended_at IS NULL
 WHERE fa.farm_id = ${farmId} AND fa.user_id <> ${ownerId}
   AND NOT EXISTS (SELECT 1 FROM listing_mutes m WHERE m.farm_id = fa.farm_id AND m.user_id = fa.user_id)
   AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE (b.blocker_id = fa.user_id AND b.blocked_id = ${ownerId}) OR (b.blocker_id = ${ownerId} AND b.blocked_id = fa.user_id))`;

/** One page of them, keyset-paged by user id so that a fan-out resumes exactly where it stopped. */
export async function reachableFollowers(db: DbOrTx, farmId: number, ownerId: string, after: string | null, limit: number): Promise<string[]> {
  const { rows } = await db.execute<{ user_id: string }>(
    sql`SELECT fa.user_id ${reachable(farmId, ownerId)} ${after ? sql`AND fa.user_id > ${after}` : sql``} ORDER BY fa.user_id LIMIT ${limit}`,
  );
  return rows.map((r) => r.user_id);
}

export async function countReachableFollowers(db: DbOrTx, farmId: number, ownerId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${reachable(farmId, ownerId)}`);
  return rows[0].n;
}
