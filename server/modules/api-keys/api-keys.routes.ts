import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiKeyCreatedSchema, ApiKeyInputSchema, ApiKeyListSchema, ApiKeyParamsSchema } from '@common/schemas/open-data.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { apiKeysService } from './api-keys.service.js';

const tags = ['v1'];
const user = { auth: 'user' } as const;

/** The signed-in user's keys for the open-data API, in account settings (decision 036). */
export function apiKeysRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const keys = apiKeysService(db);

  api.get(
    '/api/account/api-keys',
    { config: user, schema: { tags, summary: 'Your API keys (newest first, revoked ones included)', response: { 200: ApiKeyListSchema } } },
    async (request) => keys.list(actor(request)),
  );
  api.post(
    '/api/account/api-keys',
    {
      config: user,
      schema: {
        tags,
        summary: 'Make an API key',
        description: 'The answer’s `secret` is the key: it is shown this once and cannot be read again. At most 10 keys in use per account.',
        body: ApiKeyInputSchema,
        response: { 201: ApiKeyCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await keys.create(actor(request), request.body)),
  );
  api.delete(
    '/api/account/api-keys/:id',
    {
      config: user,
      schema: { tags, summary: 'Revoke an API key: calls with it are refused at once', params: ApiKeyParamsSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await keys.revoke(actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
