import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@common/i18n/keys.js';
import { ListingParamsSchema } from '@common/schemas/params.js';
import { ListingPickingSchema, PickingInputSchema, PickingResultSchema } from '@common/schemas/picking.js';
import type { Db } from '../../db/client.js';
import { actor, viewer } from '../../lib/actor.js';
import { pickingService } from './picking.service.js';

export function pickingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const picking = pickingService(db);

  api.get(
    '/api/farms/:id/picking',
    {
      schema: {
        tags: ['trust'],
        summary: 'How the picking is at a u-pick, per crop, with who said so and when',
        params: ListingParamsSchema,
        response: { 200: ListingPickingSchema },
      },
    },
    async (request) => picking.listing(viewer(request), request.params.id, request),
  );

  // The farmer's word, or a visitor's at the field: a trust signal needs a person behind a proved address (decision 033).
  api.post(
    '/api/farms/:id/picking',
    {
      config: { auth: { verified: msg('errors:auth.verifyTo.answerVisits') } },
      schema: {
        tags: ['trust'],
        summary: 'Say how the picking is (the farmer, or a visitor at the field)',
        params: ListingParamsSchema,
        body: PickingInputSchema,
        response: { 200: PickingResultSchema },
      },
    },
    async (request) => picking.report(actor(request), request.params.id, request.body),
  );
}
