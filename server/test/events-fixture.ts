import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { onEvent, publish } from '../lib/events/index.js';

/**
 * What the event tests (server/lib/events/events.test.ts) and their child process (events-child.ts) share, on an
 * isolated database: a "change" (a row in event_changes) that publishes `listing.created`, and a handler whose
 * effect is a plain INSERT, so a handler that ran twice leaves two rows.
 */
export async function createTables(db: Db) {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS event_changes (farm_id int PRIMARY KEY)`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS event_effects (farm_id int NOT NULL, attempt int NOT NULL)`);
}

export async function change(tx: DbOrTx, farmId: number) {
  await tx.execute(sql`INSERT INTO event_changes (farm_id) VALUES (${farmId})`);
  await publish(tx, 'listing.created', { farmId, ownerId: '00000000-0000-4000-8000-000000000000' });
}

/** The handler's hooks, for the tests: `before` runs before its effect, `after` after it (both in its transaction). */
export const hooks: { before?: (attempt: number) => Promise<void> | void; after?: (attempt: number) => Promise<void> | void } = {};

export const effectHandler = onEvent('listing.created', 'test.count-effect', async ({ farmId }, { tx, attempt }) => {
  await hooks.before?.(attempt);
  await tx.execute(sql`INSERT INTO event_effects (farm_id, attempt) VALUES (${farmId}, ${attempt})`);
  await hooks.after?.(attempt);
});

export const effectsOf = async (db: Db, farmId: number) =>
  (await db.execute(sql`SELECT attempt FROM event_effects WHERE farm_id = ${farmId}`)).rows.map((r) => Number(r.attempt));
