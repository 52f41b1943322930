import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createListing, farmInput } from '../../modules/farms/test-fixtures.js';
import { multipart, smallPng } from '../../modules/photos/photo-fixtures.js';
import { as, ORIGIN, registerUser, type TestUser } from '../helpers.js';

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
  'GET /api/user',
  'GET /api/login/verify-2fa',
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/login/verify-2fa',
  'POST /api/verify-email',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'GET /api/coming-soon/settings',
  'GET /api/maintenance/settings',
  'GET /api/vapid-public-key',
  'GET /api/sponsors/active/popup',
  'POST /api/sponsors/impression',
  'POST /api/sponsors/click',
  'POST /api/newsletter/subscribe',
  'POST /api/newsletter/unsubscribe',
  'GET /api/newsletter/confirm',
  'POST /api/newsletter/confirm',
  'POST /api/analytics/pageview',
  'GET /api/farms',
  'GET /api/farms/map',
  'GET /api/geo/resolve',
  'GET /api/geo/suggest',
  'GET /api/geo/reverse',
  'GET /api/farms/:id/reviews',
  'GET /api/blog/posts',
  'GET /api/blog/tags',
  'GET /api/blog/posts/:slug',
  'POST /api/support/messages',
  // what visitors and reports say about a public listing (a draft's answers 404 like the draft)
  'GET /api/farms/:id/trust',
  // a public listing's picking and usual seasons (issue 32); a draft's only for its farmer (picking.test.ts, seasons.test.ts)
  'GET /api/farms/:id/picking',
  'GET /api/farms/:id/seasons',
  // the sign's token in the URL is the credential: anyone at the stand, no account
  'GET /api/farms/:id/stock/:token',
  'POST /api/farms/:id/stock/:token',
  // a sale at the honor box, recorded from the same sign's page (issue 33, decision 064)
  'POST /api/farms/:id/stock/:token/sales',
  // the API's own description (OpenAPI 3.1) and its reference, with the reference's bundled assets
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  // the token in the emailed link is the credential
  'GET /api/notifications/email-unsubscribe',
  'POST /api/notifications/email-unsubscribe',
  'GET /api/alerts/unsubscribe',
  'POST /api/alerts/unsubscribe',
  'GET /api/in-season',
  'GET /api/in-season/coming-up',
  'GET /api/in-season/calendar',
  // the open-data API (decision 036): public data, a key only raises the rate limit
  'GET /api/v1/listings',
  'GET /api/v1/listings/:id',
  'GET /api/v1/map',
  'GET /api/v1/in-season',
  'GET /api/v1/export/listings.geojson',
  'GET /api/v1/export/listings.csv',
];

