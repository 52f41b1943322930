import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { favorites } from '../../db/schema/index.js';
import { as, type TestUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';

/** A farmer with a published listing. */
export async function farmerWithListing(app: FastifyInstance, register: (t: 'farmer') => Promise<TestUser>, name = 'Sunny Acres') {
  const farmer = await register('farmer');
  const farm = await createListing(app, farmer, { name });
  return { farmer, farm: farm as { id: number; name: string; products: Array<{ id: string; name: string; available: boolean }> } };
}

/** Favorites are built by another module; tests make followers directly. */
export async function follow(db: Db, user: TestUser, farmId: number) {
  await db.insert(favorites).values({ userId: user.id, farmId }).onConflictDoNothing();
}

export const send = (app: FastifyInstance, from: TestUser, to: TestUser | string, body = 'Do you have sweet corn today?') =>
  as(app, from)({ method: 'POST', url: `/api/messages/${typeof to === 'string' ? to : to.id}`, payload: { body } });

/** Many followers at once, straight into the tables (registering thousands over the API would take minutes). */
export async function manyFollowers(db: Db, farmId: number, count: number, { emailForBulk = false } = {}): Promise<string[]> {
  const tag = Math.random().toString(36).slice(2, 10);
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO users (email, password_hash, first_name, user_type, email_verified_at)
    SELECT 'follower-' || g || '-' || ${tag} || '@example.com', 'not-a-real-hash', 'Follower', 'consumer', now() FROM generate_series(1, ${count}) g
    RETURNING id`);
  const ids = rows.map((r) => r.id);
  await db.execute(sql`INSERT INTO favorites (user_id, farm_id) SELECT unnest(${sql.param(ids)}::uuid[]), ${farmId}`);
  if (emailForBulk) {
    await db.execute(
      sql`INSERT INTO notification_preferences (user_id, type, channels) SELECT unnest(${sql.param(ids)}::uuid[]), 'bulk_message', '{"inApp":true,"push":true,"email":true}'::jsonb`,
    );
  }
  return ids;
}
