import type { FastifyInstance, InjectOptions } from 'fastify';
import { createListing, farmInput } from '../../modules/farms/test-fixtures.js';
import { multipart, smallPng } from '../../modules/photos/photo-fixtures.js';
import { as, ORIGIN, type TestUser } from '../helpers.js';

/**
 * Who may call every route of the API. The authorization matrix (authz-matrix.test.ts) fails for a registered
 * route under /api/ that is in none of these lists: a new route gets a line here, in the list that says who may use it.
 *
 * - PUBLIC: anyone, signed in or not.
 * - SIGNED_IN: acts on the caller's own account only (nothing in the URL names someone else's thing).
 * - FARMERS: like SIGNED_IN, for farmers and admins only.
 * - ADMIN_ONLY: admins; everyone else 401 (signed out) or 403.
 * - OWNED: reads or changes one user's resource: each row makes a fresh one and says what each actor gets.
 */
export const PUBLIC = [
  // 401 without credentials is their answer: "not signed in", "no sign-in waiting for a code"
  'GET /api/user', 'GET /api/login/verify-2fa',
  'POST /api/register', 'POST /api/login', 'POST /api/logout', 'POST /api/login/verify-2fa',
  'POST /api/verify-email', 'POST /api/password/forgot', 'POST /api/password/reset',
  'GET /api/coming-soon/settings', 'GET /api/maintenance/settings', 'GET /api/vapid-public-key',
  'GET /api/sponsors/active/popup', 'POST /api/sponsors/impression', 'POST /api/sponsors/click',
  'POST /api/newsletter/subscribe', 'POST /api/newsletter/unsubscribe', 'POST /api/analytics/pageview',
  'GET /api/farms', 'GET /api/farms/map', 'GET /api/geo/resolve', 'GET /api/geo/suggest', 'GET /api/geo/reverse',
];

export const SIGNED_IN = [
  'POST /api/user/complete-onboarding', 'PUT /api/user/home', 'GET /api/farms/mine',
  'POST /api/notifications/subscribe', 'POST /api/notifications/unsubscribe',
  'POST /api/verify-email/resend', 'PATCH /api/account/profile', 'POST /api/account/password', 'POST /api/account/email',
  'GET /api/account/sessions', 'POST /api/account/sessions/end-all', 'GET /api/account/export', 'POST /api/account/delete',
  'GET /api/account/2fa', 'POST /api/account/2fa/setup', 'POST /api/account/2fa/enable', 'POST /api/account/2fa/disable',
  'POST /api/account/2fa/recovery-codes',
];

/** Signed-in farmers (and admins) only: a consumer gets 403. */
export const FARMERS = ['POST /api/farms'];

export const ADMIN_ONLY = [
  'PUT /api/admin/settings/maintenance', 'PUT /api/admin/settings/coming-soon',
  'GET /api/admin/sponsors', 'POST /api/admin/sponsors', 'PUT /api/admin/sponsors/:id', 'DELETE /api/admin/sponsors/:id',
  'GET /api/admin/imports', 'POST /api/admin/imports',
  'GET /api/admin/users', 'PATCH /api/admin/users/:id', 'GET /api/admin/audit-log',
];

export type ActorName = 'anonymous' | 'consumer' | 'farmer' | 'owner' | 'admin';
type Request = InjectOptions & { url: string };

export interface OwnedRow {
  owner: 'farmer' | 'consumer';
  /** A fresh resource of `owner`, and the request that reads or changes it. */
  setup: (app: FastifyInstance, owner: TestUser) => Promise<Request>;
  expect: Record<ActorName, number | number[]>;
}

const NOT_THEIRS = { anonymous: 401, consumer: 403, farmer: 403 } as const;
const listing = (app: FastifyInstance, owner: TestUser, publish = true) => createListing(app, owner, {}, publish) as Promise<{ id: number; products: Array<{ id: string }> }>;

async function withPhoto(app: FastifyInstance, owner: TestUser) {
  const farm = await listing(app, owner);
  const body = multipart({ alt: 'Corn' }, { data: await smallPng(), filename: 'corn.png', type: 'image/png' });
  const res = await as(app, owner)({ method: 'POST', url: `/api/farms/${farm.id}/photos`, ...body, headers: { ...body.headers, origin: ORIGIN } });
  return { farm, photo: res.json() as { id: string } };
}

