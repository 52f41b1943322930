import OpeningHours from 'opening_hours';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluateHours } from './evaluate.js';
import { isOpenAt } from './is-open.js';
import { openIntervals } from './open-intervals.js';
import { withTimeZone } from './time-zone.js';
import { parseCsv, readCorpus } from './test-corpus.js';
import { validateOpeningHours } from './validate.js';

/**
 * Test support only: every real OSM value of the DACH farm-shop corpus, evaluated through our wrapper
 * for a listing in Karlsruhe while the server runs in UTC, against the library run directly with
 * TZ=Europe/Berlin; and openIntervals against evaluateHours(...).isOpen over the week of the instants.
 * Used by corpus-evaluate-*.test.ts (two files, so two workers share the work).
 */
const corpus = readCorpus();
const LISTING = { lat: 48.99, lng: 8.4, timeZone: 'Europe/Berlin', countryCode: 'de', region: 'Baden-Württemberg' };
const PLACE = { lat: '48.99', lon: '8.40', address: { country_code: 'de', state: 'Baden-Württemberg' } } as never;
const HORIZON = 8 * 86_400_000;
/** Runs `fn` with TZ=Europe/Berlin set by hand (deliberately not through our withTimeZone). */
function inBerlin<T>(fn: () => T): T {
  const saved = process.env.TZ;
  process.env.TZ = 'Europe/Berlin';
  try {
    return fn();
  } finally {
    process.env.TZ = saved;
  }
}

type Expected = { status: string; next: number | null; comment: string | null } | 'throws';

function direct(value: string, instants: Date[]): { ok: false } | { ok: true; at: Expected[]; oh: OpeningHours } {
  return inBerlin(() => {
    let oh: OpeningHours;
    try {
      oh = new OpeningHours(value, PLACE, 0);
    } catch {
      return { ok: false as const };
    }
    const at = instants.map((t): Expected => {
      try {
        const next = oh.getNextChange(t, new Date(t.getTime() + HORIZON))?.getTime() ?? null;
        return { status: oh.getStateString(t, true), next, comment: oh.getComment(t) ?? null };
      } catch {
        return 'throws';
      }
    });
    return { ok: true as const, at, oh };
  });
}

const libStateAt = (oh: OpeningHours, t: number) => inBerlin(() => oh.getStateString(new Date(t), true));

