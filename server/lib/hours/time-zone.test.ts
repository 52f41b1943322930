import { describe, expect, it } from 'vitest';
import { Lru } from './lru.js';
import { isValidTimeZone, localDate, localMidnight, localTime, timeZoneAt, withTimeZone } from './time-zone.js';

describe('timeZoneAt', () => {
  it.each([
    ['Albany NY', 42.65, -73.75, 'America/New_York'],
    ['Gary IN (Central, unlike most of Indiana)', 41.59, -87.35, 'America/Chicago'],
    ['Indianapolis', 39.77, -86.16, 'America/Indiana/Indianapolis'],
    ['Moscow ID (Pacific)', 46.73, -117.0, 'America/Los_Angeles'],
    ['Boise ID (Mountain)', 43.62, -116.2, 'America/Boise'],
    ['Phoenix AZ (no DST)', 33.45, -112.07, 'America/Phoenix'],
    ['Karlsruhe', 48.99, 8.4, 'Europe/Berlin'],
  ])('%s', (_name, lat, lng, zone) => {
    expect(timeZoneAt(lat, lng)).toBe(zone);
  });

  it('rejects impossible positions', () => {
    expect(() => timeZoneAt(91, 0)).toThrow(RangeError);
    expect(() => timeZoneAt(Number.NaN, 0)).toThrow(RangeError);
  });
});

describe('withTimeZone', () => {
  it('switches local time for the call only, and restores TZ even when the call throws', () => {
    const instant = new Date('2026-03-08T10:30:00Z'); // 02:30 PST would not exist: it is 03:30 PDT
    expect(withTimeZone('America/Los_Angeles', () => `${localDate(instant)} ${localTime(instant)}`)).toBe('2026-03-08 03:30');
    expect(process.env.TZ).toBe('UTC');
    expect(() =>
      withTimeZone('Asia/Tokyo', () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(process.env.TZ).toBe('UTC');
    expect(instant.getUTCHours()).toBe(instant.getHours());
  });

  it('nests', () => {
    const instant = new Date('2026-07-01T12:00:00Z');
    const hours = withTimeZone('America/New_York', () => [instant.getHours(), withTimeZone('Asia/Tokyo', () => instant.getHours()), instant.getHours()]);
    expect(hours).toEqual([8, 21, 8]);
  });

  it('refuses async functions and unknown zones (an unknown TZ would silently mean UTC)', () => {
    expect(() => withTimeZone('America/Chicago', (async () => 1) as never)).toThrow(/synchronous/);
    expect(process.env.TZ).toBe('UTC');
    expect(() => withTimeZone('Mars/Olympus', () => 1)).toThrow(RangeError);
    expect(isValidTimeZone('America/Phoenix')).toBe(true);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('local midnights are 23 and 25 hours apart on the DST days', () => {
    const [spring, fall] = withTimeZone('America/Denver', () => [
      localMidnight(new Date('2026-03-08T12:00:00Z'), 1).getTime() - localMidnight(new Date('2026-03-08T12:00:00Z')).getTime(),
      localMidnight(new Date('2026-11-01T12:00:00Z'), 1).getTime() - localMidnight(new Date('2026-11-01T12:00:00Z')).getTime(),
    ]);
    expect([spring / 3_600_000, fall / 3_600_000]).toEqual([23, 25]);
  });
});

describe('Lru', () => {
  it('evicts the least recently used entry', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.size]).toEqual([1, undefined, 3, 2]);
  });
});
