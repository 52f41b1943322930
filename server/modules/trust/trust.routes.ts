import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { listingIdParam } from '../../lib/ids.js';
import { claimsRoutes } from '../claims/claims.routes.js';
import { confirmationsRoutes } from '../confirmations/confirmations.routes.js';
import { listingReportsRoutes } from '../listing-reports/reports.routes.js';
import { standStockRoutes } from '../stand-stock/stand-stock.routes.js';
import { trustService } from './trust.service.js';

/** Listings people can trust (PRODUCT.md 9): visitors' answers, reports, self-service stands, claims. */
export function trustRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const trust = trustService(deps.db);
  app.get('/api/farms/:id/trust', async (request) => trust.summary(request.user, listingIdParam(request.params)));
  confirmationsRoutes(app, deps);
  listingReportsRoutes(app, deps);
  standStockRoutes(app, deps);
  claimsRoutes(app, deps);
}
