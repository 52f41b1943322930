import type { FastifyInstance } from 'fastify';
import { PageViewSchema } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import { pageViews } from '../../db/schema/index.js';
import { parse } from '../../lib/errors.js';

/** First-party page views: no third-party script; they feed the admin and farmer charts. */
export function analyticsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post('/api/analytics/pageview', async (request, reply) => {
    const input = parse(PageViewSchema, request.body);
    await db.insert(pageViews).values({
      path: input.path.split('?')[0],
      referrer: input.referrer ?? null,
      visitorId: input.visitorId ?? null,
      userId: request.user?.id ?? null,
    });
    return reply.status(204).send();
  });
}
