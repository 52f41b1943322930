import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ListingParamsSchema } from '@common/schemas/params.js';
import {
  SignInfoSchema,
  SignQuerySchema,
  StandProductSchema,
  StandStockSchema,
  StockHistoryPageSchema,
  StockHistoryQuerySchema,
  StockMarkInputSchema,
  StockParamsSchema,
} from '@common/schemas/stand-stock.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { networkKey } from '../../lib/client-network.js';
import { lazySecretBox } from '../auth/secret-key.js';
import { textResponse } from '../../plugins/contract.js';
import { standStockService } from './stand-stock.service.js';

/**
 * A random id per phone that opened a stock page: "per device" rate limits without an account. The server signs it
 * (`<id>.<tag>`), so a client cannot mint devices to get a fresh budget each time (issue 29.8): a cookie without a
 * valid tag counts as no cookie, and then the network stands for the device.
 */
const DEVICE_COOKIE = 'fsf_stand_device';
const DEVICE_VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const tags = ['stand stock'];

/**
 * The device and network of someone at a stand (decision 034): shared by stock marks and honor-box sales (issue 33),
 * so both spend the same per-device and per-network allowances.
 */
export function standDevices(db: Db, config: Config) {
  const box = lazySecretBox(db, config);

  return async function deviceOf(request: FastifyRequest, reply: FastifyReply) {
    const signer = await box();
    const known = DEVICE_VALUE.exec(request.cookies[DEVICE_COOKIE] ?? '');
    if (known && signer.verifyMac(`stand-device:${known[1]}`, known[2])) return { device: `d:${known[1]}`, ip: request.ip };
    const id = crypto.randomBytes(16).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, `${id}.${signer.mac(`stand-device:${id}`)}`, {
      path: '/api/farms',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: 365 * 24 * 3600,
    });
    // Without a cookie of ours yet (first tap, cookies refused, or a made-up one) the network stands for the device.
    return { device: `ip:${networkKey(request.ip)}`, ip: request.ip };
  };
}

export function standStockRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const stands = standStockService(db, config.appOrigin);

  const deviceOf = standDevices(db, config);

  // The farmer's side: print the sign (letter or A4), see where it points, replace it, read the history.
  const user = { auth: 'user' } as const;
  api.get(
    '/api/farms/:id/sign',
    {
      config: user,
      schema: {
        tags,
        summary: "The stand's sign to print, with its QR code",
        params: ListingParamsSchema,
        querystring: SignQuerySchema,
        response: { 200: textResponse('application/pdf', 'The sign, one page (letter or A4)') },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await stands.sign(actor(request), request.params.id, request.query.paper, request.lang);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          // Bytes, sent as they are: the document lists the PDF as a (binary) string.
          .send(pdf as unknown as string)
      );
    },
  );
  api.get(
    '/api/farms/:id/sign/info',
    { config: user, schema: { tags, summary: "Where the sign's QR code points", params: ListingParamsSchema, response: { 200: SignInfoSchema } } },
    async (request) => stands.signInfo(actor(request), request.params.id),
  );
  api.post(
    '/api/farms/:id/sign/rotate',
    {
      config: user,
      schema: { tags, summary: 'Replace the sign: every sign printed before stops working', params: ListingParamsSchema, response: { 200: SignInfoSchema } },
    },
    async (request) => stands.rotate(actor(request), request.params.id),
  );
  api.get(
    '/api/farms/:id/stock-history',
    {
      config: user,
      schema: {
        tags,
        summary: 'Who marked what in stock or sold out, newest first',
        params: ListingParamsSchema,
        querystring: StockHistoryQuerySchema,
        response: { 200: StockHistoryPageSchema },
      },
    },
    async (request) => stands.history(actor(request), request.params.id, request.query),
  );

  // The stand's side: the sign's token is the credential; no account.
  api.get(
    '/api/farms/:id/stock/:token',
    { schema: { tags, summary: "The stand's stock page, opened from its sign", params: StockParamsSchema, response: { 200: StandStockSchema } } },
    async (request, reply) => {
      await deviceOf(request, reply);
      return stands.stock(request.params.id, request.params.token);
    },
  );
  api.post(
    '/api/farms/:id/stock/:token',
    {
      schema: {
        tags,
        summary: 'Mark a product in stock or sold out at the stand',
        description: 'Anyone at the stand, no account: limited per device and per network.',
        params: StockParamsSchema,
        body: StockMarkInputSchema,
        response: { 200: StandProductSchema },
      },
    },
    async (request, reply) => stands.mark(request.params.id, request.params.token, request.body, await deviceOf(request, reply)),
  );
}
