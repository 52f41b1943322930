import { msg } from '@common/i18n/keys.js';
import type { z } from 'zod';
import type { FarmMineQuerySchema, FarmPage, FarmSearchQuerySchema } from '@common/schemas/farms.js';
import type { Db } from '../../../db/client.js';
import { badRequest } from '../../../lib/errors.js';
import { fromUnit } from '../../../lib/geo/distance.js';
import { SEASON_GAP_DAYS } from '../../../lib/hours/evaluate.js';
import { chordOf } from './earth.js';
import { presentCardJson, presentSummary } from '../farms.presenter.js';
import { resolveFilters, resolveOrigin } from './search-query.js';
import { decodeCursor, encodeCursor, type Sort } from './search-sort.js';
import { openPage } from './open-scan.js';
import { listingsOfOwner, searchListings, type SearchPlan, type SearchRow } from './search.repository.js';

type SearchQuery = z.output<typeof FarmSearchQuerySchema>;
const DAY = 86_400_000;
type MineQuery = z.output<typeof FarmMineQuerySchema>;

const keyOf = (row: Pick<SearchRow, 'k1' | 'k2' | 'id'>) => [row.k1, ...(row.k2 === undefined ? [] : [row.k2]), row.id];
/** A search row's key in the cursor: its season rank first (decision 054). */
const seasonedKeyOf = (row: SeasonedRow) => [row.season, ...keyOf(row)];

type SeasonedRow = SearchRow & { season: 0 | 1 };
interface Walked {
  rows: SearchRow[];
  /** The key (without the rank) to go on after when the walk stopped short of `limit` (open-scan.ts). */
  resumeAfter: unknown[] | null;
}

/**
 * Stands closed for the season come after every stand in season, in every order and across pages (docs/product.md §2,
 * issue 34, decision 054): the walk reads the sort's order among the listings in season (farms.season_rank = 0), and
 * goes on with the ones closed for the season (1) once those run out. A cursor carries the rank it stopped in, so the
 * next page goes on there: page 2 never shows a stand in season after page 1 showed one closed for the season. Two
 * walks, not one order with the rank first: the nearest-first walk (kNN) orders by distance alone, and each walk keeps
 * its index (the keyset indexes lead with the rank).
 */
async function inSeasonFirst(
  plan: SearchPlan,
  last: 0 | 1,
  walk: (plan: SearchPlan) => Promise<Walked>,
): Promise<{ rows: SeasonedRow[]; resumeAfter: unknown[] | null }> {
  const from = (plan.after?.[0] ?? 0) as 0 | 1;
  const rows: SeasonedRow[] = [];
  for (let season = from; season <= last; season++) {
    const after = season === from && plan.after ? plan.after.slice(1) : null;
    const part = await walk({ ...plan, season, after, limit: plan.limit - rows.length });
    rows.push(...part.rows.map((r) => ({ ...r, season })));
    if (part.resumeAfter) return { rows, resumeAfter: [season, ...part.resumeAfter] };
    if (rows.length >= plan.limit) break;
  }
  return { rows, resumeAfter: null };
}
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
    const openAt = filters.openAt && !filters.openStored ? filters.openAt : null;
    // Closed for the season means not open at any moment of the next SEASON_GAP_DAYS: "open" at an instant in them has
    // nothing to find among those listings, and the second walk (over every open listing in the radius) is spared.
    const t = filters.openAt?.getTime();
    const last = t !== undefined && t >= now.getTime() && t < now.getTime() + SEASON_GAP_DAYS * DAY ? 0 : 1;
    const walked = await inSeasonFirst(plan, last, async (p): Promise<Walked> => {
      if (openAt) return openPage(db, p, openAt);
      return { rows: sort === 'distance' ? await nearestPage(db, p) : await searchListings(db, p), resumeAfter: null };
    });
    const found = walked.rows;
    const page = found.slice(0, q.limit);
    const resumeAfter = found.length > q.limit ? seasonedKeyOf(page[page.length - 1]) : walked.resumeAfter;
    // Open states are for the instant asked about (openAt), or now.
    const ctx = { at: filters.openAt ?? now, unit: q.unit };
    const nextCursor = resumeAfter ? encodeCursor(sort, origin, resumeAfter) : null;
    const items = page.map((r) => presentCardJson(r, ctx));
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
      const after = q.cursor ? decodeCursor(q.cursor, 'updated', null, { seasoned: false }) : null;
      const found = await listingsOfOwner(db, ownerId, after, q.limit + 1);
      const page = found.slice(0, q.limit);
      return {
        items: page.map((r) => presentSummary(r, { at: now, unit: 'mi', withStatus: true })),
        nextCursor: found.length > q.limit ? encodeCursor('updated', null, keyOf(page[page.length - 1])) : null,
      };
    },
  };
}
