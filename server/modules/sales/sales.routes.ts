import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RefuteInputSchema,
  SaleInputSchema,
  SaleKeySchema,
  SaleParamsSchema,
  SaleSchema,
  SalesDaySchema,
  SalesQuerySchema,
  StockCountsInputSchema,
  SummaryTimeInputSchema,
} from '@common/schemas/sales.js';
import { ListingParamsSchema } from '@common/schemas/params.js';
import { StockParamsSchema } from '@common/schemas/stand-stock.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { textResponse } from '../../plugins/contract.js';
import { salesDayService } from './sales-day.service.js';
import { standDevices } from '../stand-stock/stand-stock.routes.js';
import { salesService } from './sales.service.js';

// The stock page's own tag: a sale is made on that page (decision 034).
const tags = ['stand stock'];

export function salesRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sales = salesService(db, config.appOrigin);
  const deviceOf = standDevices(db, config);

  // The honor-box checkout (issue 33 point 3): no account, the sign's token is the credential (decision 034).
  api.post(
    '/api/farms/:id/stock/:token/sales',
    {
      schema: {
        tags,
        summary: 'Record a sale at an honor-box stand: what the shopper took and how they said they paid',
        description:
          'No money passes through the app (decision 064). Needs an Idempotency-Key: a sale queued offline and sent again is recorded once. Limited per device, network and listing like stock marks.',
        params: StockParamsSchema,
        headers: z.object({ 'idempotency-key': SaleKeySchema }),
        body: SaleInputSchema,
        response: { 200: SaleSchema, 201: SaleSchema },
      },
    },
    async (request, reply) => {
      const from = await deviceOf(request, reply);
      const { sale, replayed } = await sales.record(request.params.id, request.params.token, request.headers['idempotency-key'], request.body, from);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(sale);
    },
  );

  // The farmer's day (issue 33 points 4 and 5, decision 070): the listing's owner and admins (salesPolicy).
  const day = salesDayService(db);
  const user = { auth: 'user' } as const;
  const CountsSchema = SalesDaySchema.shape.products;
  api.get(
    '/api/farms/:id/sales',
    {
      config: user,
      schema: {
        tags,
        summary: "A self-service stand's sales today or in the last 7 days, by product, method and day",
        description: "Days in the listing's time zone. Sales marked not received are listed and left out of the totals.",
        params: ListingParamsSchema,
        querystring: SalesQuerySchema,
        response: { 200: SalesDaySchema },
      },
    },
    async (request) => day.day(actor(request), request.params.id, request.query.period),
  );
  api.get(
    '/api/farms/:id/sales.csv',
    {
      config: user,
      schema: {
        tags,
        summary: "A self-service stand's sales as CSV, one line per product of each sale",
        params: ListingParamsSchema,
        querystring: SalesQuerySchema,
        response: {
          200: textResponse(
            'text/csv',
            'sale_id,local_time,product,unit,quantity,price_cents,line_cents,sale_price_total_cents,said_paid_cents,method,not_received',
          ),
        },
      },
    },
    async (request, reply) => {
      const { csv, filename } = await day.csv(actor(request), request.params.id, request.query.period);
      return reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
  api.put(
    '/api/farms/:id/sales/:saleId/refuted',
    {
      config: user,
      schema: {
        tags,
        summary: 'Mark a sale "not received", or take that back',
        description: 'The sale is kept and the change audited. A device or network with many refuted sales stops moving stock (decision 064).',
        params: SaleParamsSchema,
        body: RefuteInputSchema,
        response: { 200: SaleSchema },
      },
    },
    async (request) => day.refute(actor(request), request.params.id, request.params.saleId, request.body.refuted),
  );
  api.put(
    '/api/farms/:id/stock-counts',
    {
      config: user,
      schema: {
        tags,
        summary: 'The morning count: how many of each product are at the stand (the checkout counts them down)',
        params: ListingParamsSchema,
        body: StockCountsInputSchema,
        response: { 200: CountsSchema },
      },
    },
    async (request) => day.counts(actor(request), request.params.id, request.body),
  );
  api.put(
    '/api/farms/:id/sales/summary-time',
    {
      config: user,
      schema: {
        tags,
        summary: "When the end-of-day sales summary comes, in the listing's time zone (null: none)",
        params: ListingParamsSchema,
        body: SummaryTimeInputSchema,
        response: { 200: SalesDaySchema.pick({ summaryTime: true }) },
      },
    },
    async (request) => day.setSummaryTime(actor(request), request.params.id, request.body.time),
  );
}
