import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PaysWithAnswerSchema, PaysWithSchema } from '@common/schemas/shoppers.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { shoppersService } from './shoppers.service.js';

const tags = ['account'];
const config = { auth: 'user' } as const;

/** "I pay with SNAP" (issue 33 point 2, decision 069): the signed-in shopper's own; signed out, the browser keeps it. */
export function shoppersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shoppers = shoppersService(db);
  api.get(
    '/api/account/pays-with',
    { config, schema: { tags, summary: 'How the user pays: pre-selects the "Pays with" search filter', response: { 200: PaysWithAnswerSchema } } },
    async (request) => shoppers.paysWith(actor(request)),
  );
  api.put(
    '/api/account/pays-with',
    {
      config,
      schema: { tags, summary: 'Save how the user pays (an empty list forgets it)', body: PaysWithSchema, response: { 200: PaysWithAnswerSchema } },
    },
    async (request) => shoppers.setPaysWith(actor(request), request.body),
  );
}
