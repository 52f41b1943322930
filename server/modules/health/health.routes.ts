import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema, UnavailableSchema } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';

const tags = ['site'];

export function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/healthz', { schema: { tags, summary: 'The process answers', response: { 200: HealthSchema } } }, async () => ({ status: 'ok' as const }));

  api.get(
    '/readyz',
    { schema: { tags, summary: 'The process and its database answer (load balancers)', response: { 200: HealthSchema, 503: UnavailableSchema } } },
    async (_request, reply) => {
      try {
        await db.$client.query('SELECT 1');
        return { status: 'ready' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', message: 'The database is not reachable.' });
      }
    },
  );
}
