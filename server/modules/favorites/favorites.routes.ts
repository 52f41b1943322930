import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FavoriteIdsSchema, FavoriteInputSchema, FavoritePageSchema, FavoriteResultSchema, FavoritesQuerySchema } from '@common/schemas/favorites.js';
import { listingIdParam } from '@common/schemas/params.js';
import { msg } from '@common/i18n/keys.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { favoritesService } from './favorites.service.js';

const tags = ['favorites'];
const config = { auth: 'user' } as const;
const FavoriteParamsSchema = z.object({ farmId: listingIdParam(msg('errors:favorites.notFollowed')) });

export function favoritesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const favorites = favoritesService(db);

  api.get(
    '/api/favorites',
    {
      config,
      schema: { tags, summary: 'The listings the user follows, nearest first', querystring: FavoritesQuerySchema, response: { 200: FavoritePageSchema } },
    },
    async (request) => favorites.list(actor(request), request.query),
  );
  // Just the ids: every heart on a page of cards from one small request.
  api.get(
    '/api/favorites/ids',
    { config, schema: { tags, summary: 'The ids of the listings the user follows', response: { 200: FavoriteIdsSchema } } },
    async (request) => favorites.ids(actor(request)),
  );
  api.post(
    '/api/favorites',
    // A phone offline sends it later with an Idempotency-Key (decision 020).
    {
      config: { ...config, idempotent: true },
      schema: { tags, summary: 'Follow a listing', body: FavoriteInputSchema, response: { 201: FavoriteResultSchema } },
    },
    async (request, reply) => reply.status(201).send(await favorites.add(actor(request), request.body)),
  );
  // Removing is one of the phone's offline actions too: a resend after the answer was lost (maybe after the user
  // saved the listing again) is answered from the first, not done again.
  api.delete(
    '/api/favorites/:farmId',
    {
      config: { ...config, idempotent: true },
      schema: { tags, summary: 'Stop following a listing', params: FavoriteParamsSchema, response: { 200: FavoriteResultSchema } },
    },
    async (request) => favorites.remove(actor(request), request.params.farmId),
  );
}
