import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema, UnavailableSchema } from '@common/schemas/site.js';
import { msg } from '@common/i18n/keys.js';
import { DEFAULT_LANGUAGE } from '@common/i18n/languages.js';
import type { Db } from '../../db/client.js';
import { localize } from '../../lib/i18n.js';
import { pingDatabase } from './health.repository.js';

const tags = ['site'];

export function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/healthz', { schema: { tags, summary: 'The process answers', response: { 200: HealthSchema } } }, async () => ({ status: 'ok' as const }));

  api.get(
    '/readyz',
    { schema: { tags, summary: 'The process and its database answer (load balancers)', response: { 200: HealthSchema, 503: UnavailableSchema } } },
    async (request, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ready' as const };
      } catch {
        return reply.status(503).send({
          status: 'unavailable', // A load balancer reads the status; a person reading the message reads it in their language.
          message: localize(msg('errors:health.noDatabase'), request.lang ?? DEFAULT_LANGUAGE),
        });
      }
    },
  );
}
