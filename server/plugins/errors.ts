import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.js';
import { msg } from '@common/i18n/keys.js';
import { DEFAULT_LANGUAGE } from '@common/i18n/languages.js';
import { localize } from '../lib/i18n.js';

// node-postgres error codes that mean "the database is not there", not "the request was bad".
const UNAVAILABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'ECONNRESET', '57P01', '57P03', '53300', '08006', '08001']);

/** One place turns every error into `{ message, fields? }` JSON: never a stack trace, never a 500 for bad input. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError & { code?: string }, request, reply) => {
    // An app built without the i18n plugin (a unit test of one plugin) answers in English.
    const lang = request.lang ?? DEFAULT_LANGUAGE;
    const say = (key: string) => ({ message: localize(key, lang) });
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send(err.body(lang));
    }
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(say(msg('errors:request.tooLarge')));
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send(say(msg('errors:request.notJson')));
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return reply.status(400).send(say(msg('errors:request.emptyJson')));
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && err instanceof SyntaxError))
      return reply.status(400).send(say(msg('errors:request.invalidJson')));
    // Drizzle wraps driver errors: the connection error code sits on `cause`.
    const code = err.code ?? (err.cause as { code?: string } | undefined)?.code;
    if (code && UNAVAILABLE.has(code)) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(say(msg('errors:unavailable')));
    }
    if (status >= 400 && status < 500) return reply.status(status).send(err.message ? { message: err.message } : say(msg('errors:badRequest')));
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(say(msg('errors:internal')));
  });
}
