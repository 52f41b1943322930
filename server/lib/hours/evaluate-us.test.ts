import { describe, expect, it } from 'vitest';
import { ALBANY, CHICAGO, DENVER, LOS_ANGELES, PHOENIX, evaluateAt as at, weekSummary as days } from './test-places.js';

/** Listings in four US zones; each test names instants in UTC and expects local wall-clock answers. */
describe('evaluateHours in the listing’s own zone', () => {
  it('New York: weekday hours, next close, week table', () => {
    const r = at(ALBANY, 'Mo-Fr 09:00-17:00; Sa 08:00-12:00', '2026-07-01T13:30:00Z'); // Wed 09:30 EDT
    expect(r).toMatchObject({ status: 'open', isOpen: true, todayLabel: '9:00 AM – 5:00 PM', comment: null, timeZone: 'America/New_York' });
    expect(r.nextChange?.toISOString()).toBe('2026-07-01T21:00:00.000Z'); // 17:00 EDT
    expect(r.week.map((d) => d.date)).toEqual(['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05', '2026-07-06', '2026-07-07']);
    expect(days(r)).toEqual(['Wed 09:00-17:00', 'Thu 09:00-17:00', 'Fri 09:00-17:00', 'Sat 08:00-12:00', 'Sun', 'Mon 09:00-17:00', 'Tue 09:00-17:00']);
  });

  it('uses the local date, not the UTC one, near midnight', () => {
    const r = at(ALBANY, 'Mo-Fr 09:00-17:00', '2026-07-02T03:30:00Z'); // still Wed 23:30 EDT
    expect(r.week[0]).toMatchObject({ date: '2026-07-01', weekday: 'Wed' });
    expect(r.status).toBe('closed');
    expect(r.nextChange?.toISOString()).toBe('2026-07-02T13:00:00.000Z'); // Thu 09:00 EDT
  });

  it('PH off: 4 July 2026 is a Saturday, so Friday 3 July is the observed holiday (and the library closes Saturday too)', () => {
    const hours = 'Mo-Fr 09:00-17:00; Sa 08:00-12:00; PH off';
    const friday = at(ALBANY, hours, '2026-07-03T14:00:00Z'); // Fri 10:00 EDT
    expect(friday).toMatchObject({ status: 'closed', isOpen: false, todayLabel: 'Closed today', comment: 'Independence Day' });
    expect(friday.nextChange?.toISOString()).toBe('2026-07-06T13:00:00.000Z'); // Mon 09:00 EDT
    expect(days(friday).slice(0, 4)).toEqual(['Fri', 'Sat', 'Sun', 'Mon 09:00-17:00']);
    expect(at(ALBANY, hours, '2026-07-02T14:00:00Z').isOpen).toBe(true); // Thursday is a normal day
  });

  it('PH uses the state: Lincoln’s Birthday is a New York holiday, not a federal one', () => {
    const hours = 'Mo-Fr 09:00-17:00; PH off';
    const thursday = '2026-02-12T15:00:00Z'; // Thu 10:00 EST
    expect(at(ALBANY, hours, thursday)).toMatchObject({ isOpen: false, comment: "Lincoln's Birthday" });
    expect(at({ ...ALBANY, region: 'New York' }, hours, thursday).isOpen).toBe(false);
    expect(at({ ...ALBANY, region: undefined }, hours, thursday).isOpen).toBe(true); // federal holidays only
  });

  it('PH without a country degrades to "no holidays" instead of throwing', () => {
    const r = at({ ...ALBANY, countryCode: undefined, region: undefined }, 'Mo-Fr 09:00-17:00; PH off', '2026-07-03T14:00:00Z');
    expect(r).toMatchObject({ status: 'open', todayLabel: '9:00 AM – 5:00 PM' });
  });

  it('Chicago: a May–Oct season opens on May 1 and ends with October, across the fall DST change', () => {
    const hours = 'May-Oct Mo-Su 08:00-18:00';
    const before = at(CHICAGO, hours, '2026-04-30T15:00:00Z'); // Thu Apr 30 10:00 CDT
    expect(before).toMatchObject({ status: 'closed', todayLabel: 'Closed today' });
    expect(before.nextChange?.toISOString()).toBe('2026-05-01T13:00:00.000Z'); // May 1 08:00 CDT
    const last = at(CHICAGO, hours, '2026-10-31T22:00:00Z'); // Sat Oct 31 17:00 CDT
    expect(last).toMatchObject({ status: 'open', todayLabel: '8:00 AM – 6:00 PM' });
    expect(last.nextChange?.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(days(last)).toEqual(['Sat 08:00-18:00', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    const after = at(CHICAGO, hours, '2026-11-01T15:00:00Z'); // Sun Nov 1 09:00 CST
    expect(after).toMatchObject({ status: 'closed', nextChange: null }); // reopens in May: beyond 8 days
  });

  it('Chicago: 08:00 is 13:00Z before the fall change and 14:00Z after it', () => {
    const r = at(CHICAGO, 'Mo-Su 08:00-18:00', '2026-10-31T23:30:00Z'); // Sat 18:30 CDT
    expect(r.nextChange?.toISOString()).toBe('2026-11-01T14:00:00.000Z'); // Sun 08:00 CST
    expect(at(CHICAGO, 'Mo-Su 08:00-18:00', '2026-11-01T13:30:00Z').isOpen).toBe(false); // 07:30 CST
    expect(at(CHICAGO, 'Mo-Su 08:00-18:00', '2026-10-31T13:30:00Z').isOpen).toBe(true); // 08:30 CDT
  });

  it('Denver: spring forward on Mar 8, and an overnight range that loses an hour', () => {
    expect(at(DENVER, 'Mo-Su 08:00-18:00', '2026-03-08T14:30:00Z').isOpen).toBe(true); // 08:30 MDT
    expect(at(DENVER, 'Mo-Su 08:00-18:00', '2026-03-07T14:30:00Z').isOpen).toBe(false); // 07:30 MST
    const night = at(DENVER, 'Sa 22:00-04:00', '2026-03-08T06:00:00Z'); // Sat 23:00 MST
    expect(night).toMatchObject({ status: 'open', todayLabel: '10:00 PM – 4:00 AM' });
    expect(night.nextChange?.toISOString()).toBe('2026-03-08T10:00:00.000Z'); // Sun 04:00 MDT: 5 h later
    expect(days(night).slice(0, 2)).toEqual(['Sat 22:00-24:00', 'Sun 00:00-04:00']);
  });

  it('Phoenix has no DST: 06:00 is 13:00Z in March and in July', () => {
    for (const day of ['2026-03-08', '2026-07-01', '2026-11-01']) {
      const r = at(PHOENIX, 'Mo-Su 06:00-10:00', `${day}T12:30:00Z`);
      expect(r.status, day).toBe('closed');
      expect(r.nextChange?.toISOString(), day).toBe(`${day}T13:00:00.000Z`);
    }
  });

  it('Los Angeles: Friday night past midnight', () => {
    const friday = at(LOS_ANGELES, 'Fr 18:00-02:00', '2026-07-04T02:00:00Z'); // Fri 19:00 PDT
    expect(friday).toMatchObject({ status: 'open', todayLabel: '6:00 PM – 2:00 AM' });
    expect(friday.nextChange?.toISOString()).toBe('2026-07-04T09:00:00.000Z'); // Sat 02:00 PDT
    const saturday = at(LOS_ANGELES, 'Fr 18:00-02:00', '2026-07-04T08:30:00Z'); // Sat 01:30 PDT
    expect(saturday).toMatchObject({ status: 'open', todayLabel: '12:00 AM – 2:00 AM' });
    expect(days(saturday)).toEqual(['Sat 00:00-02:00', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri 18:00-24:00']);
    expect(at(LOS_ANGELES, 'Fr 18:00-02:00', '2026-07-04T09:30:00Z').isOpen).toBe(false); // Sat 02:30 PDT
  });

  it('Los Angeles: 24/7 on the 25-hour fall-back day', () => {
    const r = at(LOS_ANGELES, '24/7', '2026-11-01T09:30:00Z'); // Sun 01:30 PDT, before the repeat
    expect(r).toMatchObject({ status: 'open', isOpen: true, nextChange: null, todayLabel: 'Open 24 hours' });
    expect(r.week[0]).toEqual({ date: '2026-11-01', weekday: 'Sun', intervals: [{ from: '00:00', to: '24:00' }] });
  });

  it('Los Angeles: an hour that does not exist on the spring-forward day', () => {
    const r = at(LOS_ANGELES, 'Mo-Su 02:00-03:00', '2026-03-08T07:00:00Z'); // Sat 23:00 PST
    expect(days(r).slice(0, 3)).toEqual(['Sat 02:00-03:00', 'Sun', 'Mon 02:00-03:00']);
    expect(r.nextChange?.toISOString()).toBe('2026-03-09T09:00:00.000Z'); // Mon 02:00 PDT
  });

  it('sunrise-sunset uses the listing’s position and zone (not 06:00/18:00, not the server’s zone)', () => {
    const r = at(LOS_ANGELES, 'Mo-Su sunrise-sunset', '2026-07-03T19:00:00Z'); // Fri noon PDT
    const [today] = r.week[0].intervals;
    expect(today.from >= '05:40' && today.from <= '05:50', today.from).toBe(true); // LA sunrise ≈ 05:45 PDT
    expect(today.to >= '20:03' && today.to <= '20:13', today.to).toBe(true); // sunset ≈ 20:08 PDT
    const ny = at(ALBANY, 'Mo-Su sunrise-sunset', '2026-07-03T16:00:00Z').week[0].intervals[0];
    expect(ny.from >= '05:15' && ny.from <= '05:30', ny.from).toBe(true); // Albany ≈ 05:22 EDT
  });
});
