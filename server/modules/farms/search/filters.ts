import { sql, type SQL } from 'drizzle-orm';
import { openCondition, openIndexCondition, type StoredOpen } from '../hours/stored-open.js';
import { arr } from '../sql.js';

/** What both the list and the map filter on (docs/product.md §2), resolved and validated. */
export interface ListingFilters {
  kinds: string[];
  /** Any of these categories ("eggs or honey"). */
  categories: string[];
  /** All of these features ("organic and takes cards"). */
  features: string[];
  /** All of these `accepts` ids ("takes SNAP and WIC"): farms.accepts, derived on every write (decision 069). */
  accepts?: string[];
  /** From buildTsQuery(); null = no text filter. */
  tsquery: string | null;
  /** From buildTsQuery(available): only listings with a matching product marked available; null = no filter. */
  availableTsquery: string | null;
  /** Only listings open at this instant (open=now or openAt); null = no open filter. */
  openAt: Date | null;
  /** When openAt is inside every schedule's stored intervals (hours/open-schedules.ts): the schedules open then
   * (hours/stored-open.ts), which SQL filters on. Null beyond: the caller evaluates the candidates' schedules, and
   * filterConditions leaves "open" out. */
  openStored: StoredOpen | null;
  /** picking=good: only listings where some crop's picking is good or excellent now (issue 32 point 1, decision 062). */
  pickingGood?: boolean;
}

export const hasFilters = (f: ListingFilters) =>
  f.kinds.length + f.categories.length + f.features.length + (f.accepts?.length ?? 0) > 0 ||
  f.tsquery !== null ||
  f.availableTsquery !== null ||
  f.openAt !== null ||
  !!f.pickingGood;

/**
 * WHERE conditions over `farms f`. Public reads only ever see published listings, and every index they
 * use is partial on that condition. "Open at T" is one GiST probe on the stored intervals, giving the
 * schedules open at T (a few dozen), then a membership test per listing.
 *
 * `nearest`: the query walks the kNN index nearest first and stops after a page. The planner only keeps
 * that plan if it expects the filters to pass many rows; as operators (`&&`, `@>`, `@@`) they are
 * estimated at 0.5 % and it would rather sort every listing in the radius (15 ms instead of 1 ms for
 * q=strawbery at 1M listings). The same built-in functions called by name are estimated at 1/3 and
 * are never used for an index. Prepared statements are planned without the values, so this is decided
 * here, not left to the planner. Words (q=, available=) and open schedules stay operators: the GiST indexes over
 * position and words (farms_earth_search_idx, farms_earth_available_idx) or schedule (farms_earth_open_idx) test
 * them inside the same nearest-first walk.
 */
export function filterConditions(f: ListingFilters, { nearest = false, narrow = false } = {}): SQL[] {
  // `narrow`: `f` is farm_near (decision 072), which holds published listings only and no search_tsv (q= walks farms).
  const out: SQL[] = narrow ? [] : [sql`f.status = 'published'`];
  if (f.kinds.length) out.push(sql`f.kind = ANY(${arr(f.kinds)}::text[])`);
  if (f.categories.length) {
    out.push(nearest ? sql`arrayoverlap(f.categories, ${arr(f.categories)}::text[])` : sql`f.categories && ${arr(f.categories)}::text[]`);
  }
  if (f.features.length) {
    out.push(nearest ? sql`arraycontains(f.features, ${arr(f.features)}::text[])` : sql`f.features @> ${arr(f.features)}::text[]`);
  }
  // A stored array (farms.accepts), never the payment methods' JSON: one GIN probe away from a place
  // (farms_accepts_idx), a per-row test on the nearest-first walk (decision 069).
  if (f.accepts?.length) {
    out.push(nearest ? sql`arraycontains(f.accepts, ${arr(f.accepts)}::text[])` : sql`f.accepts @> ${arr(f.accepts)}::text[]`);
  }
  if (f.tsquery) out.push(sql`f.search_tsv @@ ${f.tsquery}::tsquery`);
  // The same shape as q, over the words of the available products only (farms_available_idx, farms_earth_available_idx;
  // on farm_near, farm_near_available0_idx and farm_near_available1_idx).
  if (f.availableTsquery) out.push(sql`f.available_tsv @@ ${f.availableTsquery}::tsquery`);
  // The open schedules are read once a minute (stored-open.ts), then a per-row check: never a join that would lose
  // the kNN order. Near a place, the check is made in the index the walk follows (farms_earth_open_idx).
  // On farm_near the schedule is a column of the index-only walk: the row test reads no row.
  if (f.openStored) out.push((nearest && !narrow ? openIndexCondition : openCondition)(f.openStored, sql`f.schedule_id`));
  // Good picking now: the listing's current picking (fsf_picking_current, migration 0028), tested last, per row, only for
  // listings people pick at; a subquery per row keeps the nearest-first walk (decision 062).
  if (f.pickingGood) {
    out.push(narrow ? sql`f.picks` : sql`(f.kind = 'u-pick' OR 'pick-your-own' = ANY(f.features))`);
    out.push(sql`EXISTS (SELECT 1 FROM fsf_picking_current(f.id, now()) p WHERE p.condition IN ('excellent', 'good'))`);
  }
  return out;
}