export const OWNED: Record<string, OwnedRow> = {
  'GET /api/farms/:id': {
    owner: 'farmer',
    // a draft: only its farmer and admins see it; to others it does not exist
    setup: async (app, owner) => ({ method: 'GET', url: `/api/farms/${(await listing(app, owner, false)).id}` }),
    expect: { anonymous: 404, consumer: 404, farmer: 404, owner: 200, admin: 200 },
  },
  'PUT /api/farms/:id': {
    owner: 'farmer',
    setup: async (app, owner) => ({ method: 'PUT', url: `/api/farms/${(await listing(app, owner)).id}`, payload: farmInput({ name: 'Taken Over Farm' }) }),
    expect: { ...NOT_THEIRS, owner: 200, admin: 200 },
  },
  'PATCH /api/farms/:id': {
    owner: 'farmer',
    setup: async (app, owner) => ({ method: 'PATCH', url: `/api/farms/${(await listing(app, owner)).id}`, payload: { name: 'Taken Over Farm' } }),
    expect: { ...NOT_THEIRS, owner: 200, admin: 200 },
  },
  'DELETE /api/farms/:id': {
    owner: 'farmer',
    setup: async (app, owner) => ({ method: 'DELETE', url: `/api/farms/${(await listing(app, owner)).id}` }),
    expect: { ...NOT_THEIRS, owner: 204, admin: 204 },
  },
  'PATCH /api/farms/:id/products/:productId': {
    owner: 'farmer',
    setup: async (app, owner) => {
      const farm = await listing(app, owner);
      return { method: 'PATCH', url: `/api/farms/${farm.id}/products/${farm.products[0].id}`, payload: { available: false } };
    },
    expect: { ...NOT_THEIRS, owner: 200, admin: 200 },
  },
  'POST /api/farms/:id/photos': {
    owner: 'farmer',
    setup: async (app, owner) => {
      const body = multipart({ alt: 'Corn' }, { data: await smallPng(), filename: 'corn.png', type: 'image/png' });
      return { method: 'POST', url: `/api/farms/${(await listing(app, owner)).id}/photos`, payload: body.payload, headers: body.headers };
    },
    expect: { ...NOT_THEIRS, owner: 201, admin: 201 },
  },
  'PATCH /api/farms/:id/photos/:photoId': {
    owner: 'farmer',
    setup: async (app, owner) => {
      const { farm, photo } = await withPhoto(app, owner);
      return { method: 'PATCH', url: `/api/farms/${farm.id}/photos/${photo.id}`, payload: { alt: 'Not yours' } };
    },
    expect: { ...NOT_THEIRS, owner: 200, admin: 200 },
  },
  'PUT /api/farms/:id/photos/order': {
    owner: 'farmer',
    setup: async (app, owner) => {
      const { farm, photo } = await withPhoto(app, owner);
      return { method: 'PUT', url: `/api/farms/${farm.id}/photos/order`, payload: { ids: [photo.id] } };
    },
    expect: { ...NOT_THEIRS, owner: 200, admin: 200 },
  },
  'DELETE /api/farms/:id/photos/:photoId': {
    owner: 'farmer',
    setup: async (app, owner) => {
      const { farm, photo } = await withPhoto(app, owner);
      return { method: 'DELETE', url: `/api/farms/${farm.id}/photos/${photo.id}` };
    },
    expect: { ...NOT_THEIRS, owner: 204, admin: 204 },
  },
  'DELETE /api/account/sessions/:id': {
    owner: 'consumer',
    // a session of the owner's other device: nobody else can even tell it exists, admins included
    setup: async (app, owner) => {
      await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { email: owner.email, password: 'correct horse battery' }, remoteAddress: '198.51.100.200' });
      const items: Array<{ id: string; current: boolean }> = (await as(app, owner)({ method: 'GET', url: '/api/account/sessions' })).json().items;
      return { method: 'DELETE', url: `/api/account/sessions/${items.find((s) => !s.current)!.id}` };
    },
    expect: { anonymous: 401, consumer: 404, farmer: 404, owner: 204, admin: 404 },
  },
};
