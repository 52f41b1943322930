import type { Db } from '../../../db/client.js';
import { openSchedulesAmong } from '../hours/open-schedules.js';
import { chordOf } from './earth.js';
import { cardsByIds, searchKeys, type KeyRow, type SearchPlan, type SearchRow } from './search.repository.js';

/** Candidates one request may look at before it answers a short page with a cursor to go on from. */
export const MAX_SCAN = 5000;
const FIRST_SCAN = 64;

export interface OpenPage {
  /** Up to plan.limit listings open at the instant, in the page's order. */
  rows: SearchRow[];
  /** Set when the walk stopped at MAX_SCAN: the key of the last candidate looked at (the next page starts after it). */
  resumeAfter: unknown[] | null;
}

const keyOf = (row: KeyRow) => [row.k1, ...(row.k2 === undefined ? [] : [row.k2]), row.id];
const byDistance = (a: KeyRow, b: KeyRow) => a.chord! - b.chord! || a.id - b.id;

/**
 * The candidates of a growing prefix of the page's order whose place in it is settled: all of them for the
 * keyset sorts; for distance (kNN, ordered by distance only, see search.repository.ts) those strictly nearer
 * than the last row read, inside the radius.
 */
function settled(plan: SearchPlan, found: KeyRow[], limit: number): { rows: KeyRow[]; exhausted: boolean } {
  if (plan.sort !== 'distance') return { rows: found, exhausted: found.length < limit };
  const chord = chordOf(plan.radiusM!);
  const last = found[found.length - 1]?.chord ?? 0;
  const exhausted = found.length < limit || last > chord;
  return { rows: found.filter((r) => r.chord! <= chord && (exhausted || r.chord! < last)).sort(byDistance), exhausted };
}

/**
 * A page of listings open at an instant beyond the stored open intervals (hours/open-schedules.ts). The
 * spatial and text filters choose the candidates in the page's own order (the same indexes as any search);
 * the hours library decides which of their schedules are open then, in each one's zone. A prefix four times
 * larger is read each round until the page is full, reading only ids, schedules and sort keys; the page's
 * rows are read once at the end. Listings share schedules, so a round evaluates a few distinct hours, and the
 * hours library caches each schedule's day. The walk stops at MAX_SCAN candidates: when few listings are open
 * then (3 a.m.), the page ends short with a cursor after the last candidate looked at, so every page costs a
 * bounded amount and paging still neither skips nor repeats a listing.
 */
export async function openPage(db: Db, plan: SearchPlan, at: Date, maxScan = MAX_SCAN): Promise<OpenPage> {
  const candidatesPlan: SearchPlan = { ...plan, filters: { ...plan.filters, openAt: null, openStored: null } };
  for (let limit = Math.min(maxScan, Math.max(FIRST_SCAN, plan.limit * 4)); ; limit = Math.min(limit * 4, maxScan)) {
    const found = await searchKeys(db, { ...candidatesPlan, limit });
    const { rows, exhausted } = settled(plan, found, limit);
    const open = await openSchedulesAmong(
      db,
      rows.flatMap((r) => (r.schedule_id === null ? [] : [r.schedule_id])),
      at,
    );
    const kept = rows.filter((r) => r.schedule_id !== null && open.has(r.schedule_id)).slice(0, plan.limit);
    const full = kept.length >= plan.limit || exhausted;
    if (full || limit >= maxScan) {
      const resumeAfter = !full && rows.length > 0 ? keyOf(rows[rows.length - 1]) : null;
      return { rows: await withCards(db, kept), resumeAfter };
    }
  }
}

/** The page's card rows, in the order of `keys`, with their sort keys. */
async function withCards(db: Db, keys: KeyRow[]): Promise<SearchRow[]> {
  const rows = new Map(
    (
      await cardsByIds(
        db,
        keys.map((k) => k.id),
      )
    ).map((r) => [r.id, r]),
  );
  return keys.flatMap((k) => {
    const row = rows.get(k.id);
    return row ? [{ ...row, chord: k.chord, k1: k.k1, ...(k.k2 === undefined ? {} : { k2: k.k2 }) }] : [];
  });
}
