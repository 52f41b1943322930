import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { hit } from '../../lib/rate-limit.js';
import { requireUser } from '../auth/session.js';
import { visitsService } from './visits.service.js';
import { listingIdParam } from '../../lib/ids.js';
import { idempotent } from '../../plugins/idempotency.js';

export function visitsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const visits = visitsService(db);

  app.post('/api/farms/:id/visits', idempotent, async (request, reply) => {
    const user = requireUser(request);
    await hit(db, { key: `visit:${user.id}`, max: 60, windowSeconds: 3600 });
    return reply.status(201).send(await visits.checkIn(user, listingIdParam(request.params), request.body));
  });
  app.get('/api/visits', async (request) => visits.list(requireUser(request), request.query));
}
