import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminSponsorListQuerySchema, AdminSponsorPageSchema, OverviewQuerySchema, SponsorParamsSchema, SponsorStatsSchema } from '@common/schemas/admin.js';
import { SponsorAssetInputSchema, SponsorAssetListSchema, SponsorAssetSchema, SponsorEventRecordedSchema, SponsorEventSchema } from '@common/schemas/site.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { sponsorEventsService } from './sponsor-events.service.js';
import { sponsorsService } from './sponsors.service.js';

export { presentSponsor } from './sponsors.service.js';

const tags = ['sponsors'];

export function sponsorsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sponsors = sponsorsService(db);
  const events = sponsorEventsService(db);

  api.get(
    '/api/sponsors/active/popup',
    { schema: { tags, summary: 'The sponsor assets the popup may show now', response: { 200: SponsorAssetListSchema } } },
    async () => sponsors.active(),
  );

  for (const kind of ['impression', 'click'] as const) {
    api.post(
      `/api/sponsors/${kind}`,
      {
        schema: {
          tags,
          summary: kind === 'impression' ? 'Count a showing of a sponsor asset' : 'Count a click on a sponsor asset',
          description:
            'Anonymous, once per showing; a click only after an impression of the same showing. What is refused (a repeat, past the hourly limit) is dropped quietly: 200 with `recorded: false`.',
          body: SponsorEventSchema,
          response: { 200: SponsorEventRecordedSchema, 201: SponsorEventRecordedSchema },
        },
      },
      async (request, reply) => {
        const recorded = await events.record(kind, request.body, request.ip);
        return reply.status(recorded ? 201 : 200).send({ recorded });
      },
    );
  }

  const admin = { auth: 'admin' } as const;
  api.get(
    '/api/admin/sponsors',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Sponsor assets with their impressions and clicks',
        querystring: AdminSponsorListQuerySchema,
        response: { 200: AdminSponsorPageSchema },
      },
    },
    async (request) => sponsors.list(actor(request), request.query),
  );
  api.get(
    '/api/admin/sponsors/:id/stats',
    {
      config: admin,
      schema: {
        tags,
        summary: "A sponsor asset's impressions and clicks per day",
        params: SponsorParamsSchema,
        querystring: OverviewQuerySchema,
        response: { 200: SponsorStatsSchema },
      },
    },
    async (request) => sponsors.stats(actor(request), request.params.id, request.query.days),
  );
  api.post(
    '/api/admin/sponsors',
    { config: admin, schema: { tags, summary: 'Add a sponsor asset', body: SponsorAssetInputSchema, response: { 201: SponsorAssetSchema } } },
    async (request, reply) => reply.status(201).send(await sponsors.create(actor(request), request.body)),
  );
  api.put(
    '/api/admin/sponsors/:id',
    {
      config: admin,
      schema: { tags, summary: 'Change a sponsor asset', params: SponsorParamsSchema, body: SponsorAssetInputSchema, response: { 200: SponsorAssetSchema } },
    },
    async (request) => sponsors.update(actor(request), request.params.id, request.body),
  );
  api.delete(
    '/api/admin/sponsors/:id',
    { config: admin, schema: { tags, summary: 'Delete a sponsor asset', params: SponsorParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await sponsors.remove(actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
