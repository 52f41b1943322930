import { msg } from '@common/i18n/keys.js';
import type { z } from 'zod';
import type { FarmMineQuerySchema, FarmPage, FarmSearchQuerySchema } from '@common/schemas/farms.js';
import type { Db } from '../../../db/client.js';
import { badRequest } from '../../../lib/errors.js';
import { fromUnit } from '../../../lib/geo/distance.js';
import { chordOf } from './earth.js';
import { presentCard, presentSummary } from '../farms.presenter.js';
import { resolveFilters, resolveOrigin } from './search-query.js';
import { decodeCursor, encodeCursor, type Sort } from './search-sort.js';
import { openPage } from './open-scan.js';
import { listingsOfOwner, searchListings, type SearchPlan, type SearchRow } from './search.repository.js';

type SearchQuery = z.output<typeof FarmSearchQuerySchema>;
type MineQuery = z.output<typeof FarmMineQuerySchema>;

const keyOf = (row: Pick<SearchRow, 'k1' | 'k2' | 'id'>) => [row.k1, ...(row.k2 === undefined ? [] : [row.k2]), row.id];
const byDistance = (a: SearchRow, b: SearchRow) => a.chord! - b.chord! || Number(a.k2) - Number(b.k2) || a.id - b.id;

/**
 * The first `limit + 1` listings by (distance, id) within the radius. The kNN scan orders by distance
 * only and reads just the rows it returns; when equal distances straddle the page edge, which of them it
 * returned is arbitrary, so it reads further (doubling) until the edge is past the tie. Rows beyond the
 * radius (the box is a little larger than the circle) come last and are dropped.
 */
async function nearestPage(db: Db, plan: SearchPlan): Promise<SearchRow[]> {
  const chord = chordOf(plan.radiusM!);
  // One row more than needed: the last row read tells whether the rows before it are settled.
  for (let limit = plan.limit + 1; ; limit *= 2) {
    const found = await searchListings(db, { ...plan, limit });
    const inside = found.filter((r) => r.chord! <= chord).sort(byDistance);
    const last = found[found.length - 1]?.chord ?? 0;
    const settled = inside.filter((r) => r.chord! < last).length >= plan.limit;
    if (found.length < limit || settled || last > chord) return inside.slice(0, plan.limit);
  }
}

export function searchService(db: Db) {
  /** GET /api/farms (docs/product.md §2): a FarmPage as JSON text, its cards spliced from the stored ones. */
  async function searchJson(q: SearchQuery, now = new Date()): Promise<string> {
    const origin = resolveOrigin(q);
    const filters = await resolveFilters(db, q, now);
    const sort: Sort = q.sort ?? (origin ? 'distance' : 'rating');
    if (sort === 'distance' && !origin) throw badRequest('errors:farms.distanceNeedsLocation', { sort: msg('errors:farms.needsLocation') });
    const after = q.cursor ? decodeCursor(q.cursor, sort, origin) : null;
    const plan: SearchPlan = { filters, origin, radiusM: origin ? fromUnit(q.radius, q.unit) * 1000 : null, sort, after, limit: q.limit + 1 };
    // Beyond the stored open intervals, the hours library picks the open listings among the candidates.
    const evaluated = filters.openAt && !filters.openStored ? await openPage(db, plan, filters.openAt) : null;
    const found = evaluated ? evaluated.rows : sort === 'distance' ? await nearestPage(db, plan) : await searchListings(db, plan);
    const page = found.slice(0, q.limit);
    const resumeAfter = found.length > q.limit ? keyOf(page[page.length - 1]) : (evaluated?.resumeAfter ?? null);
    // Open states are for the instant asked about (openAt), or now.
    const ctx = { at: filters.openAt ?? now, unit: q.unit };
    const nextCursor = resumeAfter ? encodeCursor(sort, origin, resumeAfter) : null;
    // Stands closed for the season come after the open and opening ones of the page, in the page's order otherwise
    // (issue 34). Within a page: the cursor walks the sort's own key, which knows nothing of seasons.
    const cards = page.map((r) => presentCard(r, ctx));
    const items = [...cards.filter((c) => !c.outOfSeason), ...cards.filter((c) => c.outOfSeason)].map((c) => c.json);
    return `{"items":[${items.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
  }

  return {
    searchJson,

    /** searchJson() as an object, for the pages rendered on the server and the open-data exports. */
    async search(q: SearchQuery, now = new Date()): Promise<FarmPage> {
      return JSON.parse(await searchJson(q, now)) as FarmPage;
    },

    /** GET /api/farms/mine: the caller's listings, drafts and suspended included, each with its status. */
    async mine(ownerId: string, q: MineQuery, now = new Date()): Promise<FarmPage> {
      const after = q.cursor ? decodeCursor(q.cursor, 'updated', null) : null;
      const found = await listingsOfOwner(db, ownerId, after, q.limit + 1);
      const page = found.slice(0, q.limit);
      return {
        items: page.map((r) => presentSummary(r, { at: now, unit: 'mi', withStatus: true })),
        nextCursor: found.length > q.limit ? encodeCursor('updated', null, keyOf(page[page.length - 1])) : null,
      };
    },
  };
}
