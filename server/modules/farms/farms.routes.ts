import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type FarmPage,
  FarmDetailSchema,
  FarmInputSchema,
  FarmMapQuerySchema,
  FarmMineQuerySchema,
  FarmPageSchema,
  FarmPatchSchema,
  FarmSearchQuerySchema,
  MapFeatureCollectionSchema,
  ProductAvailabilitySchema,
  ProductParamsSchema,
  ProductSchema,
} from '@common/schemas/farms.js';
import { ConfirmHoursResponseSchema } from '@common/schemas/freshness.js';
import { ListingParamsSchema } from '@common/schemas/params.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { ReadRouter } from '../../db/replica.js';
import { actor, viewer } from '../../lib/actor.js';
import { readerFor } from '../../plugins/read-your-writes.js';
import { jsonText } from '../../plugins/response-serializer.js';
import { FARMERS_ONLY, farmsService } from './farms.service.js';
import { FARM_DETAIL_EXAMPLE, FARM_PAGE_EXAMPLE, MAP_EXAMPLE } from './farms.examples.js';
import { freshnessService } from './freshness/freshness.service.js';
import { mapFeatures } from './map/map.service.js';
import { searchService } from './search/search.service.js';
import { seoRoutes } from './seo/seo.routes.js';

const tags = ['listings'];
const user = { auth: 'user' } as const;
// A consumer is refused before their listing is validated: a 403 whatever they send.
const farmers = { auth: { roles: ['farmer', 'admin'], refusal: FARMERS_ONLY } } as const;

/** Listings API (docs/product.md §1–§2). Routes only read the request and shape the reply: the services decide. */
export function farmsRoutes(app: FastifyInstance, { db, reads, config }: { db: Db; reads: ReadRouter; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const farms = farmsService(db);
  const search = searchService(db);
  // Public search and the map may read from a replica (DATABASE_READ_URL), after the reader's own last write
  // (decision 056); an owner's own list and a listing's page read the primary.
  const publicSearch = reads.each(searchService);
  const read = readerFor(reads, config);
  const freshness = freshnessService(db);

  api.get(
    '/api/farms',
    {
      schema: {
        tags,
        summary: 'Search listings',
        description:
          'Published listings near a point (`near=lat,lng`) or a place (`location=Kingston, NY`), by distance, or everywhere by rating; ' +
          'filtered by text, category, feature, kind and open state. Page with `nextCursor`.',
        querystring: FarmSearchQuerySchema,
        response: { 200: FarmPageSchema.meta({ examples: [FARM_PAGE_EXAMPLE] }) },
      },
    },
    async (request) => jsonText<FarmPage>(await read(request, (rdb) => publicSearch(rdb).searchJson(request.query))),
  );
  api.get(
    '/api/farms/map',
    {
      schema: {
        tags,
        summary: 'Listings on a map',
        description:
          'The listings in a box (`bbox=west,south,east,north`) at a zoom level, as GeoJSON clusters and points: never more than about 1,000 features.',
        querystring: FarmMapQuerySchema,
        response: { 200: MapFeatureCollectionSchema.meta({ examples: [MAP_EXAMPLE] }) },
      },
    },
    async (request) => read(request, (rdb) => mapFeatures(rdb, request.query)),
  );
  api.get(
    '/api/farms/mine',
    {
      config: user,
      schema: { tags, summary: 'The signed-in farmer’s own listings, drafts included', querystring: FarmMineQuerySchema, response: { 200: FarmPageSchema } },
    },
    async (request) => search.mine(actor(request).id, request.query),
  );
  api.get(
    '/api/farms/:id',
    {
      schema: {
        tags,
        summary: 'A listing',
        description: 'A published listing; drafts and suspended listings only for their farmer and admins (404 to everyone else).',
        params: ListingParamsSchema,
        response: { 200: FarmDetailSchema.meta({ examples: [FARM_DETAIL_EXAMPLE] }) },
      },
    },
    async (request) => farms.detail(viewer(request), request.params.id),
  );

  api.post(
    '/api/farms',
    { config: farmers, schema: { tags, summary: 'Create a listing (farmers), as a draft', body: FarmInputSchema, response: { 201: FarmDetailSchema } } },
    async (request, reply) => reply.status(201).send(await farms.create(actor(request), request.body)),
  );
  api.put(
    '/api/farms/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Replace a listing’s fields (its farmer or an admin)',
        params: ListingParamsSchema,
        body: FarmInputSchema,
        response: { 200: FarmDetailSchema },
      },
    },
    async (request) => farms.replace(actor(request), request.params.id, request.body),
  );
  api.patch(
    '/api/farms/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Change some of a listing’s fields, or publish it',
        params: ListingParamsSchema,
        body: FarmPatchSchema,
        response: { 200: FarmDetailSchema },
      },
    },
    async (request) => farms.patch(actor(request), request.params.id, request.body),
  );
  api.delete(
    '/api/farms/:id',
    { config: user, schema: { tags, summary: 'Delete a listing', params: ListingParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await farms.remove(actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
  api.patch(
    '/api/farms/:id/products/:productId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Mark a product available or not (one tap)',
        params: ProductParamsSchema,
        body: ProductAvailabilitySchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => farms.setProductAvailability(actor(request), request.params.id, request.params.productId, request.body),
  );

  api.post(
    '/api/farms/:id/confirm',
    {
      config: user,
      schema: {
        tags,
        summary: '“Hours still right”: the listing’s farmer confirms its hours (freshness)',
        params: ListingParamsSchema,
        response: { 200: ConfirmHoursResponseSchema },
      },
    },
    async (request) => freshness.confirmHours(actor(request), request.params.id),
  );

  seoRoutes(app, { db, config });
  // The open-interval windows are kept ahead by the job queue (farms.extend-open-windows in server/jobs.ts),
  // once across all processes.
}
