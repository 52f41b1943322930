import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { hit } from '../../lib/rate-limit.js';
import { requireUser } from '../auth/session.js';
import { visitsService } from './visits.service.js';

const ID = /^\d{1,15}$/;

export function visitsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const visits = visitsService(db);

  app.post('/api/farms/:id/visits', async (request, reply) => {
    const user = requireUser(request);
    await hit(db, { key: `visit:${user.id}`, max: 60, windowSeconds: 3600 });
    const { id } = request.params as { id: string };
    if (!ID.test(id)) throw notFound('This listing does not exist, or is not public.');
    return reply.status(201).send(await visits.checkIn(user, Number(id), request.body));
  });
  app.get('/api/visits', async (request) => visits.list(requireUser(request), request.query));
}
