import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';

export function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    try {
      await db.$client.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });
}
