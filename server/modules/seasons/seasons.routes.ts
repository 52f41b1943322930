import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ListingParamsSchema } from '@common/schemas/params.js';
import { InSeasonQuerySchema } from '@common/schemas/in-season.js';

// The place and distance only: `accepts=` filters what is available now, not the seasons' history.
const PlaceQuerySchema = InSeasonQuerySchema.omit({ accepts: true });
import { ComingUpSchema, CropCalendarSchema, ListingSeasonsSchema } from '@common/schemas/seasons.js';
import type { Db } from '../../db/client.js';
import { viewer } from '../../lib/actor.js';
import { seasonsService } from './seasons.service.js';

export function seasonsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const seasons = seasonsService(db);
  api.get(
    '/api/farms/:id/seasons',
    {
      schema: {
        tags: ['listings'],
        summary: "When a listing's products are usually available, from its availability history",
        params: ListingParamsSchema,
        response: { 200: ListingSeasonsSchema },
      },
    },
    async (request) => seasons.listing(viewer(request), request.params.id, request),
  );

  api.get(
    '/api/in-season/coming-up',
    {
      schema: {
        tags: ['listings'],
        summary: 'Crops not available near a place now, with their usual start there',
        description:
          "From the availability history of the published listings around `near` or `location`: each listing's usual season per product, then the medians across listings (two listings with two seasons each at least).",
        querystring: PlaceQuerySchema,
        response: { 200: ComingUpSchema },
      },
    },
    async (request) => seasons.comingUp(request.query, { ip: request.ip }),
  );
  api.get(
    '/api/in-season/calendar',
    {
      schema: {
        tags: ['listings'],
        summary: 'The crop calendar near a place: when each crop is usually available, and at how many stands',
        querystring: PlaceQuerySchema,
        response: { 200: CropCalendarSchema },
      },
    },
    async (request) => seasons.calendar(request.query, { ip: request.ip }),
  );
}
