import type { LoadedQuery, PageQuery, PageSource, PageSourceName } from '@common/pages/server-render.js';
import type { Language } from '@common/i18n/languages.js';
import { BlogListQuerySchema, BlogPageSchema, BlogPostSchema, BlogTagsSchema } from '@common/schemas/blog.js';
import { FarmDetailSchema, FarmPageSchema, FarmSearchQuerySchema } from '@common/schemas/farms.js';
import { InSeasonAnswerSchema, InSeasonQuerySchema } from '@common/schemas/in-season.js';
import { ListingTrustSchema } from '@common/schemas/listing-trust.js';
import { ListingPickingSchema } from '@common/schemas/picking.js';
import { ReviewPageSchema, ReviewsQuerySchema } from '@common/schemas/reviews.js';
import { ListingSeasonsSchema } from '@common/schemas/seasons.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { actorOf } from '../../lib/actor.js';
import { HttpError, parse } from '../../lib/errors.js';
import { listingIdParam } from '../../lib/ids.js';
import { blogService } from '../blog/blog.service.js';
import { farmsService } from '../farms/farms.service.js';
import { searchService } from '../farms/search/search.service.js';
import { inSeasonService } from '../in-season/in-season.service.js';
import { pickingService } from '../picking/picking.service.js';
import { reviewsService } from '../reviews/reviews.service.js';
import { seasonsService } from '../seasons/seasons.service.js';
import { trustService } from '../trust/trust.service.js';

/** Who is asking and when: the same instant the page is rendered at, so "open now" and the page's clock agree. */
export interface LoadContext {
  actor: UserRow | null;
  now: Date;
  /** The reader's language: an error the page shows is said in it, as the API would. */
  lang: Language;
  /** The reader's address: a source the API rate-limits per address counts a page's load against the same limit. */
  ip: string;
}

type Loader<N extends PageSourceName> = (from: Extract<PageSource, { source: N }>, ctx: LoadContext) => Promise<unknown>;

/**
 * How the server answers each source a page may declare: the service call its API route makes, with the input
 * validated by the route's own schema and the answer shaped by its response schema, so the page carries exactly
 * what the API would answer. These are the only lines that know the services' signatures; a new source (a new
 * page's data) is one line here and one member of PageSource.
 */
export function pageDataLoaders(db: Db): { [N in PageSourceName]: Loader<N> } {
  const farms = farmsService(db);
  const search = searchService(db);
  const blog = blogService(db);
  const inSeason = inSeasonService(db);
  const trust = trustService(db);
  const picking = pickingService(db);
  const reviews = reviewsService(db);
  const seasons = seasonsService(db);
  const viewerOf = (ctx: LoadContext) => (ctx.actor ? actorOf(ctx.actor, ctx.ip) : null);
  return {
    'farms.search': async (from, { now }) => FarmPageSchema.parse(await search.search(parse(FarmSearchQuerySchema, from.query), now)), // GET /api/farms
    'farms.detail': async (from, { actor, now }) => FarmDetailSchema.parse(await farms.detail(actor && actorOf(actor), listingIdParam({ id: from.id }), now)), // GET /api/farms/:id
    'farms.trust': async (from, ctx) => ListingTrustSchema.parse(await trust.summary(viewerOf(ctx), listingIdParam({ id: from.id }), ctx.now)), // GET /api/farms/:id/trust
    'farms.reviews': async (from, ctx) =>
      ReviewPageSchema.parse(await reviews.list(viewerOf(ctx), listingIdParam({ id: from.id }), parse(ReviewsQuerySchema, {}))), // GET /api/farms/:id/reviews
    'farms.seasons': async (from, ctx) => ListingSeasonsSchema.parse(await seasons.listing(viewerOf(ctx), listingIdParam({ id: from.id }), ctx)), // GET /api/farms/:id/seasons
    'farms.picking': async (from, ctx) => ListingPickingSchema.parse(await picking.listing(viewerOf(ctx), listingIdParam({ id: from.id }), ctx, ctx.now)), // GET /api/farms/:id/picking
    'blog.list': async (from) => BlogPageSchema.parse(await blog.list(parse(BlogListQuerySchema, from.query))), // GET /api/blog/posts
    'blog.post': async (from) => BlogPostSchema.parse(await blog.bySlug(from.slug)), // GET /api/blog/posts/:slug
    'blog.tags': async () => BlogTagsSchema.parse(await blog.tags()), // GET /api/blog/tags
    'inSeason.near': async (from, { ip, now }) => InSeasonAnswerSchema.parse(await inSeason.near(parse(InSeasonQuerySchema, from.query), { ip }, now)), // GET /api/in-season
  };
}

