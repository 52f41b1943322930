import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ListingTrustSchema } from '@common/schemas/listing-trust.js';
import { ListingParamsSchema } from '@common/schemas/params.js';
import { viewer } from '../../lib/actor.js';
import { claimsRoutes } from '../claims/claims.routes.js';
import { confirmationsRoutes } from '../confirmations/confirmations.routes.js';
import { listingReportsRoutes } from '../listing-reports/reports.routes.js';
import { salesRoutes } from '../sales/sales.routes.js';
import { standStockRoutes } from '../stand-stock/stand-stock.routes.js';
import { trustService } from './trust.service.js';

/** Listings people can trust (docs/product.md §9): visitors' answers, reports, self-service stands, claims. */
export function trustRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const trust = trustService(deps.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/farms/:id/trust',
    {
      schema: {
        tags: ['trust'],
        summary: 'What visitors and the community say about a listing now',
        description: 'The closed warning, open reports, the viewer’s own answer today and, for an imported listing, whether it can be claimed.',
        params: ListingParamsSchema,
        response: { 200: ListingTrustSchema },
      },
    },
    async (request) => trust.summary(viewer(request), request.params.id),
  );
  confirmationsRoutes(app, deps);
  listingReportsRoutes(app, deps);
  standStockRoutes(app, deps);
  salesRoutes(app, deps);
  claimsRoutes(app, deps);
}
