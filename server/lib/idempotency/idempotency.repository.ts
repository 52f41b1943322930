import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { idempotencyKeys, type IdempotencyKeyRow } from '../../db/schema/index.js';

export const IDEMPOTENCY_PURGE_JOB = 'idempotency.purge';

/** A stored key answers for this long (the IETF draft leaves it to the server; ours is 24 h). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * A first request still "in flight" after this long died with its process: a retry takes it over. Longer
 * than any request may take (the slowest write here is a review with its achievements, well under a second).
 */
export const IN_FLIGHT_LEASE_SECONDS = 60;

export interface KeyId {
  userId: string;
  key: string;
  method: string;
  path: string;
}

export type Claim =
  { kind: 'claimed' } | { kind: 'replay'; status: number; contentType: string | null; response: string } | { kind: 'mismatch' } | { kind: 'in-flight' };

const same = (id: KeyId) =>
  and(eq(idempotencyKeys.userId, id.userId), eq(idempotencyKeys.key, id.key), eq(idempotencyKeys.method, id.method), eq(idempotencyKeys.path, id.path));

/** The idempotency keys table: every query the plugin makes. */
export function idempotencyStore(db: DbOrTx) {
  /** An in-flight row past its lease belonged to a request that never finished: this one carries on. */
  async function takeOver(id: KeyId, row: IdempotencyKeyRow) {
    if (Date.now() - row.lockedAt.getTime() < IN_FLIGHT_LEASE_SECONDS * 1000) return false;
    const moved = await db
      .update(idempotencyKeys)
      .set({ lockedAt: new Date() })
      .where(and(same(id), isNull(idempotencyKeys.status), eq(idempotencyKeys.lockedAt, row.lockedAt)))
      .returning({ key: idempotencyKeys.key });
    return moved.length === 1;
  }

  return {
    /**
     * Claims the key for this request, or says what the earlier request with it decided. One INSERT decides a
     * race: of two requests at once, exactly one inserts the row.
     */
    async claim(id: KeyId, bodyHash: string): Promise<Claim> {
      for (let attempt = 0; attempt < 2; attempt++) {
        const [inserted] = await db
          .insert(idempotencyKeys)
          .values({ ...id, bodyHash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted) return { kind: 'claimed' };
        const [row] = await db.select().from(idempotencyKeys).where(same(id));
        if (!row) continue; // released or purged between the two statements
        if (expired(row)) {
          await db.delete(idempotencyKeys).where(and(same(id), eq(idempotencyKeys.createdAt, row.createdAt)));
          continue;
        }
        if (row.bodyHash !== bodyHash) return { kind: 'mismatch' };
        if (row.status !== null) return { kind: 'replay', status: row.status, contentType: row.contentType, response: row.response ?? '' };
        return (await takeOver(id, row)) ? { kind: 'claimed' } : { kind: 'in-flight' };
      }
      return { kind: 'in-flight' };
    },

    async complete(id: KeyId, answer: { status: number; contentType: string | null; response: string }) {
      await db
        .update(idempotencyKeys)
        .set(answer)
        .where(and(same(id), isNull(idempotencyKeys.status)));
    },

    /** The request failed: nothing was done, so the key is free for a retry with it. */
    async release(id: KeyId) {
      await db.delete(idempotencyKeys).where(and(same(id), isNull(idempotencyKeys.status)));
    },

    /** The `idempotency.purge` job. */
    async purge() {
      const gone = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`))
        .returning({ key: idempotencyKeys.key });
      return gone.length;
    },
  };
}

const expired = (row: IdempotencyKeyRow) => Date.now() - row.createdAt.getTime() > IDEMPOTENCY_TTL_HOURS * 3_600_000;
