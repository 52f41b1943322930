import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClosedWarningAnswerInputSchema,
  ClosedWarningClearInputSchema,
  ClosedWarningClearResultSchema,
  ClosedWarningOwnerAnswerSchema,
} from '@common/schemas/closed-warning.js';
import { ConfirmationInputSchema, ConfirmationResultSchema } from '@common/schemas/confirmations.js';
import { ListingParamsSchema } from '@common/schemas/params.js';
import type { Db } from '../../db/client.js';
import { msg } from '@common/i18n/keys.js';
import { actor } from '../../lib/actor.js';
import { closedWarningService } from './closed-warning.service.js';
import { confirmationsService } from './confirmations.service.js';

export function confirmationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const confirmations = confirmationsService(db);
  const closedWarning = closedWarningService(db);

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

  // The listing's farmer answers its closed warning, shown with it to everyone; sent again, the answer is edited.
  api.put(
    '/api/farms/:id/closed-warning/answer',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['trust'],
        summary: "The listing's farmer answers its closed warning",
        params: ListingParamsSchema,
        body: ClosedWarningAnswerInputSchema,
        response: { 200: ClosedWarningOwnerAnswerSchema },
      },
    },
    async (request) => closedWarning.answer(actor(request), request.params.id, request.body.note),
  );
  // An admin clears a closed warning with a reason: its answers are refuted (decision 049).
  api.post(
    '/api/admin/farms/:id/closed-warning/clear',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['trust'],
        summary: 'Clear a closed warning (admins)',
        params: ListingParamsSchema,
        body: ClosedWarningClearInputSchema,
        response: { 200: ClosedWarningClearResultSchema },
      },
    },
    async (request) => closedWarning.clear(actor(request), request.params.id, request.body.reason),
  );
}