/** The state at t by the library's own intervals for that local day (its iterator, from midnight). */
const libDayIntervalStateAt = (oh: OpeningHours, t: number) =>
  inBerlin(() => {
    const d = new Date(t);
    const day = (n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
    const hit = oh.getOpenIntervals(day(0), day(1)).find(([s, e]) => s.getTime() <= t && t < e.getTime());
    return hit ? (hit[2] ? 'unknown' : 'open') : 'closed';
  });

/** openIntervals vs evaluateHours(...).isOpen (isOpenAt = without the week table) at edges ±1 ms and samples. */
function checkIntervals(listing: typeof LISTING & { openingHours: string }, from: Date, full: boolean): number {
  const to = new Date(from.getTime() + 7 * 86_400_000);
  const intervals = openIntervals(listing, from, to);
  const inside = (t: number) => intervals.some((iv) => iv.start.getTime() <= t && t < iv.end.getTime());
  const probes = new Set<number>();
  intervals.forEach((iv, k) => {
    expect(iv.end > iv.start && iv.start >= from && iv.end <= to && (k === 0 || iv.start > intervals[k - 1].end), listing.openingHours).toBe(true);
    for (const t of [iv.start.getTime(), iv.end.getTime()]) [t - 1, t, t + 1].forEach((p) => probes.add(p));
  });
  for (let t = from.getTime(); t < to.getTime(); t += 11 * 3_600_000 + 17 * 60_000) probes.add(t);
  let checks = 0; // one zone switch for all probes (withTimeZone skips a switch to the current zone): speed only
  withTimeZone(listing.timeZone, () => {
    for (const t of probes) {
      if (t < from.getTime() || t >= to.getTime()) continue;
      const open = full && checks < 12 ? evaluateHours(listing, new Date(t)).isOpen : isOpenAt(listing, new Date(t));
      expect(open, `${listing.openingHours} at ${new Date(t).toISOString()}`).toBe(inside(t));
      checks++;
    }
  });
  return checks;
}

export function corpusAgreement(name: string, instants: Date[]): void {
  describe(`corpus: evaluateHours agrees with opening_hours in Europe/Berlin (${name})`, () => {
    const stats = { values: 0, parseable: 0, unparseable: 0, open: 0, closed: 0, unknown: 0, evalThrows: 0, intervalChecks: 0 };
    const libContradictsItself: string[] = [];
    afterAll(() => console.log(`[hours corpus] ${name}`, JSON.stringify(stats), 'library contradicts itself:', libContradictsItself));

    it('reads the whole corpus (5,388 distinct values, as SOURCES.md says) with proper CSV quoting', () => {
      const text = 'v,n\r\n"Mo, We 10:00-12:00",1\n"""nach ""Vereinbarung""""",2\n"a\nb",3';
      expect(parseCsv(text)).toEqual([
        ['v', 'n'],
        ['Mo, We 10:00-12:00', '1'],
        ['"nach "Vereinbarung""', '2'],
        ['a\nb', '3'],
      ]);
      expect(corpus).toHaveLength(5388);
      expect(corpus.filter((r) => r.referenceOk)).toHaveLength(5186);
      expect(corpus.reduce((sum, r) => sum + r.count, 0)).toBe(9992);
      expect(process.env.TZ).toBe('UTC'); // the server's zone: the wrapper must not depend on it
    });

    const chunks = 3;
    for (let part = 0; part < chunks; part++) {
      it(`values ${part + 1}/${chunks}`, { timeout: 300_000 }, () => {
        for (let i = part; i < corpus.length; i += chunks) {
          const { value, referenceOk } = corpus[i];
          stats.values++;
          const lib = direct(value, instants);
          expect(lib.ok, `parse result differs from the SOURCES.md reference: ${value}`).toBe(referenceOk);
          expect(validateOpeningHours(value, LISTING).ok, value).toBe(lib.ok);
          stats[lib.ok ? 'parseable' : 'unparseable']++;
          stats.intervalChecks += checkIntervals({ ...LISTING, openingHours: value }, instants[0], i % 50 === 0);
          instants.forEach((at, k) => {
            const ours = evaluateHours({ ...LISTING, openingHours: value }, at);
            const label = `${JSON.stringify(value)} at ${at.toISOString()}`;
            expect(process.env.TZ).toBe('UTC');
            stats[ours.status]++;
            expect(ours.isOpen, label).toBe(ours.status === 'open');
            expect(ours.week, label).toHaveLength(7);
            const expected = lib.ok ? lib.at[k] : 'throws';
            if (!lib.ok || expected === 'throws') {
              if (lib.ok) stats.evalThrows++;
              expect(ours.status, label).toBe('unknown'); // unreadable: unknown, never a throw
              return;
            }
            expect(ours.comment, label).toBe(expected.comment);
            if (ours.status !== expected.status) {
              // Allowed only where the library contradicts itself: our state is its interval reading
              // of the day (what openIntervals stores), and rarely its getState says otherwise.
              expect(ours.status, `${label}: getState says ${expected.status}`).toBe(libDayIntervalStateAt(lib.oh, at.getTime()));
              libContradictsItself.push(`${label} (state)`);
              return;
            }
            const next = ours.nextChange?.getTime() ?? null;
            if (next !== expected.next) {
              // Allowed only where the library contradicts itself: its getNextChange skipped a change its
              // own getState shows (or reported one getState does not), e.g. past midnight after a DST change.
              const earlier = Math.min(next ?? Infinity, expected.next ?? Infinity);
              const libChangesThere = libStateAt(lib.oh, earlier) !== expected.status;
              const message = `${label}: ours ${next && new Date(next).toISOString()}, library ${expected.next && new Date(expected.next).toISOString()}`;
              expect(libChangesThere, message).toBe(earlier === next);
              libContradictsItself.push(`${label} (next change)`);
            }
          });
        }
      });
    }
  });
}