export const SIGNED_IN = [
  'POST /api/user/complete-onboarding',
  'PUT /api/user/home',
  'GET /api/account/pays-with',
  'PUT /api/account/pays-with',
  'GET /api/farms/mine',
  'POST /api/notifications/subscribe',
  'POST /api/notifications/unsubscribe',
  'POST /api/verify-email/resend',
  'PATCH /api/account/profile',
  'PUT /api/account/user-type',
  'POST /api/account/password',
  'POST /api/account/email',
  'GET /api/account/sessions',
  'POST /api/account/sessions/end-all',
  'GET /api/account/export',
  'POST /api/account/delete',
  'GET /api/account/2fa',
  'POST /api/account/2fa/setup',
  'POST /api/account/2fa/enable',
  'POST /api/account/2fa/disable',
  'POST /api/account/2fa/recovery-codes',
  'GET /api/favorites',
  'GET /api/favorites/ids',
  'POST /api/favorites',
  'DELETE /api/favorites/:farmId',
  'GET /api/achievements',
  'GET /api/me/reviews',
  'GET /api/visits',
  'GET /api/trips',
  'POST /api/trips',
  // the listing in the URL is public; the review or visit made is the caller's own
  'POST /api/farms/:id/reviews',
  'POST /api/farms/:id/visits',
  'POST /api/reviews/:id/report',
  // what the caller found at a public listing, or reports about it; a claim is the caller's own request
  // (farmer accounts only, and never of an owned listing: claims.test.ts)
  'POST /api/farms/:id/confirmations',
  // the farmer's word on a u-pick's picking, or a visitor's at the field (picking.policy.ts, picking.test.ts)
  'POST /api/farms/:id/picking',
  'POST /api/farms/:id/reports',
  'POST /api/farms/:id/claims',
  'GET /api/dashboard/favorite-updates',
  'GET /api/ambassadors/me',
  'POST /api/ambassadors/applications',
  'GET /api/notifications',
  'GET /api/notifications/unread',
  'POST /api/notifications/read',
  'GET /api/notification-preferences',
  'PUT /api/notification-preferences',
  // the caller's own side of a conversation (messages.policy.ts decides who may write: messages.test.ts)
  'GET /api/messages',
  'GET /api/messages/:userId',
  'GET /api/messages/:userId/history',
  'POST /api/messages/:userId',
  'POST /api/messages/:userId/read',
  'PUT /api/messages/:userId/block',
  'DELETE /api/messages/:userId/block',
  // the caller's own product alerts (alerts.test.ts: nobody sees or changes another's)
  'GET /api/alerts',
  'POST /api/alerts',
  // muting a listing is the caller's own setting
  'GET /api/farms/:id/mute',
  'PUT /api/farms/:id/mute',
  'DELETE /api/farms/:id/mute',
  // the caller's own open-data API keys (api-keys.test.ts: nobody else lists or revokes them)
  'GET /api/account/api-keys',
  'POST /api/account/api-keys',
];

/** Signed-in farmers (and admins) only: a consumer gets 403. */
export const FARMERS = ['POST /api/farms', 'GET /api/dashboard/farmer-stats'];

/** Event streams (server-sent events) for the signed-in user: they never end, so only the refusal is checked. */
export const STREAMS = ['GET /api/events'];

/** Approved ambassadors only: anyone else signed in gets 403 with a message (ambassadors.test.ts covers the approved). */
export const AMBASSADORS = ['GET /api/ambassadors/dashboard'];

