import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddStopSchema,
  TripDetailSchema,
  TripInputSchema,
  TripPageSchema,
  TripParamsSchema,
  TripResultSchema,
  TripStopParamsSchema,
  TripsQuerySchema,
} from '@common/schemas/trips.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { textResponse } from '../../plugins/contract.js';
import { fileNameOf, tripGpx, tripIcs } from './exports.js';
import { tripsService } from './trips.service.js';

const tags = ['trips'];
const config = { auth: 'user' } as const;
const params = TripParamsSchema;

export function tripsRoutes(app: FastifyInstance, { db, config: env }: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const trips = tripsService(db);

  api.get(
    '/api/trips',
    { config, schema: { tags, summary: "The user's day trips, upcoming or past", querystring: TripsQuerySchema, response: { 200: TripPageSchema } } },
    async (request) => trips.list(actor(request), request.query),
  );
  api.post(
    '/api/trips',
    { config, schema: { tags, summary: 'Plan a day trip', body: TripInputSchema, response: { 201: TripResultSchema } } },
    async (request, reply) => reply.status(201).send(await trips.create(actor(request), request.body)),
  );
  api.get(
    '/api/trips/:id',
    { config, schema: { tags, summary: 'A trip with its stops, legs and the state of each stand on arrival', params, response: { 200: TripDetailSchema } } },
    async (request) => trips.get(actor(request), request.params.id),
  );
  api.put(
    '/api/trips/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a trip: every field, and the stops in their new order',
        params,
        body: TripInputSchema,
        response: { 200: TripResultSchema },
      },
    },
    async (request) => trips.replace(actor(request), request.params.id, request.body),
  );
  api.delete('/api/trips/:id', { config, schema: { tags, summary: 'Delete a trip', params, response: { 204: z.undefined() } } }, async (request, reply) => {
    await trips.remove(actor(request), request.params.id);
    return reply.status(204).send();
  });
  api.post(
    '/api/trips/:id/stops',
    { config, schema: { tags, summary: 'Add a listing as the last stop', params, body: AddStopSchema, response: { 200: TripResultSchema } } },
    async (request) => trips.addStop(actor(request), request.params.id, request.body),
  );
  api.delete(
    '/api/trips/:id/stops/:farmId',
    { config, schema: { tags, summary: 'Take a listing off a trip', params: TripStopParamsSchema, response: { 200: TripResultSchema } } },
    async (request) => trips.removeStop(actor(request), request.params.id, request.params.farmId),
  );
  api.post(
    '/api/trips/:id/optimize',
    {
      config,
      schema: { tags, summary: 'Reorder the stops: most open on arrival, then least driving', params, response: { 200: TripResultSchema } },
    },
    async (request) => trips.optimize(actor(request), request.params.id),
  );

  api.get(
    '/api/trips/:id/gpx',
    {
      config,
      schema: { tags, summary: 'The trip as a GPX route, for a GPS or a maps app', params, response: { 200: textResponse('application/gpx+xml', 'GPX 1.1') } },
    },
    async (request, reply) => {
      const trip = await trips.get(actor(request), request.params.id);
      return reply
        .header('content-type', 'application/gpx+xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileNameOf(trip, 'gpx')}"`)
        .send(tripGpx(trip, request.lang));
    },
  );
  api.get(
    '/api/trips/:id/ics',
    {
      config,
      schema: { tags, summary: 'The trip as calendar events, one per stop', params, response: { 200: textResponse('text/calendar', 'iCalendar (RFC 5545)') } },
    },
    async (request, reply) => {
      const trip = await trips.get(actor(request), request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileNameOf(trip, 'ics')}"`)
        .send(tripIcs(trip, env.appOrigin, request.lang));
    },
  );
}
