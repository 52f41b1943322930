import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListingParamsSchema } from '@common/schemas/params.js';
import {
  V1InSeasonQuerySchema,
  V1InSeasonSchema,
  V1ListingAnswerSchema,
  V1ListingPageSchema,
  V1ListingsQuerySchema,
  V1MapQuerySchema,
  V1MapSchema,
  type V1Map,
} from '@common/schemas/open-data.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { ReadRouter } from '../../db/replica.js';
import { textResponse } from '../../plugins/contract.js';
import { farmsService } from '../farms/farms.service.js';
import { mapFeatures } from '../farms/map/map.service.js';
import { searchService } from '../farms/search/search.service.js';
import { inSeasonService } from '../in-season/in-season.service.js';
import { licenseOf } from './licenses.js';
import { csvExport, exportTag, geojsonExport } from './export.js';
import { V1_IN_SEASON_EXAMPLE, V1_LISTING_EXAMPLE, V1_MAP_EXAMPLE, V1_PAGE_EXAMPLE } from './open-data.examples.js';
import { freshnessOfFacts, v1Detail, v1Listing } from './open-data.presenter.js';
import { openDataService } from './open-data.service.js';
import { meterV1, registerV1Cors } from './v1-access.js';
import { registerV1Caching, unchanged, V1_CACHE_CONTROL } from './v1-caching.js';

const tags = ['v1'];
/** `If-None-Match` named the current ETag (v1-caching.ts). */
const notModified = z.undefined();
/** A key is optional: without one a call counts against its network's smaller budget (decision 036). */
const security: Array<Record<string, string[]>> = [{}, { apiKeyBearer: [] }, { apiKeyHeader: [] }];
const LIMITS_NOTE = ' Every answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds); past the limit, 429 with `Retry-After`.';
const CACHING_NOTE =
  ` Answers carry a weak \`ETag\` and \`Cache-Control: ${V1_CACHE_CONTROL}\`: send the ETag back in \`If-None-Match\` and an unchanged ` +
  'answer is a 304 with no body (it still counts as a call).';

/**
 * The open-data API (`/api/v1`, decision 036): read-only, public, versioned answers for others to build on. Each
 * route calls the service the site's own route calls (search, listing, map, in season) and writes its own v1 shape.
 */
