import type { FastifyInstance } from 'fastify';
import { AdminClaimListQuerySchema, ClaimDecisionInputSchema, ClaimInputSchema } from '@common/schemas/claims.js';
import type { Db } from '../../db/client.js';
import { parse } from '../../lib/errors.js';
import { listingIdParam, uuidParam } from '../../lib/ids.js';
import { requireAdmin, requireUser } from '../auth/session.js';
import { claimsService } from './claims.service.js';

export function claimsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const claims = claimsService(db);

  app.post('/api/farms/:id/claims', async (request, reply) => {
    const user = requireUser(request);
    const input = parse(ClaimInputSchema, request.body);
    return reply.status(201).send(await claims.claim(user, listingIdParam(request.params), input));
  });

  // Admin → Claims. The admin check comes before the id: to others these routes say only "admins".
  app.get('/api/admin/claims', async (request) => {
    requireAdmin(request);
    return claims.list(parse(AdminClaimListQuerySchema, request.query));
  });
  app.post('/api/admin/claims/:id/decide', async (request) => {
    const user = requireAdmin(request);
    const id = uuidParam(request.params, 'This claim does not exist.');
    return claims.decide({ user, ip: request.ip }, id, parse(ClaimDecisionInputSchema, request.body));
  });
}
