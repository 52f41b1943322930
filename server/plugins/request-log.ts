import crypto from 'node:crypto';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { withRequestId } from '../lib/request-context.js';

/** An id a proxy in front may send (nginx's $request_id, a load balancer's): kept when it looks like one. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's genReqId: the proxy's X-Request-Id when it sent a sane one, a new UUID otherwise. */
export const requestIdFor = (request: { headers: Record<string, string | string[] | undefined> }) => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && INCOMING_ID.test(given) ? given : crypto.randomUUID();
};

/**
 * Query parameters and path segments that carry a credential (decision 057, issue 29 item 7): one-time links
 * (`/reset-password?token=`, `/verify-email?token=`, the unsubscribe links), the stand sign's address
 * (`/farm/{id}/stock/{token}` and its API), and any key, code, secret or password someone puts in a query.
 */
const SECRET_PARAM = /^(?:.*token.*|.*key|code|secret|password|sig|signature)$/i;
const SECRET_PATHS = [/^(\/(?:api\/)?farms?\/[^/]+\/stock\/)[^/?#]+/i];
export const REDACTED = '[redacted]';

/** The URL as a log line may show it: every credential replaced by [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let pathPart = q < 0 ? url : url.slice(0, q);
  for (const pattern of SECRET_PATHS) pathPart = pathPart.replace(pattern, `$1${REDACTED}`);
  if (q < 0) return pathPart;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeSafely(eq < 0 ? pair : pair.slice(0, eq));
      return eq >= 0 && SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}
const decodeSafely = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * The logger: JSON lines; whatever reaches it under these paths is replaced, in case a future line logs a request's
 * headers or a body (the request line below logs neither).
 */
export function loggerOptions(level: string, stream?: Writable) {
  return {
    level,
    ...(stream && { stream }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.token',
      ],
      censor: REDACTED,
    },
  };
}

/**
 * One JSON line per request (method, route pattern, redacted URL, status, time, user), with the id also sent back as
 * X-Request-Id, written into every error answer, and carried by the jobs (and emails) the request queues. Fastify's
 * own two lines per request are off (disableRequestLogging in app.ts): they log the raw URL.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // At debug level only: when a request arrived (the one line at info comes when it is answered).
    request.log.debug({ method: request.method, url: redactUrl(request.url) }, 'incoming request');
    withRequestId(request.id, done);
  });
  // Error answers carry the id, so a person's screenshot of one leads to its log line.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
    return { ...payload, requestId: request.id };
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        user: request.user?.id,
        ip: request.ip,
      },
      'request',
    );
  });
}

const isErrorBody = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' && payload !== null && !Array.isArray(payload) && typeof (payload as { message?: unknown }).message === 'string';
