import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConfirmationInputSchema, ConfirmationResultSchema } from '@common/schemas/confirmations.js';
import { ListingParamsSchema } from '@common/schemas/params.js';
import type { Db } from '../../db/client.js';
import { msg } from '@common/i18n/keys.js';
import { actor } from '../../lib/actor.js';
import { confirmationsService } from './confirmations.service.js';

export function confirmationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const confirmations = confirmationsService(db);

  // 201 for a new answer, 200 for the same answer sent again (a retry from a phone that lost its signal).
  api.post(
    '/api/farms/:id/confirmations',
    {
      // A trust signal needs a person behind a proved address (issue 29 point 3, decision 033).
      config: { auth: { verified: msg('errors:auth.verifyTo.answerVisits') }, idempotent: true },
      schema: {
        tags: ['trust'],
        summary: '"Was it open?": a visitor at the stand answers',
        params: ListingParamsSchema,
        body: ConfirmationInputSchema,
        response: { 200: ConfirmationResultSchema, 201: ConfirmationResultSchema },
      },
    },
    async (request, reply) => {
      const result = await confirmations.answer(actor(request), request.params.id, request.body);
      return reply.status(result.repeated ? 200 : 201).send(result);
    },
  );
}
