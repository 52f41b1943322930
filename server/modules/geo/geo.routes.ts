import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PlaceQuerySchema,
  PlaceSuggestionSchema,
  ResolvedPlaceSchema,
  ReversePlaceSchema,
  ReverseQuerySchema,
  SuggestQuerySchema,
} from '@common/schemas/geo.js';
import type { Db } from '../../db/client.js';
import { msg } from '@common/i18n/keys.js';
import { notFound, withValues } from '../../lib/errors.js';
import { resolveLocation, reverseNearest, suggestLocations } from '../../lib/geo/gazetteer.js';
import { networkKey } from '../../lib/client-network.js';
import { hit } from '../../lib/rate-limit.js';

const tags = ['places'];

/**
 * Offline place lookups over the bundled gazetteer (server/lib/geo): no API key, no network. Answers never
 * change, so browsers may cache them for a day.
 */
export function geoRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/geo/resolve',
    { schema: { tags, summary: 'Find a place by ZIP code, city or coordinates', querystring: PlaceQuerySchema, response: { 200: ResolvedPlaceSchema } } },
    async (request, reply) => {
      const { q } = request.query;
      const place = resolveLocation(q);
      const unknown = withValues('errors:geo.placeNotFound', { q });
      if (!place) throw notFound(unknown);
      return reply.header('cache-control', 'public, max-age=86400').send(place);
    },
  );

  api.get(
    '/api/geo/suggest',
    { schema: { tags, summary: 'Suggest places as the visitor types', querystring: SuggestQuerySchema, response: { 200: z.array(PlaceSuggestionSchema) } } },
    async (request, reply) => {
      const { q, limit } = request.query;
      // One request per keystroke is normal; thousands a minute is someone copying the gazetteer.
      await hit(db, { key: `geo-suggest:${networkKey(request.ip)}`, max: 600, windowSeconds: 60, message: msg('errors:geo.tooManyLookups') });
      return reply.header('cache-control', 'public, max-age=86400').send(suggestLocations(q, limit));
    },
  );

  api.get(
    '/api/geo/reverse',
    { schema: { tags, summary: 'The nearest town to a point', querystring: ReverseQuerySchema, response: { 200: ReversePlaceSchema } } },
    async (request, reply) => {
      const place = reverseNearest(request.query.lat, request.query.lng);
      if (!place) throw notFound('errors:geo.noTownNear');
      return reply.header('cache-control', 'public, max-age=86400').send(place);
    },
  );
}
