import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound, parse } from '../../lib/errors.js';
import { resolveLocation, reverseNearest, suggestLocations } from '../../lib/geo/gazetteer.js';
import { hit } from '../../lib/rate-limit.js';

const PlaceQuery = z.object({ q: z.string().trim().min(1, 'Type a ZIP code or a city').max(120) });
const SuggestQuery = PlaceQuery.extend({ limit: z.coerce.number().int().min(1).max(20).default(8) });
const ReverseQuery = z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) });

/**
 * Offline place lookups over the bundled gazetteer (server/lib/geo): no API key, no network. Answers never
 * change, so browsers may cache them for a day.
 */
export function geoRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/geo/resolve', async (request, reply) => {
    const { q } = parse(PlaceQuery, request.query);
    const place = resolveLocation(q);
    if (!place) throw notFound(`We could not find "${q}". Try a ZIP code or a city and state, like "Kingston, NY".`);
    return reply.header('cache-control', 'public, max-age=86400').send(place);
  });

  app.get('/api/geo/suggest', async (request, reply) => {
    const { q, limit } = parse(SuggestQuery, request.query);
    // One request per keystroke is normal; thousands a minute is someone copying the gazetteer.
    await hit(db, { key: `geo-suggest:${request.ip}`, max: 600, windowSeconds: 60, message: 'Too many place lookups. Please wait a moment.' });
    return reply.header('cache-control', 'public, max-age=86400').send(suggestLocations(q, limit));
  });

  app.get('/api/geo/reverse', async (request, reply) => {
    const { lat, lng } = parse(ReverseQuery, request.query);
    const place = reverseNearest(lat, lng);
    if (!place) throw notFound('There is no town we know of near this point.');
    return reply.header('cache-control', 'public, max-age=86400').send(place);
  });
}
