import type { FastifyInstance } from 'fastify';
import { ConfirmationInputSchema } from '@common/schemas/confirmations.js';
import type { Db } from '../../db/client.js';
import { parse } from '../../lib/errors.js';
import { listingIdParam } from '../../lib/ids.js';
import { requireUser } from '../auth/session.js';
import { confirmationsService } from './confirmations.service.js';

export function confirmationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const confirmations = confirmationsService(db);

  // 201 for a new answer, 200 for the same answer sent again (a retry from a phone that lost its signal).
  app.post('/api/farms/:id/confirmations', { config: { idempotent: true } }, async (request, reply) => {
    const user = requireUser(request);
    const input = parse(ConfirmationInputSchema, request.body);
    const result = await confirmations.answer(user, listingIdParam(request.params), input);
    return reply.status(result.repeated ? 200 : 201).send(result);
  });
}
