import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateHours, seasonTurn } from '../../../lib/hours/index.js';
import { as, createTestApp, registerUser } from '../../../test/helpers.js';
import { refreshSeasons } from '../hours/open-intervals-job.js';
import { createListing, nonce, seedListings } from '../test-fixtures.js';
import { decodeCursor, encodeCursor } from './search-sort.js';

// Issue 34 point 5, decision 054: stands closed for the season come after every stand in season, in every order and
// across pages, from a rank stored on the listing and kept fresh by writes and by the farms.refresh-seasons job.

const { app, db } = await createTestApp();
const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** An opening_hours date ("Dec 11") `days` from now (UTC; the margins below are days, the zone is hours). */
const dateIn = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, '0')}`;
};
// Hours whose season state is the same whenever the tests run (and whenever another file's job looks at them).
const IN_SEASON = 'Mo-Su 09:00-17:00';
const OPENING_SOON = `${dateIn(5)}-${dateIn(70)} Mo-Su 09:00-17:00`; // in season: it opens within two weeks
const FAR_OFF = `${MONTHS[(new Date().getUTCMonth() + 6) % 12]} Mo-Su 09:00-17:00`; // closed, months from reopening
const REOPENS_SOON = `${dateIn(20)}-${dateIn(80)} Mo-Su 09:00-17:00`; // closed for the season, open three weeks ahead

const word = nonce();
const center = { lat: 44.5, lng: -108.9 }; // America/Denver
const base = `q=${word}&near=${center.lat},${center.lng}&radius=50`;
const closedIds = new Set<number>();
let seeded: number[] = [];

interface Item {
  id: number;
  name: string;
  distance: number | null;
  ratingAvg: number | null;
  updatedAt: string;
  open: { season?: { reopens: string | null } | null };
}

beforeAll(async () => {
  // Closed for the season at every other distance, among the nearest and the farthest, with names and ratings spread
  // over both: any order that forgot the season would interleave them.
  const hours = (i: number) => [IN_SEASON, FAR_OFF, OPENING_SOON, REOPENS_SOON, IN_SEASON, FAR_OFF][i % 6];
  const list = Array.from({ length: 30 }, (_, i) => ({
    name: `${['Apple', 'Berry', 'Corn', 'Dill', 'Eggplant'][i % 5]} ${String.fromCharCode(97 + ((i * 7) % 26))} ${word}`,
    lat: center.lat + i * 0.004,
    lng: center.lng,
    openingHours: hours(i),
    ratingAvg: [4.8, 3.1, null, 4.2][i % 4],
    ratingCount: i % 3,
  }));
  // Two inserts a moment apart: `updated` has more than one value to order by.
  seeded = [...(await seedListings(db, list.slice(0, 15))), ...(await seedListings(db, list.slice(15)))];
  seeded.forEach((id, i) => [FAR_OFF, REOPENS_SOON].includes(hours(i)) && closedIds.add(id));
});

async function allPages(query: string, limit: number): Promise<{ items: Item[]; cursors: string[] }> {
  const items: Item[] = [];
  const cursors: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const res = await as(app, null)({ method: 'GET', url: `/api/farms?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    items.push(...res.json().items);
    cursor = res.json().nextCursor;
    if (!cursor) return { items, cursors };
    cursors.push(cursor);
  }
  throw new Error('paging did not end');
}

/** Every listing once, the ones in season first, each part in the sort's order. */
function expectInSeasonFirst(items: Item[], sort: string, { cardsSayIt = true } = {}) {
  const ids = items.map((f) => f.id);
  expect(new Set(ids).size).toBe(ids.length);
  const closed = items.map((f) => closedIds.has(f.id));
  const firstClosed = closed.indexOf(true);
  expect(firstClosed, 'some listing is closed for the season').toBeGreaterThan(0);
  expect(closed.slice(firstClosed).every(Boolean), `an in-season stand after a closed one: ${closed.map(Number).join('')}`).toBe(true);
  // The card says what the rank says (open state at the same instant).
  if (cardsSayIt) for (const f of items) expect(Boolean(f.open.season), f.name).toBe(closedIds.has(f.id));
  for (const part of [items.slice(0, firstClosed), items.slice(firstClosed)]) {
    for (let i = 1; i < part.length; i++) {
      const [a, b] = [part[i - 1], part[i]];
      if (sort === 'distance') expect(a.distance!).toBeLessThanOrEqual(b.distance!);
      if (sort === 'rating') expect(a.ratingAvg ?? 0).toBeGreaterThanOrEqual(b.ratingAvg ?? 0);
      if (sort === 'name') expect(a.name.toLowerCase() <= b.name.toLowerCase()).toBe(true);
      if (sort === 'updated') expect(a.updatedAt >= b.updatedAt).toBe(true);
    }
  }
}

