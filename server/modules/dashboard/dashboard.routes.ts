import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FarmerStatsSchema, FavoriteUpdatesSchema, StatsQuerySchema } from '@common/schemas/dashboard.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { FARMERS_ONLY } from './dashboard.policy.js';
import { dashboardService } from './dashboard.service.js';

const tags = ['dashboard'];

export function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const dashboard = dashboardService(db);
  api.get(
    '/api/dashboard/farmer-stats',
    {
      // The role is refused before the query is read, as it always was: a shopper hears "for farmers", not about `days`.
      config: { auth: { roles: ['farmer', 'admin'], refusal: FARMERS_ONLY } },
      schema: {
        tags,
        summary: "Views, followers and rating over time for the farmer's listings",
        querystring: StatsQuerySchema,
        response: { 200: FarmerStatsSchema },
      },
    },
    async (request) => dashboard.farmerStats(actor(request), request.query, new Date(), request.lang),
  );
  api.get(
    '/api/dashboard/favorite-updates',
    { config: { auth: 'user' }, schema: { tags, summary: "The user's favorites most recently updated", response: { 200: FavoriteUpdatesSchema } } },
    async (request) => dashboard.favoriteUpdates(actor(request), request.user!.units),
  );
}
