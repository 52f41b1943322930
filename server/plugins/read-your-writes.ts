import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/env.js';
import type { Db } from '../db/client.js';
import type { ReadRouter } from '../db/replica.js';

/** The primary's WAL position after a signed-in person's last write, and when: `<lsn>~<ms>` (decision 056). */
export const WROTE_COOKIE = 'fsf_wrote';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const VALUE = /^([0-9A-F]{1,8}\/[0-9A-F]{1,8})~(\d{13})$/;

/**
 * Read your own writes with a replica (decision 056): after a signed-in person's successful write, their reads go
 * to the primary until the standby has replayed past it, for at most `maxLagMs` (beyond that the replica is not
 * read by anyone). The position lives in a cookie: the browser carries it to whichever process answers next, and
 * nothing is written to the database for it.
 */
export function registerReadYourWrites(app: FastifyInstance, reads: ReadRouter, config: Config) {
  if (!reads.replica) return;
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies, maxAge: Math.ceil(config.databaseReadMaxLagMs / 1000) };
  app.addHook('onSend', async (request, reply) => {
    if (SAFE.has(request.method) || reply.statusCode >= 400 || !request.user) return;
    reply.setCookie(WROTE_COOKIE, `${await reads.writePosition()}~${Date.now()}`, cookie);
  });
}

/** The request's own last write, while it may still be ahead of the replica; null otherwise (and when signed out). */
export function lastWrite(request: FastifyRequest, maxLagMs: number): string | null {
  const match = request.user ? VALUE.exec(request.cookies[WROTE_COOKIE] ?? '') : null;
  if (!match) return null;
  const age = Date.now() - Number(match[2]);
  return age >= 0 && age <= maxLagMs ? match[1] : null;
}

/** A route's reads through the router, after the request's own last write: `read(request, (db) => search(db).page(q))`. */
export const readerFor =
  (reads: ReadRouter, config: Config) =>
  <T>(request: FastifyRequest, run: (db: Db) => Promise<T>): Promise<T> =>
    reads.read(lastWrite(request, config.databaseReadMaxLagMs), run);