describe('stands closed for the season come after every stand in season, across pages (decision 054)', () => {
  it('stores the rank the cards show', async () => {
    const { rows } = await db.execute(sql`SELECT id, season_rank, season_turns_at FROM farms WHERE id = ANY(${sql.param(seeded)}::bigint[])`);
    for (const r of rows as Array<{ id: number; season_rank: number; season_turns_at: Date | null }>) {
      expect(r.season_rank, String(r.id)).toBe(closedIds.has(Number(r.id)) ? 1 : 0);
      expect(new Date(r.season_turns_at!).getTime()).toBeGreaterThan(Date.now());
    }
    expect(closedIds.size).toBe(15);
  });

  it.each([
    ['distance', 4],
    ['distance', 7],
    ['rating', 6],
    ['name', 5],
    ['updated', 8],
    // Exactly the stands in season on page 1: page 2 starts with the first one closed for the season.
    ['name', 15],
    ['distance', 100],
  ])('sort=%s, %i per page', async (sort, limit) => {
    const { items } = await allPages(`${base}&sort=${sort}`, limit);
    expect(items.map((f) => f.id).sort((a, b) => a - b)).toEqual([...seeded].sort((a, b) => a - b));
    expectInSeasonFirst(items, sort);
  });

  it('without a location, and with open=now, the same', async () => {
    const { items } = await allPages(`q=${word}&sort=name`, 4);
    expect(items).toHaveLength(30);
    expectInSeasonFirst(items, 'name');
    // Open now: whatever the hour, no stand closed for the season is open, so none is listed.
    const open = await allPages(`${base}&open=now`, 3);
    expect(open.items.every((f) => !closedIds.has(f.id))).toBe(true);
    // Open at noon in Denver three days ahead: the stands open every day, and none closed for the season (none can be
    // open within two weeks, so that walk is skipped).
    const at = new Date(Math.floor((Date.now() + 3 * DAY) / DAY) * DAY + 19 * 3600_000).toISOString();
    const ahead = await allPages(`${base}&openAt=${at}&sort=name`, 4);
    expect(ahead.items).toHaveLength(10);
    expect(ahead.items.every((f) => !closedIds.has(f.id))).toBe(true);
  });

  it('open at an instant beyond the stored intervals: the stands reopening by then come after, on their own pages', async () => {
    // 22 days ahead at noon in Denver: the stands in season and those reopening in 20 days are open then.
    const at = new Date(Math.floor((Date.now() + 22 * DAY) / DAY) * DAY + 19 * 3600_000).toISOString();
    for (const [sort, limit] of [
      ['distance', 3],
      ['name', 4],
    ] as const) {
      const { items } = await allPages(`${base}&sort=${sort}&openAt=${at}`, limit);
      const reopening = items.filter((f) => closedIds.has(f.id));
      expect(reopening.length, 'the stands reopening by then are listed').toBe(5);
      expect(items.length).toBe(5 + 15);
      // Cards are for the instant asked about (open then, no season): the rank is today's.
      expectInSeasonFirst(items, sort, { cardsSayIt: false });
    }
  });

  it('a cursor carries the part of the walk it stopped in, gives the same page again, and a forged one is a 400', async () => {
    const { cursors } = await allPages(`${base}&sort=distance`, 6);
    const origin = center;
    const ranks = cursors.map((c) => decodeCursor(c, 'distance', origin)[0]);
    expect(ranks).toEqual([0, 0, 1, 1]);
    const page = async (cursor: string) => (await as(app, null)({ method: 'GET', url: `/api/farms?${base}&sort=distance&limit=6&cursor=${cursor}` })).json();
    expect(await page(cursors[2])).toEqual(await page(cursors[2]));
    expect((await page(cursors[2])).items.every((f: Item) => closedIds.has(f.id))).toBe(true);

    const [rank, ...key] = decodeCursor(cursors[1], 'distance', origin);
    for (const forged of [
      encodeCursor('distance', origin, key), // a cursor from before the rank (no rank)
      encodeCursor('distance', origin, [2, ...key]),
      encodeCursor('distance', origin, ['0', ...key]),
    ]) {
      const res = await as(app, null)({ method: 'GET', url: `/api/farms?${base}&sort=distance&cursor=${forged}` });
      expect(res.statusCode, forged).toBe(400);
    }
    expect(rank).toBe(0);
  });
});

