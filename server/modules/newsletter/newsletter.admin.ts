import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SubscriberListQuerySchema, SubscriberPageSchema, SubscriberParamsSchema, SubscriberSchema } from '@common/schemas/admin.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { textResponse } from '../../plugins/contract.js';
import { newsletterService } from './newsletter.service.js';

const tags = ['admin'];
const config = { auth: 'admin' } as const;

/** Admin → Newsletter: subscribers, CSV export of the active ones, unsubscribe on someone's behalf. */
export function newsletterAdminRoutes(app: FastifyInstance, { db, config: env }: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const newsletter = newsletterService(db, env.appOrigin);

  api.get(
    '/api/admin/newsletter',
    { config, schema: { tags, summary: 'Newsletter subscribers', querystring: SubscriberListQuerySchema, response: { 200: SubscriberPageSchema } } },
    async (request) => newsletter.list(actor(request), request.query),
  );

  api.get(
    '/api/admin/newsletter/export.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The active subscribers as CSV, with their unsubscribe links',
        response: { 200: textResponse('text/csv', 'email,subscribed_at,source,unsubscribe_url') },
      },
    },
    async (request, reply) => {
      const csv = await newsletter.exportCsv(actor(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  api.post(
    '/api/admin/newsletter/:id/unsubscribe',
    { config, schema: { tags, summary: 'Unsubscribe someone from the newsletter', params: SubscriberParamsSchema, response: { 200: SubscriberSchema } } },
    async (request) => newsletter.unsubscribeFor(actor(request), request.params.id),
  );
}
