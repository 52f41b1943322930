import type { FastifyInstance } from 'fastify';
import { as, type TestUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';

export interface ListedFarm {
  id: number;
  name: string;
  products: Array<{ id: string; name: string; available: boolean }>;
}

/** A published listing at a place, selling these products, none of them available yet. */
export async function listingAt(app: FastifyInstance, farmer: TestUser, name: string, at: { lat: number; lng: number }, products: string[]) {
  return (await createListing(app, farmer, {
    name,
    lat: at.lat,
    lng: at.lng,
    products: products.map((p) => ({ name: p, category: 'produce', available: false })),
  })) as ListedFarm;
}

export const createAlert = (app: FastifyInstance, user: TestUser, payload: object) => as(app, user)({ method: 'POST', url: '/api/alerts', payload });

export const markAvailable = (app: FastifyInstance, farmer: TestUser, farm: ListedFarm, product: string, available = true) =>
  as(
    app,
    farmer,
  )({
    method: 'PATCH',
    url: `/api/farms/${farm.id}/products/${farm.products.find((p) => p.name === product)!.id}`,
    payload: { available },
  });
