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
