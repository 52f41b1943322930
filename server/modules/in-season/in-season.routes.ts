import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { InSeasonAnswerSchema, InSeasonQuerySchema } from '@common/schemas/in-season.js';
import type { Db } from '../../db/client.js';
import { inSeasonService } from './in-season.service.js';

/** GET /api/in-season: public, like search. */
export function inSeasonRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inSeason = inSeasonService(db);
  api.get(
    '/api/in-season',
    {
      schema: {
        tags: ['listings'],
        summary: 'What is available near a place, one group per product',
        description: 'Products marked available at published listings around `near` or `location`, nearest listing first in each group.',
        querystring: InSeasonQuerySchema,
        response: { 200: InSeasonAnswerSchema },
      },
    },
    async (request) => inSeason.near(request.query, { ip: request.ip }),
  );
}
