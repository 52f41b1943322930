import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageViewSchema } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import { analyticsService } from './analytics.service.js';

export function analyticsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const analytics = analyticsService(db);

  api.post(
    '/api/analytics/pageview',
    {
      schema: {
        tags: ['site'],
        summary: 'Count a page view',
        description:
          'First-party page views for the admin and farmer charts. A repeat within seconds, or past the per-visitor or per-network limits, is dropped quietly: the answer is 204 either way.',
        body: PageViewSchema,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await analytics.recordPageView(request.body, { userId: request.user?.id ?? null, source: request.ip });
      return reply.status(204).send();
    },
  );
}
