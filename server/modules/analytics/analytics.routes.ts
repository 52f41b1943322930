import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { analyticsService } from './analytics.service.js';

export function analyticsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const analytics = analyticsService(db);

  app.post('/api/analytics/pageview', async (request, reply) => {
    await analytics.recordPageView(request.body, { userId: request.user?.id ?? null, source: request.ip });
    return reply.status(204).send();
  });
}