export type PageDataLoaders = ReturnType<typeof pageDataLoaders>;

/**
 * Loads a page's queries side by side. An answer the API would give as an error (an unknown listing, a place
 * that is not found) is passed on as that error, so the page renders what the browser would have shown; anything
 * else (the database is down) fails the render, and the server sends the app shell instead.
 */
export async function loadPageQueries(loaders: PageDataLoaders, queries: PageQuery[], ctx: LoadContext): Promise<LoadedQuery[]> {
  return Promise.all(
    queries.map(async ({ from, ...query }): Promise<LoadedQuery> => {
      try {
        const load = loaders[from.source] as Loader<PageSourceName>;
        // Through JSON, as the API sends it: dates become strings, undefined fields disappear.
        return { ...query, data: JSON.parse(JSON.stringify(await load(from, ctx))) };
      } catch (err) {
        if (err instanceof HttpError && err.statusCode >= 400 && err.statusCode < 500) {
          return { ...query, error: { status: err.statusCode, message: err.body(ctx.lang).message } };
        }
        throw err;
      }
    }),
  );
}

/** The page cache's tags (decision 066): what a change announces (pages/on-*.ts) and the pages showing it are kept under. */
export const pageTag = {
  /** One listing: its page, and every list or answer showing it. */
  listing: (id: number | string) => `listing:${id}`,
  /** Which listings a search finds: a published, removed or edited listing may join or leave any list. */
  listings: 'listings',
  /** What is available where: the in-season answers count it. */
  stock: 'stock',
  blog: 'blog',
} as const;

/** The data a page shows, as tags: a list carries each listing it shows, and the membership of every list. */
export function pageTags(queries: PageQuery[], loaded: LoadedQuery[]): string[] {
  const tags = new Set<string>();
  queries.forEach(({ from }, i) => {
    const data = (loaded[i] as { data?: unknown } | undefined)?.data as { items?: Array<{ id?: unknown; nearest?: { id?: unknown } }> } | undefined;
    switch (from.source) {
      case 'farms.detail':
      case 'farms.trust':
      case 'farms.reviews':
      case 'farms.seasons':
      case 'farms.picking':
        // A listing's address as written (/farm/012): its tag is the number every change announces.
        tags.add(pageTag.listing(/^\d{1,15}$/.test(from.id) ? Number(from.id) : from.id));
        break;
      case 'farms.search':
        tags.add(pageTag.listings);
        for (const item of data?.items ?? []) if (typeof item.id === 'number') tags.add(pageTag.listing(item.id));
        break;
      case 'inSeason.near':
        tags.add(pageTag.listings).add(pageTag.stock);
        for (const item of data?.items ?? []) if (typeof item.nearest?.id === 'number') tags.add(pageTag.listing(item.nearest.id));
        break;
      case 'blog.list':
      case 'blog.post':
      case 'blog.tags':
        tags.add(pageTag.blog);
        break;
    }
  });
  return [...tags];
}

/**
 * An answer every visitor of the page would get until the data changes: a success, or an error about the request
 * itself (400, 404, 410). A 429 (a rate limit counted per address) or another error of the moment is one visitor's,
 * and the page showing it is not kept.
 */
export const isLastingAnswer = (q: LoadedQuery) => !('error' in q) || [400, 404, 410].includes(q.error.status);