export async function openDataRoutes(app: FastifyInstance, { db, reads, config }: { db: Db; reads: ReadRouter; config: Config }) {
  registerV1Cors(app);
  const origin = config.appOrigin;
  /** An export, or its 304: its ETag is read from the data before any stream starts. */
  const sendExport = async (request: FastifyRequest, reply: FastifyReply, type: string, file: string, stream: (db: Db, now: Date) => Readable) => {
    const now = new Date();
    // A stream cannot move to the primary half-way: its database is chosen once (the replica when it is up).
    const readDb = await reads.pick();
    const tag = await exportTag(readDb, origin, now);
    reply.header('etag', tag);
    if (unchanged(request, tag)) return reply.code(304).send();
    return reply.type(`${type}; charset=utf-8`).header('content-disposition', `attachment; filename="${file}"`).send(stream(readDb, now));
  };
  // Public and cookie-less: read from the replica when there is one (decision 056), the primary if it fails.
  const search = reads.each(searchService);
  const farms = reads.each(farmsService);
  // In season counts its own per-network limit, which a replica cannot write: it takes the primary, as its route does.
  const inSeason = inSeasonService(db);

  await app.register(async (scope) => {
    scope.addHook('onRequest', meterV1(db));
    await registerV1Caching(scope);
    const v1 = scope.withTypeProvider<ZodTypeProvider>();

    v1.get(
      '/api/v1/listings',
      {
        schema: {
          tags,
          security,
          summary: 'Search published listings',
          description:
            'The public search’s filters: a place (`near=lat,lng` or `location=`) and `radius`, `q`, `available`, `category`, `feature`, ' +
            '`kind`, `open=now` or `openAt`, `sort`; page with `nextCursor`. Each listing carries its freshness and its license.' +
            LIMITS_NOTE +
            CACHING_NOTE,
          querystring: V1ListingsQuerySchema,
          response: { 200: V1ListingPageSchema.meta({ examples: [V1_PAGE_EXAMPLE] }), 304: notModified },
        },
      },
      async (request) => {
        const now = new Date();
        const { page, facts } = await reads.read(null, async (readDb) => {
          const page = await search(readDb).search(request.query, now);
          return {
            page,
            facts: await openDataService(readDb).facts(page.items.map((i) => i.id)),
          };
        });
        return {
          items: page.items.map((i) => v1Listing(i, facts.get(i.id)?.source ?? null, origin)),
          nextCursor: page.nextCursor,
          generatedAt: now.toISOString(),
        };
      },
    );

    v1.get(
      '/api/v1/listings/:id',
      {
        schema: {
          tags,
          security,
          summary: 'A published listing',
          description:
            'Everything public about one listing: hours for the week ahead, products and their availability, freshness, license.' + LIMITS_NOTE + CACHING_NOTE,
          params: ListingParamsSchema,
          response: { 200: V1ListingAnswerSchema.meta({ examples: [V1_LISTING_EXAMPLE] }), 304: notModified },
        },
      },
      async (request) => {
        const now = new Date();
        // As nobody: a draft is not open data, whoever's key asks.
        const detail = await reads.read(null, (readDb) => farms(readDb).detail(null, request.params.id, now));
        return { listing: v1Detail(detail, origin), generatedAt: now.toISOString() };
      },
    );

    v1.get(
      '/api/v1/map',
      {
        schema: {
          tags,
          security,
          summary: 'Listings on a map',
          description:
            'GeoJSON clusters and single listings in a box (`bbox=west,south,east,north`) at a `zoom`, with the search’s filters. ' +
            'A single listing carries its open state, freshness level and license.' +
            LIMITS_NOTE +
            CACHING_NOTE,
          querystring: V1MapQuerySchema,
          response: { 200: V1MapSchema.meta({ examples: [V1_MAP_EXAMPLE] }), 304: notModified },
        },
      },
      async (request): Promise<V1Map> => {
        const now = new Date();
        const { map, facts } = await reads.read(null, async (readDb) => {
          const map = await mapFeatures(readDb, request.query, now);
          return {
            map,
            facts: await openDataService(readDb).facts(map.features.flatMap((f) => (f.properties.cluster ? [] : [f.properties.id]))),
          };
        });
        return {
          type: 'FeatureCollection',
          features: map.features.map((f) => {
            const p = f.properties;
            const geometry = { type: 'Point' as const, coordinates: f.geometry.coordinates };
            if (p.cluster) return { type: 'Feature', geometry, properties: { cluster: true, count: p.count, expansionZoom: p.expansionZoom } };
            const fact = facts.get(p.id);
            return {
              type: 'Feature',
              geometry,
              properties: {
                cluster: false,
                id: p.id,
                name: p.name,
                kind: p.kind as 'stand',
                open: p.open,
                freshness: freshnessOfFacts(fact, now).level,
                license: licenseOf(fact?.source ?? null, origin).id,
              },
            };
          }),
          generatedAt: now.toISOString(),
        };
      },
    );

    v1.get(
      '/api/v1/in-season',
      {
        schema: {
          tags,
          security,
          summary: 'What is in season near a place',
          description:
            'The products marked available at listings near `near=lat,lng` or `location=` within `radius`, one group per product, with ' +
            'its nearest listing’s freshness and license.' +
            LIMITS_NOTE +
            CACHING_NOTE,
          querystring: V1InSeasonQuerySchema,
          response: { 200: V1InSeasonSchema.meta({ examples: [V1_IN_SEASON_EXAMPLE] }), 304: notModified },
        },
      },
      async (request) => {
        const now = new Date();
        const found = await inSeason.near(request.query, { ip: request.ip }, now);
        const facts = await reads.read(null, (readDb) => openDataService(readDb).facts(found.items.map((g) => g.nearest.id)));
        return {
          items: found.items.map((g) => {
            const fact = facts.get(g.nearest.id);
            return {
              product: g.product,
              category: g.category,
              listingCount: g.listingCount,
              openNowCount: g.openNowCount,
              nearest: { ...g.nearest, freshness: freshnessOfFacts(fact, now), license: licenseOf(fact?.source ?? null, origin) },
            };
          }),
          unit: request.query.unit,
          generatedAt: now.toISOString(),
        };
      },
    );

    const exportNote =
      'Every published listing, streamed as it is read, its fields named as in `GET /api/v1/listings/{id}` (CSV columns are their paths: ' +
      '`freshness.level`, `license.url`). Each row carries its `license` (`id`, `attribution`, `url`, `source`): ODbL-1.0 and ' +
      '“© OpenStreetMap contributors” for rows from OpenStreetMap, public domain for the USDA directory, the site’s terms for the rest. ' +
      'Exports have their own budget: 24 a day with a key, 4 without.' +
      CACHING_NOTE +
      ' The ETag changes only when the data does (a listing edited, added or hidden, or its freshness level moved): a daily mirror ' +
      'that sends it back downloads nothing when nothing changed.';
    const formulaNote =
      'For spreadsheets, a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return (or the full-width ＝ ＋ － ＠) ' +
      'is written with an apostrophe before it, so that it is shown rather than run as a formula: the phone number `+1 845 555 0142` ' +
      "arrives as `'+1 845 555 0142`. Numbers (`lat`, `lng`) are never changed. A program can remove the apostrophe from a cell that " +
      "starts with `'` and one of those characters, or read the GeoJSON export, which has every value as it is.";
    // Untyped: a stream is sent as it is (the declared answer only documents its media type).
    scope.get(
      '/api/v1/export/listings.geojson',
      {
        schema: {
          tags,
          security,
          summary: 'Every published listing as GeoJSON',
          description: exportNote,
          response: { 200: textResponse('application/geo+json', 'A GeoJSON FeatureCollection of Point features'), 304: notModified },
        },
      },
      (request, reply) => sendExport(request, reply, 'application/geo+json', 'listings.geojson', (readDb, now) => geojsonExport(readDb, origin, now)),
    );
    scope.get(
      '/api/v1/export/listings.csv',
      {
        schema: {
          tags,
          security,
          summary: 'Every published listing as CSV',
          description: `${exportNote} Lists (categories, products) are joined with \`;\`. ${formulaNote}`,
          response: { 200: textResponse('text/csv', 'CSV with a header row (RFC 4180)'), 304: notModified },
        },
      },
      (request, reply) => sendExport(request, reply, 'text/csv', 'listings.csv', (readDb, now) => csvExport(readDb, origin, now)),
    );
  });
}
