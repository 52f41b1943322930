import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignQuerySchema, SignTokenSchema, StockHistoryQuerySchema, StockMarkInputSchema } from '@common/schemas/stand-stock.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { notFound, parse } from '../../lib/errors.js';
import { listingIdParam } from '../../lib/ids.js';
import { requireUser } from '../auth/session.js';
import { BAD_SIGN, standStockService } from './stand-stock.service.js';

/** A random id per phone that opened a stock page: "per device" rate limits without an account. */
const DEVICE_COOKIE = 'fsf_stand_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

const tokenOf = (params: unknown) => {
  const token = SignTokenSchema.safeParse((params as { token?: unknown }).token);
  if (!token.success) throw notFound(BAD_SIGN);
  return token.data;
};

export function standStockRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const stands = standStockService(db, config.appOrigin);

  function deviceOf(request: FastifyRequest, reply: FastifyReply) {
    const known = request.cookies[DEVICE_COOKIE];
    if (known && DEVICE_ID.test(known)) return { device: `d:${known}`, ip: request.ip };
    const id = crypto.randomBytes(16).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, id, { path: '/api/farms', httpOnly: true, sameSite: 'lax', secure: config.secureCookies, maxAge: 365 * 24 * 3600 });
    // Without the cookie yet (first tap, or cookies refused) the network stands for the device.
    return { device: `ip:${request.ip}`, ip: request.ip };
  }

  // The farmer's side: print the sign (letter or A4), see where it points, replace it, read the history.
  app.get('/api/farms/:id/sign', async (request, reply) => {
    const user = requireUser(request);
    const { paper } = parse(SignQuerySchema, request.query);
    const { pdf, filename } = await stands.sign(user, listingIdParam(request.params), paper);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).header('cache-control', 'private, no-store').send(pdf);
  });
  app.get('/api/farms/:id/sign/info', async (request) => stands.signInfo(requireUser(request), listingIdParam(request.params)));
  app.post('/api/farms/:id/sign/rotate', async (request) => stands.rotate(requireUser(request), listingIdParam(request.params)));
  app.get('/api/farms/:id/stock-history', async (request) => {
    const user = requireUser(request);
    return stands.history(user, listingIdParam(request.params), parse(StockHistoryQuerySchema, request.query));
  });

  // The stand's side: the sign's token is the credential; no account.
  app.get('/api/farms/:id/stock/:token', async (request, reply) => {
    deviceOf(request, reply);
    return stands.stock(listingIdParam(request.params), tokenOf(request.params));
  });
  app.post('/api/farms/:id/stock/:token', async (request, reply) => {
    const from = deviceOf(request, reply);
    const id = listingIdParam(request.params);
    const token = tokenOf(request.params);
    return stands.mark(id, token, parse(StockMarkInputSchema, request.body), from);
  });
}
