import OpeningHours from 'opening_hours'; // test only: the module itself must stay browser-light
import { describe, expect, it } from 'vitest';
import { DAY_KEYS, WeeklyHoursSchema, emptyWeeklyHours, fromOpeningHours, normalizeWeeklyHours, toOpeningHours, type WeeklyHours } from './weekly-grid.js';

const PLACE = { lat: '40.71', lon: '-74.00', address: { country_code: 'us', state: 'New York' } } as never;

/** A small seeded generator, so a failure names a reproducible case. */
function randomGrid(seed: number): WeeklyHours {
  let s = seed;
  const rnd = (n: number) => ((s = (s * 1103515245 + 12345) % 2147483648), s % n);
  const g = emptyWeeklyHours();
  const pool = Array.from({ length: 3 }, () => {
    const count = rnd(4);
    const cuts = [...new Set(Array.from({ length: count * 2 }, () => rnd(97) * 15))].sort((a, b) => a - b);
    const list = [];
    for (let i = 0; i + 1 < cuts.length; i += 2) list.push({ open: hm(cuts[i]), close: hm(cuts[i + 1]) });
    return list;
  });
  for (const d of DAY_KEYS) g.days[d] = rnd(3) ? pool[rnd(3)] : [];
  if (rnd(2))
    g.season = { from: { month: rnd(12) + 1, ...(rnd(2) ? { day: rnd(28) + 1 } : {}) }, to: { month: rnd(12) + 1, ...(rnd(2) ? { day: rnd(28) + 1 } : {}) } };
  g.closedOnPublicHolidays = rnd(2) === 1;
  g.closedDates = [...new Set(Array.from({ length: rnd(5) }, () => `2027-${String(rnd(12) + 1).padStart(2, '0')}-${String(rnd(28) + 1).padStart(2, '0')}`))];
  const mode = rnd(8);
  if (mode === 0) g.alwaysOpen = true;
  else if (mode === 1) g.sunriseToSunset = true;
  return g;
}
const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

describe('round trip', () => {
  const grids = Array.from({ length: 400 }, (_, i) => randomGrid(i + 1)).filter((g) => WeeklyHoursSchema.safeParse(g).success);

  it('generates enough valid grids to mean something', () => {
    expect(grids.length).toBeGreaterThan(300);
  });

  it('fromOpeningHours(toOpeningHours(grid)) is the grid (canonical form) and the string is stable', () => {
    for (const g of grids) {
      const value = toOpeningHours(g);
      const back = fromOpeningHours(value);
      expect(back, value).toEqual(normalizeWeeklyHours(g));
      expect(toOpeningHours(back!), value).toBe(value);
    }
  });

  it('every value parses with opening_hours, without warnings, and is already in its pretty form', () => {
    for (const g of grids) {
      const value = toOpeningHours(g);
      if (!value) continue;
      const oh = new OpeningHours(value, PLACE, 0);
      expect(oh.getWarnings(), value).toEqual([]);
      expect(oh.prettifyValue(), value).toBe(value);
    }
  });

  it('means what the grid says: opening_hours agrees every 15 minutes over an in-season week', () => {
    const mondayIndex = [6, 0, 1, 2, 3, 4, 5]; // Date#getDay() → DAY_KEYS index
    for (const g of grids.filter((x) => !x.sunriseToSunset && !x.closedOnPublicHolidays).slice(0, 120)) {
      const value = toOpeningHours(g);
      if (!value) continue;
      const n = normalizeWeeklyHours(g);
      // A week fully inside the season (starting on the season's first day) in 2028: no closed dates then.
      const start = n.season ? new Date(2028, n.season.from.month - 1, n.season.from.day ?? 1) : new Date(2028, 5, 5);
      const oh = new OpeningHours(value, PLACE, 0);
      for (let t = start.getTime(); t < start.getTime() + 7 * 86_400_000; t += 15 * 60_000) {
        const at = new Date(t);
        const day = n.days[DAY_KEYS[mondayIndex[at.getDay()]]];
        const minute = at.getHours() * 60 + at.getMinutes();
        const inGrid = n.alwaysOpen || day.some((p) => minute >= toMin(p.open) && minute < toMin(p.close));
        const seasonOver = n.season && !inSeason(n.season, at);
        expect(oh.getState(at), `${value} at ${at.toString()}`).toBe(inGrid && !seasonOver);
      }
    }
  });

  it('is closed outside the season', () => {
    const value = toOpeningHours({ ...emptyWeeklyHours(), alwaysOpen: true, season: { from: { month: 6, day: 15 }, to: { month: 10 } } });
    const oh = new OpeningHours(value, PLACE, 0);
    expect(oh.getState(new Date(2027, 5, 14, 12))).toBe(false);
    expect(oh.getState(new Date(2027, 5, 15, 0, 1))).toBe(true);
    expect(oh.getState(new Date(2027, 9, 31, 23, 59))).toBe(true);
    expect(oh.getState(new Date(2027, 10, 1, 0, 1))).toBe(false);
  });
});

const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
function inSeason(season: NonNullable<WeeklyHours['season']>, at: Date): boolean {
  const key = (m: number, d: number) => m * 100 + d;
  const now = key(at.getMonth() + 1, at.getDate());
  const from = key(season.from.month, season.from.day ?? 1);
  const to = key(season.to.month, season.to.day ?? 31);
  return from <= to ? now >= from && now <= to : now >= from || now <= to;
}
