import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { requireUser } from '../auth/session.js';
import { favoritesService } from './favorites.service.js';
import { listingIdParam } from '../../lib/ids.js';
import { idempotent } from '../../plugins/idempotency.js';

export function favoritesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const favorites = favoritesService(db);

  app.get('/api/favorites', async (request) => favorites.list(requireUser(request), request.query));
  // Just the ids: every heart on a page of cards from one small request.
  app.get('/api/favorites/ids', async (request) => favorites.ids(requireUser(request)));
  app.post('/api/favorites', idempotent, async (request, reply) => reply.status(201).send(await favorites.add(requireUser(request), request.body)));
  app.delete('/api/favorites/:farmId', async (request) => {
    const user = requireUser(request);
    return favorites.remove(user, listingIdParam(request.params, { name: 'farmId', message: 'This listing is not in your favorites.' }));
  });
}
