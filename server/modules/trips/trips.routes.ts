import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { msg } from '@common/i18n/keys.js';
import { notFound } from '../../lib/errors.js';
import { requireUser } from '../auth/session.js';
import { fileNameOf, tripGpx, tripIcs } from './exports.js';
import { tripsService } from './trips.service.js';
import { uuidParam } from '../../lib/ids.js';

const idOf = (params: unknown) => uuidParam(params, msg('errors:trips.notFound'));

export function tripsRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const trips = tripsService(db);

  app.get('/api/trips', async (request) => trips.list(requireUser(request), request.query));
  app.post('/api/trips', async (request, reply) => reply.status(201).send(await trips.create(requireUser(request), request.body)));
  app.get('/api/trips/:id', async (request) => trips.get(requireUser(request), idOf(request.params)));
  app.put('/api/trips/:id', async (request) => trips.replace(requireUser(request), idOf(request.params), request.body));
  app.delete('/api/trips/:id', async (request, reply) => {
    await trips.remove(requireUser(request), idOf(request.params));
    return reply.status(204).send();
  });
  app.post('/api/trips/:id/stops', async (request) => trips.addStop(requireUser(request), idOf(request.params), request.body));
  app.delete('/api/trips/:id/stops/:farmId', async (request) => {
    const { farmId } = request.params as { farmId: string };
    if (!/^\d{1,15}$/.test(farmId)) throw notFound('errors:trips.notOn');
    return trips.removeStop(requireUser(request), idOf(request.params), Number(farmId));
  });
  app.post('/api/trips/:id/optimize', async (request) => trips.optimize(requireUser(request), idOf(request.params)));

  app.get('/api/trips/:id/gpx', async (request, reply) => {
    const trip = await trips.get(requireUser(request), idOf(request.params));
    return reply
      .header('content-type', 'application/gpx+xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileNameOf(trip, 'gpx')}"`)
      .send(tripGpx(trip));
  });
  app.get('/api/trips/:id/ics', async (request, reply) => {
    const trip = await trips.get(requireUser(request), idOf(request.params));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileNameOf(trip, 'ics')}"`)
      .send(tripIcs(trip, config.appOrigin));
  });
}
