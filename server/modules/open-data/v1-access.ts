import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '@common/i18n/keys.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { networkKey } from '../../lib/client-network.js';
import { bump, LIMITS, type LimitName } from '../../lib/rate-limit.js';
import { apiKeysService } from '../api-keys/api-keys.service.js';

export const V1_PREFIX = '/api/v1/';
const EXPORT_PREFIX = '/api/v1/export/';
// What a page elsewhere may read of an answer: the budget, why a key was refused (401), and the ETag to send back in
// If-None-Match (v1-caching.ts).
const EXPOSED_HEADERS = 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, WWW-Authenticate, ETag';

/**
 * CORS for the open-data API only: any site may read `/api/v1/*` (it is read-only, public data, and never reads
 * the session cookie), so it answers `Access-Control-Allow-Origin: *` and preflights. Every other route keeps the
 * same-site rule of plugins/security.ts. Registered on the root, so that a preflight (no OPTIONS route) and a 404
 * under /api/v1 carry the headers too.
 */
export function registerV1Cors(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(V1_PREFIX)) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    // Helmet's same-origin default would stop a page elsewhere from reading what CORS allows it to.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.method === 'OPTIONS') {
      return reply
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-allow-headers', 'Authorization, X-API-Key, If-None-Match')
        .header('access-control-max-age', '86400')
        .status(204)
        .send();
    }
  });
}

/** The key a call presents: `Authorization: Bearer <key>` or `X-API-Key: <key>`; undefined when none. */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (header !== undefined) return String(header).trim();
  const auth = request.headers.authorization;
  if (auth === undefined) return undefined;
  const m = /^Bearer\s+(.*)$/i.exec(auth.trim());
  return m ? m[1].trim() : '';
}

const refusedKey = () => new HttpError(401, msg('apiKeys:errors.badKey'), undefined, { 'www-authenticate': 'Bearer realm="api/v1", error="invalid_token"' });

/**
 * Every v1 call: the key (if any) must be one in use, then one hit is counted against its budget — the key's, or
 * without a key the caller's network's, smaller one (decision 036) — in the shared `rate_limits` table, so every
 * process counts together. Each answer says where the budget stands (RateLimit-* headers, in seconds); past it,
 * 429 with Retry-After. The exports have their own, smaller budget.
 */
export function meterV1(db: Db) {
  const keys = apiKeysService(db);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const secret = presentedKey(request);
    const key = secret === undefined ? null : await keys.authenticate(secret);
    if (secret !== undefined && !key) throw refusedKey();
    const bulk = request.url.startsWith(EXPORT_PREFIX);
    const name: LimitName = bulk ? (key ? 'apiV1ExportKey' : 'apiV1ExportAnonymous') : key ? 'apiV1Key' : 'apiV1Anonymous';
    const limit = LIMITS[name];
    const { count, retry } = await bump(db, { key: `${name}:${key ? key.id : networkKey(request.ip)}`, windowSeconds: limit.windowSeconds });
    const reset = String(Math.max(1, Math.ceil(retry)));
    const headers = { 'ratelimit-limit': String(limit.max), 'ratelimit-remaining': String(Math.max(0, limit.max - count)), 'ratelimit-reset': reset };
    reply.headers(headers);
    if (count > limit.max) throw new HttpError(429, limit.message, undefined, { ...headers, 'retry-after': reset });
  };
}
