import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema, UnavailableSchema } from '@common/schemas/site.js';
import { msg } from '@common/i18n/keys.js';
import { DEFAULT_LANGUAGE } from '@common/i18n/languages.js';
import type { Db } from '../../db/client.js';
import type { ReadRouter } from '../../db/replica.js';
import { localize } from '../../lib/i18n.js';
import { checkDatabase } from './health.service.js';

const tags = ['site'];

export function healthRoutes(app: FastifyInstance, { db, reads }: { db: Db; reads: ReadRouter }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/healthz', { schema: { tags, summary: 'The process answers', response: { 200: HealthSchema } } }, async () => ({ status: 'ok' as const }));

  api.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'The process and its database answer (load balancers); the read replica’s state when there is one',
        response: { 200: HealthSchema, 503: UnavailableSchema },
      },
    },
    async (request, reply) => {
      try {
        await checkDatabase(db);
        // A replica that is down or lagging is read by nobody: the app still serves, so still 200 (decision 056).
        const replica = reads.status()?.state;
        return { status: 'ready' as const, ...(replica && { replica }) };
      } catch {
        return reply.status(503).send({
          status: 'unavailable', // A load balancer reads the status; a person reading the message reads it in their language.
          message: localize(msg('errors:health.noDatabase'), request.lang ?? DEFAULT_LANGUAGE),
        });
      }
    },
  );
}
