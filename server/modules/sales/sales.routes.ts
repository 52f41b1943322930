import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SaleInputSchema, SaleKeySchema, SaleSchema } from '@common/schemas/sales.js';
import { StockParamsSchema } from '@common/schemas/stand-stock.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
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
}
