import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ListingParamsSchema } from '@common/schemas/params.js';
import { ListingSeasonsSchema } from '@common/schemas/seasons.js';
import type { Db } from '../../db/client.js';
import { viewer } from '../../lib/actor.js';
import { seasonsService } from './seasons.service.js';

export function seasonsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const seasons = seasonsService(db);
  api.get(
    '/api/farms/:id/seasons',
    {
      schema: {
        tags: ['listings'],
        summary: "When a listing's products are usually available, from its availability history",
        params: ListingParamsSchema,
        response: { 200: ListingSeasonsSchema },
      },
    },
    async (request) => seasons.listing(viewer(request), request.params.id, request),
  );
}