export const ADMIN_ONLY = [
  'PUT /api/admin/settings/maintenance',
  'PUT /api/admin/settings/coming-soon',
  'GET /api/admin/sponsors',
  'POST /api/admin/sponsors',
  'PUT /api/admin/sponsors/:id',
  'DELETE /api/admin/sponsors/:id',
  'GET /api/admin/imports',
  'POST /api/admin/imports',
  'GET /api/admin/users',
  'PATCH /api/admin/users/:id',
  'GET /api/admin/audit-log',
  'PATCH /api/reviews/:id/hidden',
  'GET /api/admin/reviews',
  'POST /api/admin/reviews/:id/dismiss-reports',
  'GET /api/admin/overview',
  'GET /api/admin/sponsors/:id/stats',
  'POST /api/admin/images',
  'GET /api/admin/newsletter',
  'GET /api/admin/newsletter/export.csv',
  'POST /api/admin/newsletter/:id/unsubscribe',
  'GET /api/admin/farms',
  'PATCH /api/admin/farms/:id',
  'POST /api/admin/farms/:id/claim',
  'GET /api/admin/blog',
  'GET /api/admin/blog/:id',
  'POST /api/admin/blog',
  'PUT /api/admin/blog/:id',
  'DELETE /api/admin/blog/:id',
  'POST /api/admin/blog/preview',
  'GET /api/admin/support',
  'PATCH /api/admin/support/:id',
  'GET /api/admin/ambassadors',
  'POST /api/admin/ambassadors/:id/approve',
  'POST /api/admin/ambassadors/:id/reject',
  'GET /api/admin/reports',
  'POST /api/admin/reports/:id/resolve',
  'POST /api/admin/farms/:id/closed-warning/clear',
  'GET /api/admin/claims',
  'POST /api/admin/claims/:id/decide',
  'GET /api/admin/jobs',
  'POST /api/admin/jobs/:id/retry',
  'GET /api/admin/outbox',
  'POST /api/admin/outbox/:id/reveal',
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
const listing = (app: FastifyInstance, owner: TestUser, publish = true) =>
  createListing(app, owner, {}, publish) as Promise<{ id: number; products: Array<{ id: string }> }>;

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
      await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: ORIGIN },
        payload: { email: owner.email, password: 'correct horse battery' },
        remoteAddress: '198.51.100.200',
      });
      const items: Array<{ id: string; current: boolean }> = (await as(app, owner)({ method: 'GET', url: '/api/account/sessions' })).json().items;
      return { method: 'DELETE', url: `/api/account/sessions/${items.find((s) => !s.current)!.id}` };
    },
    expect: { anonymous: 401, consumer: 404, farmer: 404, owner: 204, admin: 404 },
  },
  // Writing to a listing's followers is its farmer's alone, admins included.
  'GET /api/farms/:id/bulk-messages': {
    owner: 'farmer',
    setup: async (app, owner) => ({ method: 'GET', url: `/api/farms/${(await listing(app, owner)).id}/bulk-messages` }),
    expect: { ...NOT_THEIRS, owner: 200, admin: 403 },
  },
  'POST /api/farms/:id/bulk-messages': {
    owner: 'farmer',
    setup: async (app, owner) => ({
      method: 'POST',
      url: `/api/farms/${(await listing(app, owner)).id}/bulk-messages`,
      payload: { body: 'Sweet corn is in!' },
    }),
    expect: { ...NOT_THEIRS, owner: 202, admin: 403 },
  },
  // "Hours still right" is the farmer's word alone, admins included.
  'POST /api/farms/:id/confirm': {
    owner: 'farmer',
    setup: async (app, owner) => ({ method: 'POST', url: `/api/farms/${(await listing(app, owner)).id}/confirm` }),
    expect: { ...NOT_THEIRS, owner: 200, admin: 403 },
  },
  // An API key is its maker's credential: to anyone else, admins included, it does not exist.
  'DELETE /api/account/api-keys/:id': {
    owner: 'consumer',
    setup: async (app, owner) => {
      const res = await as(app, owner)({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'Co-op map' } });
      return { method: 'DELETE', url: `/api/account/api-keys/${res.json().key.id}` };
    },
    expect: { anonymous: 401, consumer: 404, farmer: 404, admin: 404, owner: 204 },
  },
  ...alertRows(),
  ...reviewRows(),
  ...tripRows(),
  ...standRows(),
};

