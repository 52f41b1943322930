import { createHash } from 'node:crypto';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Public data, the same for every caller (v1 never reads whose key it is), so `public`: a shared cache may keep one
 * copy, even of an answer to a call with `Authorization`. `no-cache`: every cache asks again before each use, so
 * every call is still authenticated, counted against its budget and told its own RateLimit-* headers, and costs a
 * 304 without a body when nothing changed. `Vary: Accept-Language` (plugins/i18n.ts) keeps the languages apart.
 */
export const V1_CACHE_CONTROL = 'public, no-cache';

// `generatedAt` is the one field that changes on every call: the validator is of the rest, hence weak.
const withoutGeneratedAt = (payload: string | Buffer) => String(payload).replace(/,?"generatedAt":"[^"]*"/, '');
const hashFn = (payload: string) => createHash('sha1').update(withoutGeneratedAt(payload)).digest('base64url');

/**
 * Conditional GETs on the v1 scope (decision 036): @fastify/etag gives each JSON answer a weak ETag of its content
 * and answers a matching `If-None-Match` with 304 and no body. The exports are streams, so their route sets the
 * ETag from the data before it starts one (`unchanged`), and the plugin does the rest.
 */
export async function registerV1Caching(scope: FastifyInstance) {
  await scope.register(etag, { weak: true, hashFn });
  // After the plugin's hook: an error is no version of what was asked for, so it keeps no ETag.
  scope.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('cache-control', V1_CACHE_CONTROL);
    else reply.removeHeader('etag');
    return payload;
  });
}

/** Whether the caller already has this version (the comparison @fastify/etag makes): then no stream is started. */
export function unchanged(request: FastifyRequest, tag: string) {
  const sent = request.headers['if-none-match'];
  return sent === tag || `W/${sent}` === tag;
}
