import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { requireUser } from '../auth/session.js';
import { dashboardService } from './dashboard.service.js';

export function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const dashboard = dashboardService(db);
  app.get('/api/dashboard/farmer-stats', async (request) => dashboard.farmerStats(requireUser(request), request.query));
  app.get('/api/dashboard/favorite-updates', async (request) => dashboard.favoriteUpdates(requireUser(request)));
}