/** A stand's sign and stock history are its farmer's (and admins'); answering reports is the farmer's alone. */
function standRows(): Record<string, OwnedRow> {
  const row = (method: Request['method'], path: string, ok: number): OwnedRow => ({
    owner: 'farmer',
    setup: async (app, owner) => ({ method, url: `/api/farms/${(await listing(app, owner)).id}/${path}` }),
    expect: { ...NOT_THEIRS, owner: ok, admin: ok },
  });
  return {
    'GET /api/farms/:id/sign': row('GET', 'sign', 200),
    'GET /api/farms/:id/sign/info': row('GET', 'sign/info', 200),
    'POST /api/farms/:id/sign/rotate': row('POST', 'sign/rotate', 200),
    'GET /api/farms/:id/stock-history': row('GET', 'stock-history', 200),
    // The farmer's day at a self-service stand (issue 33 points 4 and 5): the farmer's and admins'.
    'GET /api/farms/:id/sales': row('GET', 'sales', 200),
    'GET /api/farms/:id/sales.csv': row('GET', 'sales.csv', 200),
    'PUT /api/farms/:id/sales/summary-time': {
      owner: 'farmer',
      setup: async (app, owner) => ({ method: 'PUT', url: `/api/farms/${(await listing(app, owner)).id}/sales/summary-time`, payload: { time: '18:00' } }),
      expect: { ...NOT_THEIRS, owner: 200, admin: 200 },
    },
    'PUT /api/farms/:id/stock-counts': {
      owner: 'farmer',
      setup: async (app, owner) => {
        const farm = await listing(app, owner);
        return { method: 'PUT', url: `/api/farms/${farm.id}/stock-counts`, payload: { counts: [{ productId: farm.products[0].id, quantity: 12 }] } };
      },
      expect: { ...NOT_THEIRS, owner: 200, admin: 200 },
    },
    'PUT /api/farms/:id/sales/:saleId/refuted': {
      owner: 'farmer',
      setup: async (app, owner) => {
        const farm = (await createListing(app, owner, {
          products: [{ name: 'Eggs', category: 'eggs', available: true, priceCents: 600 }],
        })) as { id: number; products: Array<{ id: string }> };
        const token = (await as(app, owner)({ url: `/api/farms/${farm.id}/sign/info` })).json().url.split('/').at(-1);
        const sale = await as(
          app,
          null,
        )({
          method: 'POST',
          url: `/api/farms/${farm.id}/stock/${token}/sales`,
          payload: { items: [{ productId: farm.products[0].id, quantity: 1 }], method: 'cash', saidPaidCents: 600 },
          headers: { 'idempotency-key': crypto.randomUUID() },
        });
        return { method: 'PUT', url: `/api/farms/${farm.id}/sales/${sale.json().id}/refuted`, payload: { refuted: true } };
      },
      expect: { ...NOT_THEIRS, owner: 200, admin: 200 },
    },
    'POST /api/farms/:id/reports/:reportId/reply': {
      owner: 'farmer',
      setup: async (app, owner) => {
        const farm = await listing(app, owner);
        const res = await as(
          app,
          await registerUser(app, 'consumer'),
        )({ method: 'POST', url: `/api/farms/${farm.id}/reports`, payload: { kind: 'wrong-hours' } });
        return { method: 'POST', url: `/api/farms/${farm.id}/reports/${res.json().report.id}/reply`, payload: { body: 'Our hours are right: open daily.' } };
      },
      expect: { ...NOT_THEIRS, owner: 200, admin: 403 },
    },
    // The owner passes to the check that there is a warning to answer (closed-warning.test.ts answers one).
    'PUT /api/farms/:id/closed-warning/answer': {
      owner: 'farmer',
      setup: async (app, owner) => ({
        method: 'PUT',
        url: `/api/farms/${(await listing(app, owner)).id}/closed-warning/answer`,
        payload: { note: 'We were open.' },
      }),
      expect: { ...NOT_THEIRS, owner: 409, admin: 403 },
    },
  };
}

/** A product alert is private: to anyone but its maker, admins included, it does not exist. */
function alertRows(): Record<string, OwnedRow> {
  const row = (method: Request['method'], path: (id: number) => string, ok: number): OwnedRow => ({
    owner: 'consumer',
    setup: async (app, owner) => {
      const res = await as(app, owner)({ method: 'POST', url: '/api/alerts', payload: { product: 'sweet corn', location: '12401', radius: 10 } });
      return { method, url: path(res.json().id) };
    },
    expect: { anonymous: 401, consumer: 404, farmer: 404, admin: 404, owner: ok },
  });
  return {
    'DELETE /api/alerts/:id': row('DELETE', (id) => `/api/alerts/${id}`, 204),
    'POST /api/alerts/:id/renew': row('POST', (id) => `/api/alerts/${id}/renew`, 200),
  };
}

/** A review by `author` of a listing of a fresh farmer (or of `farmer`'s own, for rows owned by the farmer). */
async function review(app: FastifyInstance, author: TestUser, farmer?: TestUser) {
  const farm = await listing(app, farmer ?? (await registerUser(app, 'farmer')));
  const res = await as(
    app,
    author,
  )({ method: 'POST', url: `/api/farms/${farm.id}/reviews`, payload: { rating: 4, body: 'Sweet corn was picked that morning.' } });
  if (res.statusCode !== 201) throw new Error(`review failed: ${res.statusCode} ${res.body}`);
  return res.json().review as { id: string };
}

