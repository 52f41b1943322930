import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import stringify from 'safe-stable-stringify';
import type { Db } from '../db/client.js';
import { HttpError } from '../lib/errors.js';
import { idempotencyStore, type KeyId } from '../lib/idempotency/idempotency.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an `Idempotency-Key` header (declare it with the `idempotent` route option). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: KeyId & { settled?: boolean };
  }
}

/**
 * A POST (or DELETE) route opts in with one declaration: `app.post(url, idempotent, handler)`. The same key and the same
 * body from the same user within 24 h then answers the first request's status and body without running the
 * handler again (decision 020).
 */
export const idempotent = { config: { idempotent: true } } as const;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A UUID (what the app sends) or any other opaque token of printable, header-safe characters. */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

const MESSAGES = {
  badKey: 'The Idempotency-Key header must be 8 to 128 letters, digits or "-_.:" (a UUID works), sent once.',
  mismatch: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  inFlight: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
};

/** The header's value: the IETF draft sends it as a structured-field string ("…"); a bare token is accepted too. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const raw = Array.isArray(header) ? null : header.trim();
  const key = raw && /^".*"$/.test(raw) ? raw.slice(1, -1) : raw;
  if (!key || !KEY_PATTERN.test(key)) throw new HttpError(400, MESSAGES.badKey, { [IDEMPOTENCY_HEADER]: 'Invalid key' });
  return key;
}

/** What "the same request" means: the same query and JSON body, whatever the order of their keys. */
export const requestFingerprint = (query: unknown, body: unknown) =>
  crypto
    .createHash('sha256')
    .update(stringify({ query: query ?? {}, body: body ?? null }) ?? '')
    .digest('hex');

export function registerIdempotency(app: FastifyInstance, db: Db) {
  const store = idempotencyStore(db);

  // preHandler: the session (onRequest) has set the user and the body is parsed. Without a user the route's
  // own check answers 401; a key is only ever looked up within its user's own requests.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
    if (!key || !request.user) return;
    const id: KeyId = { userId: request.user.id, key, method: request.method, path: request.url.split('?')[0] };
    const claim = await store.claim(id, requestFingerprint(request.query, request.body));
    if (claim.kind === 'claimed') {
      request.idempotency = id;
      return;
    }
    if (claim.kind === 'mismatch') throw new HttpError(422, MESSAGES.mismatch);
    if (claim.kind === 'in-flight') throw new HttpError(409, MESSAGES.inFlight, undefined, { 'retry-after': '1' });
    return replay(reply, claim);
  });

  // Before @fastify/compress's per-route hook: the payload here is still the serialized JSON.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotency;
    if (!id || id.settled) return payload;
    id.settled = true;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    // Only a success is kept: a failed request did nothing (its transaction rolled back), and its cause may pass
    // (a rate limit, an unconfirmed address, the database away), so a retry with the same key does the work.
    if (reply.statusCode >= 200 && reply.statusCode < 300 && body !== null) {
      const contentType = reply.getHeader('content-type');
      await store.complete(id, { status: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : null, response: body });
    } else {
      await store.release(id);
    }
    return payload;
  });

  // A request that never reached onSend (the client went away first) must not hold its key for the lease.
  app.addHook('onResponse', async (request) => {
    const id = request.idempotency;
    if (id && !id.settled) {
      id.settled = true;
      await store.release(id);
    }
  });
}

function replay(reply: FastifyReply, answer: { status: number; contentType: string | null; response: string }) {
  if (answer.contentType) reply.header('content-type', answer.contentType);
  return reply.status(answer.status).header('idempotent-replayed', 'true').send(answer.response);
}
