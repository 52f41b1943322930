import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ListingParamsSchema } from '@common/schemas/params.js';
import { CheckInInputSchema, CheckInResultSchema, VisitPageSchema, VisitsQuerySchema } from '@common/schemas/visits.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { hit } from '../../lib/rate-limit.js';
import { visitsService } from './visits.service.js';

const tags = ['visits'];
const config = { auth: 'user' } as const;

export function visitsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const visits = visitsService(db);

  api.post(
    '/api/farms/:id/visits',
    // A phone offline sends it later with an Idempotency-Key (decision 020).
    {
      config: { ...config, idempotent: true },
      schema: { tags, summary: 'Check in at a listing', params: ListingParamsSchema, body: CheckInInputSchema, response: { 201: CheckInResultSchema } },
    },
    async (request, reply) => {
      const user = actor(request);
      await hit(db, { key: `visit:${user.id}`, max: 60, windowSeconds: 3600 });
      return reply.status(201).send(await visits.checkIn(user, request.params.id, request.body));
    },
  );
  api.get(
    '/api/visits',
    { config, schema: { tags, summary: 'The user’s visits, newest first', querystring: VisitsQuerySchema, response: { 200: VisitPageSchema } } },
    async (request) => visits.list(actor(request), request.query),
  );
}