function reviewRows(): Record<string, OwnedRow> {
  return {
    'PUT /api/reviews/:id': {
      owner: 'consumer',
      setup: async (app, owner) => ({
        method: 'PUT',
        url: `/api/reviews/${(await review(app, owner)).id}`,
        payload: { rating: 1, body: 'Changed by someone else' },
      }),
      expect: { ...NOT_THEIRS, owner: 200, admin: 403 },
    },
    'DELETE /api/reviews/:id': {
      owner: 'consumer',
      // admins may remove a review (moderation); nobody else but its author
      setup: async (app, owner) => ({ method: 'DELETE', url: `/api/reviews/${(await review(app, owner)).id}` }),
      expect: { ...NOT_THEIRS, owner: 200, admin: 200 },
    },
    'POST /api/reviews/:id/reply': {
      owner: 'farmer',
      // the owner is the listing's farmer: only they answer reviews of their stand
      setup: async (app, owner) => ({
        method: 'POST',
        url: `/api/reviews/${(await review(app, await registerUser(app, 'consumer'), owner)).id}/reply`,
        payload: { body: 'Thanks for stopping by!' },
      }),
      expect: { ...NOT_THEIRS, owner: 200, admin: 403 },
    },
  };
}

const trip = async (app: FastifyInstance, owner: TestUser) => {
  const farm = await listing(app, await registerUser(app, 'farmer'));
  const res = await as(app, owner)({ method: 'POST', url: '/api/trips', payload: { name: 'Saturday loop', date: '2030-06-01', stops: [farm.id] } });
  if (res.statusCode !== 201) throw new Error(`trip failed: ${res.statusCode} ${res.body}`);
  return { id: (res.json().trip as { id: string }).id, farmId: farm.id };
};

function tripRows(): Record<string, OwnedRow> {
  // A trip is private: to anyone but its owner, admins included, it does not exist.
  const hidden = { anonymous: 401, consumer: 404, farmer: 404, admin: 404 } as const;
  const row = (
    method: Request['method'],
    path: (t: { id: string; farmId: number }) => string,
    ok: number,
    payload?: (t: { farmId: number }) => object,
  ): OwnedRow => ({
    owner: 'consumer',
    setup: async (app, owner) => {
      const t = await trip(app, owner);
      return { method, url: `/api/trips/${path(t)}`, ...(payload ? { payload: payload(t) } : {}) };
    },
    expect: { ...hidden, owner: ok },
  });
  return {
    'GET /api/trips/:id': row('GET', (t) => t.id, 200),
    'PUT /api/trips/:id': row(
      'PUT',
      (t) => t.id,
      200,
      (t) => ({ name: 'Renamed', date: '2030-06-02', stops: [t.farmId] }),
    ),
    'DELETE /api/trips/:id': row('DELETE', (t) => t.id, 204),
    'POST /api/trips/:id/stops': {
      owner: 'consumer',
      setup: async (app, owner) => ({
        method: 'POST',
        url: `/api/trips/${(await trip(app, owner)).id}/stops`,
        payload: { farmId: (await listing(app, await registerUser(app, 'farmer'))).id },
      }),
      expect: { ...hidden, owner: 200 },
    },
    'DELETE /api/trips/:id/stops/:farmId': row('DELETE', (t) => `${t.id}/stops/${t.farmId}`, 200),
    'POST /api/trips/:id/optimize': row('POST', (t) => `${t.id}/optimize`, 200),
    'GET /api/trips/:id/gpx': row('GET', (t) => `${t.id}/gpx`, 200),
    'GET /api/trips/:id/ics': row('GET', (t) => `${t.id}/ics`, 200),
  };
}
