import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminFarmListQuerySchema,
  AdminFarmPageSchema,
  AdminFarmParamsSchema,
  AdminFarmPatchSchema,
  AdminFarmSchema,
  ClaimListingSchema,
  OverviewQuerySchema,
  OverviewSchema,
} from '@common/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { adminFarmsService } from './admin-farms.service.js';

const tags = ['admin'];
// The admin check comes before the path is read: to anyone else these routes say only "admins".
const config = { auth: 'admin' } as const;

/** The admin console's overview and listings. Every route is for admins only. */
export function adminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const farms = adminFarmsService(db);

  api.get(
    '/api/admin/overview',
    {
      config,
      schema: { tags, summary: 'Totals and daily series for the admin overview', querystring: OverviewQuerySchema, response: { 200: OverviewSchema } },
    },
    async (request) => farms.overview(actor(request), request.query.days, request.lang),
  );

  api.get(
    '/api/admin/farms',
    {
      config,
      schema: { tags, summary: 'Every listing, in any status, with its owner', querystring: AdminFarmListQuerySchema, response: { 200: AdminFarmPageSchema } },
    },
    async (request) => farms.list(actor(request), request.query),
  );
  api.patch(
    '/api/admin/farms/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Verify, publish, unpublish or suspend a listing',
        params: AdminFarmParamsSchema,
        body: AdminFarmPatchSchema,
        response: { 200: AdminFarmSchema },
      },
    },
    async (request) => farms.update(actor(request), request.params.id, request.body),
  );
  api.post(
    '/api/admin/farms/:id/claim',
    {
      config,
      schema: {
        tags,
        summary: 'Give an unowned listing to a farmer account',
        params: AdminFarmParamsSchema,
        body: ClaimListingSchema,
        response: { 200: AdminFarmSchema },
      },
    },
    async (request) => farms.claim(actor(request), request.params.id, request.body),
  );
}