describe('the stored rank is kept fresh (decision 054)', () => {
  const rankOf = async (id: number) =>
    (await db.execute(sql`SELECT season_rank, season_turns_at FROM farms WHERE id = ${id}`)).rows[0] as { season_rank: number; season_turns_at: Date | null };

  it('when the farmer edits the hours: the stand moves behind the ones in season, and back', async () => {
    const farmer = await registerUser(app, 'farmer');
    const w = nonce();
    const near = `q=${w}&near=41.93,-74&radius=20&sort=distance`;
    const nearest = await createListing(app, farmer, { name: `Nearest ${w}`, lat: 41.93, lng: -74.0, openingHours: IN_SEASON });
    await createListing(app, farmer, { name: `Farther ${w}`, lat: 41.99, lng: -74.0, openingHours: IN_SEASON });
    const order = async () => (await as(app, null)({ method: 'GET', url: `/api/farms?${near}&limit=1` })).json().items[0].name;
    expect(await order()).toBe(`Nearest ${w}`);

    const edit = await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${nearest.id}`, payload: { openingHours: FAR_OFF } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await rankOf(nearest.id)).season_rank).toBe(1);
    expect(await order()).toBe(`Farther ${w}`);

    await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${nearest.id}`, payload: { openingHours: OPENING_SOON } });
    expect((await rankOf(nearest.id)).season_rank).toBe(0);
    expect(await order()).toBe(`Nearest ${w}`);

    // No hours: in season for good, never looked at again.
    await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${nearest.id}`, payload: { openingHours: null } });
    expect(await rankOf(nearest.id)).toEqual({ season_rank: 0, season_turns_at: null });
  });

  it('when the season turns: the job flips the rank at the end of the last market day and two weeks before reopening', async () => {
    // A clock in 2020 inside a transaction rolled back at the end: no other file's job sees this listing, and this job
    // sees none of theirs (theirs are due from today on).
    const place = { lat: 41.93, lng: -74.0, timeZone: 'America/New_York', country: 'US', region: 'NY' };
    const hours = 'Jun-Oct Mo-Su 09:00-17:00';
    const lastClose = new Date('2020-10-31T21:00:00Z'); // Oct 31, 5 pm EDT
    const reopening = new Date('2021-06-01T13:00:00Z'); // Jun 1, 9 am EDT
    const backInSeason = new Date(reopening.getTime() - 14 * DAY + 60_000);
    const rollback = new Error('rollback');
    await db
      .transaction(async (tx) => {
        const [{ id }] = (
          await tx.execute(sql`INSERT INTO farms (name, slug, lat, lng, time_zone, country, region, opening_hours, season_rank, season_turns_at)
                               VALUES ('Turning', ${`turning-${word}`}, ${place.lat}, ${place.lng}, ${place.timeZone}, 'US', 'NY', ${hours}, 1,
                                       '2020-10-31T15:00:00Z') RETURNING id`)
        ).rows as Array<{ id: number }>;
        const at = async (iso: Date | string) => {
          await refreshSeasons(tx, new Date(iso));
          const r = (await tx.execute(sql`SELECT season_rank, season_turns_at FROM farms WHERE id = ${id}`)).rows[0] as {
            season_rank: number;
            season_turns_at: string;
          };
          return { rank: r.season_rank, turns: new Date(r.season_turns_at).toISOString() };
        };
        // The last day of the season, open: in season, to be looked at again when it closes.
        expect(await at('2020-10-31T16:00:00Z')).toEqual({ rank: 0, turns: lastClose.toISOString() });
        expect(await at('2020-10-31T20:59:00Z')).toEqual({ rank: 0, turns: lastClose.toISOString() });
        // Closed, and nothing open for more than two weeks: closed for the season until two weeks before June 1.
        expect(await at(lastClose)).toEqual({ rank: 1, turns: backInSeason.toISOString() });
        expect(await at('2021-03-01T12:00:00Z')).toEqual({ rank: 1, turns: backInSeason.toISOString() });
        expect(await at(backInSeason)).toMatchObject({ rank: 0 });
        throw rollback;
      })
      .catch((err) => {
        if (err !== rollback) throw err;
      });
  });

  it('turns exactly when the cards do', () => {
    const listing = { openingHours: 'Jun-Oct Mo-Su 09:00-17:00', timeZone: 'America/New_York', lat: 41.93, lng: -74.0, countryCode: 'US', region: 'NY' };
    for (const at of ['2020-07-15T12:00:00Z', '2020-10-31T20:00:00Z', '2020-11-20T12:00:00Z', '2021-05-17T12:00:00Z']) {
      const turn = seasonTurn(listing, new Date(at));
      expect(turn.closed, at).toBe(evaluateHours(listing, new Date(at)).season !== null);
      const until = turn.until!;
      // Just before the turn the state is the same; at it, evaluated again, it is the other (or looked at again anyway).
      expect(evaluateHours(listing, new Date(until.getTime() - 60_000)).season !== null, at).toBe(turn.closed);
    }
    expect(seasonTurn({ ...listing, openingHours: null }, new Date())).toEqual({ closed: false, until: null });
    expect(seasonTurn({ ...listing, openingHours: 'not hours at all' }, new Date())).toEqual({ closed: false, until: null });
  });
});
