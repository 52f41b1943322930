import type { FastifyInstance } from 'fastify';
import { OverviewQuerySchema } from '@common/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { parse } from '../../lib/errors.js';
import { recordAudit } from '../accounts/audit.js';
import { requireAdmin } from '../auth/session.js';
import { adminFarmsService } from './admin-farms.service.js';
import { overview } from './overview.repository.js';
import { listingIdParam } from '../../lib/ids.js';

const farmId = (params: unknown) => listingIdParam(params, { message: 'This listing does not exist.' });

/** The admin console's overview and listings. Every route is for admins only. */
export function adminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const farms = adminFarmsService(db);

  app.get('/api/admin/overview', async (request) => {
    requireAdmin(request);
    return overview(db, parse(OverviewQuerySchema, request.query).days);
  });

  app.get('/api/admin/farms', async (request) => {
    requireAdmin(request);
    return farms.list(request.query);
  });
  app.patch('/api/admin/farms/:id', async (request) => {
    const admin = requireAdmin(request); // before reading the id: to others this route says only "admins"
    const id = farmId(request.params);
    const farm = await farms.update(admin, id, request.body);
    const { verified, status } = request.body as { verified?: boolean; status?: string };
    const what = [status && `set to ${status}`, verified !== undefined && (verified ? 'verified' : 'unverified')].filter(Boolean).join(' and ');
    await recordAudit(db, request, {
      action: 'listing.update',
      summary: `Listing “${farm.name}” ${what}`,
      target: { type: 'farm', id },
      details: { verified, status },
    });
    return farm;
  });
  app.post('/api/admin/farms/:id/claim', async (request) => {
    requireAdmin(request);
    const farm = await farms.claim(farmId(request.params), request.body);
    await recordAudit(db, request, {
      action: 'listing.claim',
      summary: `Gave listing “${farm.name}” to ${farm.owner?.email}`,
      target: { type: 'farm', id: farm.id },
    });
    return farm;
  });
}
