import { describe, expect, it } from 'vitest';
// The server's evaluation is the reference: the phone must say what the server would have said at that instant.
import { evaluateHours } from '../../../server/lib/hours/evaluate';
import { ALBANY, CHICAGO, LOS_ANGELES, PHOENIX, type Place } from '../../../server/lib/hours/test-places';
import { hoursOffline } from './open-state';

const VALUES = [
  'Mo-Fr 08:00-18:00; Sa 09:00-12:00',
  'Mo-Su 06:00-22:00',
  '24/7',
  'Tu-Sa 17:00-02:00',
  'Mo-Fr 09:00-17:00; PH off',
  'Jun-Sep Mo-Su 08:00-19:00; Oct Sa,Su 10:00-16:00',
  'Mo-Sa 07:00-12:00,13:00-19:00; Su off',
];
// Ordinary days, both DST changes of 2026 in the US, a holiday (Thanksgiving) and late at night.
const INSTANTS = [
  '2026-07-04T15:30:00Z',
  '2026-03-08T09:30:00Z',
  '2026-11-01T07:30:00Z',
  '2026-11-26T16:00:00Z',
  '2026-10-17T04:10:00Z',
  '2026-12-31T23:59:00Z',
];
const DST_DAYS = ['2026-03-08', '2026-11-01'];
const PLACES: Record<string, Place> = { ALBANY, CHICAGO, PHOENIX, LOS_ANGELES };

const source = (where: Place, openingHours: string) => ({ ...where, openingHours, country: where.countryCode ?? 'US', region: where.region ?? '' });

describe('open now from saved hours, on the phone (the test process runs in UTC, the stands do not)', () => {
  for (const [name, where] of Object.entries(PLACES)) {
    for (const value of VALUES) {
      it(`${name}: ${value}`, () => {
        for (const iso of INSTANTS) {
          // Known difference: a period past midnight on the night the clocks change. The server's library works in
          // the real zone, where 02:00 does not exist that night; the phone's wall clock has no such gap.
          if (DST_DAYS.some((d) => iso.startsWith(d)) && /-0[1-3]:00/.test(value)) continue;
          const at = new Date(iso);
          const server = evaluateHours({ ...where, openingHours: value }, at);
          const phone = hoursOffline(source(where, value), at);
          expect(phone, iso).not.toBeNull();
          expect({ status: phone!.open.status, next: phone!.open.nextChange, today: phone!.open.todayLabel }, iso).toEqual({
            status: server.status,
            next: server.nextChange?.toISOString() ?? null,
            today: server.todayLabel,
          });
          const certain = server.week.map((d) => ({
            date: d.date,
            weekday: d.weekday,
            intervals: d.intervals.filter((i) => !i.uncertain).map(({ from, to }) => ({ from, to })),
          }));
          expect(phone!.week, iso).toEqual(certain);
        }
      });
    }
  }

  it('says "Hours not listed" for a listing without hours, and gives up (null) on hours it cannot read', () => {
    expect(hoursOffline(source(ALBANY, ''), new Date())?.open).toEqual({ status: 'unknown', nextChange: null, todayLabel: 'Hours not listed' });
    expect(hoursOffline(source(ALBANY, 'Mo-Fr 25:99-nonsense'), new Date())).toBeNull();
  });
});
