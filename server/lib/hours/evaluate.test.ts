import { afterEach, describe, expect, it } from 'vitest';
import { ALBANY, CHICAGO, DENVER, LOS_ANGELES, evaluateAt as at, type Place } from './test-places.js';

describe('evaluateHours without usable hours', () => {
  it.each([null, '', '   '])('no hours (%j) is unknown, never closed', (hours) => {
    const r = at(ALBANY, hours, '2026-07-01T13:30:00Z');
    expect(r).toMatchObject({ status: 'unknown', isOpen: false, nextChange: null, todayLabel: 'Hours not listed', comment: null });
    expect(r.week).toHaveLength(7);
    expect(r.week.every((d) => d.intervals.length === 0)).toBe(true);
  });

  it.each(['nach Vereinbarung und Bestellung', 'Mo-Fr 25:00-26:00', 'Jun 15-Oct Mo 10:00-12:00'])('unreadable hours (%j) are unknown, no throw', (hours) => {
    expect(at(ALBANY, hours, '2026-07-01T13:30:00Z')).toMatchObject({ status: 'unknown', isOpen: false, todayLabel: 'Hours not listed' });
  });

  it('the library’s own "unknown" (a bare comment) is unknown with its comment', () => {
    const r = at(ALBANY, '"by appointment"', '2026-07-01T13:30:00Z');
    expect(r).toMatchObject({ status: 'unknown', isOpen: false, comment: 'by appointment', todayLabel: 'Hours uncertain today' });
    expect(r.week[0].intervals).toEqual([{ from: '00:00', to: '24:00', uncertain: true }]);
  });

  it('a bad stored zone falls back to the zone at the position', () => {
    expect(at({ ...DENVER, timeZone: 'Mars/Olympus' }, 'Mo-Su 08:00-18:00', '2026-07-01T14:30:00Z')).toMatchObject({
      timeZone: 'America/Denver',
      isOpen: true,
    });
  });

  it('a day the library fails on is uncertain, never open, and leaves the other days alone', () => {
    // opening_hours 3.15 throws "sunrise does not occur on this date" for Albany on Oct 31 and Nov 1 2026.
    const r = at(ALBANY, 'Mo-Su sunrise-sunset', '2026-10-30T16:00:00Z'); // Fri noon EDT
    expect(r).toMatchObject({ status: 'open', isOpen: true });
    expect(r.week[0].intervals[0]).toMatchObject({ from: expect.stringMatching(/^07:2\d$/) });
    expect(r.week[1]).toMatchObject({ date: '2026-10-31', intervals: [{ from: '00:00', to: '24:00', uncertain: true }] });
    expect(r.week[3].intervals[0]).toMatchObject({ from: expect.stringMatching(/^06:[23]\d$/) }); // Mon, EST: an hour earlier
    expect(at(ALBANY, 'Mo-Su sunrise-sunset', '2026-10-31T16:00:00Z')).toMatchObject({ status: 'unknown', isOpen: false, todayLabel: 'Hours uncertain today' });
  });
});

describe('evaluation does not depend on, or disturb, the server’s zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('the test process runs in UTC (vitest env) and forks honour runtime TZ changes', () => {
    expect(original).toBe('UTC');
    const instant = new Date('2026-07-01T12:00:00Z');
    process.env.TZ = 'America/Los_Angeles';
    expect(instant.getHours()).toBe(5);
    process.env.TZ = 'Asia/Tokyo';
    expect(instant.getHours()).toBe(21);
  });

  it('gives the same answer whatever process.env.TZ is, and restores it', () => {
    const cases: Array<[Place, string, string]> = [
      [LOS_ANGELES, 'Fr 18:00-02:00', '2026-07-04T08:30:00Z'],
      [CHICAGO, 'May-Oct Mo-Su 08:00-18:00; PH off', '2026-10-31T22:00:00Z'],
      [DENVER, 'Mo-Su sunrise-sunset', '2026-03-08T14:30:00Z'],
    ];
    for (const [where, hours, iso] of cases) {
      process.env.TZ = 'UTC';
      const reference = JSON.stringify(at(where, hours, iso));
      for (const serverZone of ['Asia/Tokyo', 'America/New_York', 'Pacific/Chatham', 'Europe/Berlin']) {
        process.env.TZ = serverZone;
        expect(JSON.stringify(at(where, hours, iso)), `${hours} with server TZ ${serverZone}`).toBe(reference);
        expect(process.env.TZ).toBe(serverZone);
      }
    }
    delete process.env.TZ;
    at(ALBANY, 'Mo-Fr 09:00-17:00', '2026-07-01T13:30:00Z');
    expect('TZ' in process.env).toBe(false); // not the string "undefined"
  });
});
