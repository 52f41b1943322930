import type { FastifyInstance } from 'fastify';
import { InSeasonQuerySchema } from '@common/schemas/in-season.js';
import type { Db } from '../../db/client.js';
import { parse } from '../../lib/errors.js';
import { inSeasonService } from './in-season.service.js';

/** GET /api/in-season: public, like search. */
export function inSeasonRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const inSeason = inSeasonService(db);
  app.get('/api/in-season', async (request) => inSeason.near(parse(InSeasonQuerySchema, request.query), { ip: request.ip }));
}
