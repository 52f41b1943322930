import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { requireUser } from '../auth/session.js';
import { farmsService } from './farms.service.js';
import { mapFeatures } from './map/map.service.js';
import { startOpenWindowsJob } from './hours/open-intervals-job.js';
import { searchService } from './search/search.service.js';
import { seoRoutes } from './seo/seo.routes.js';
import { isUuid, listingIdParam } from '../../lib/ids.js';

const idOf = (params: unknown) => listingIdParam(params);

/** Listings API (PRODUCT.md 1–2). Routes only read the request and shape the reply: farmsService decides. */
export function farmsRoutes(app: FastifyInstance, { db, readDb, config }: { db: Db; readDb: Db; config: Config }) {
  const farms = farmsService(db);
  const search = searchService(db);
  // Public search and the map may read from a replica (DATABASE_READ_URL); an owner's own list reads their writes.
  const publicSearch = searchService(readDb);

  app.get('/api/farms', async (request) => publicSearch.search(request.query));
  app.get('/api/farms/map', async (request) => mapFeatures(readDb, request.query));
  app.get('/api/farms/mine', async (request) => search.mine(requireUser(request).id, request.query));
  app.get('/api/farms/:id', async (request) => farms.detail(request.user, idOf(request.params)));

  app.post('/api/farms', async (request, reply) => reply.status(201).send(await farms.create(requireUser(request), request.body)));
  app.put('/api/farms/:id', async (request) => farms.replace(requireUser(request), idOf(request.params), request.body));
  app.patch('/api/farms/:id', async (request) => farms.patch(requireUser(request), idOf(request.params), request.body === undefined ? {} : request.body));
  app.delete('/api/farms/:id', async (request, reply) => {
    await farms.remove(requireUser(request), idOf(request.params));
    return reply.status(204).send();
  });
  app.patch('/api/farms/:id/products/:productId', async (request) => {
    const user = requireUser(request);
    const { productId } = request.params as { productId: string };
    if (!isUuid(productId)) throw notFound('This product is not on this listing.');
    return farms.setProductAvailability(user, idOf(request.params), productId, request.body);
  });

  seoRoutes(app, { db, config });

  // Keeps the open-interval windows ahead of time (see open-intervals-job.ts). Tests call it directly.
  if (config.env !== 'test') {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startOpenWindowsJob(db, (err) => app.log.error({ err }, 'open intervals upkeep failed'));
    });
    app.addHook('onClose', async () => stop?.());
  }
}
