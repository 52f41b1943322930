import { describe, expect, it } from 'vitest';
import { haversineKm, type LatLng } from './distance.js';
import { resolveLocation } from './gazetteer.js';

function expectNear(place: LatLng | null, truth: LatLng, km: number) {
  expect(place).not.toBeNull();
  expect(haversineKm(place!, truth)).toBeLessThan(km);
}

describe('resolveLocation: cities', () => {
  // True coordinates: city halls / downtowns. A city resolves to the centroid of its ZIPs.
  it.each([
    ['Davis, CA', { lat: 38.5449, lng: -121.7405 }],
    ['Springfield, MA', { lat: 42.1015, lng: -72.5898 }],
    ['Portland, ME', { lat: 43.6591, lng: -70.2568 }],
    ['Fort Collins, CO', { lat: 40.5853, lng: -105.0844 }],
    ['New York, NY', { lat: 40.7128, lng: -74.006 }],
    ['Honolulu, HI', { lat: 21.3069, lng: -157.8583 }],
    ['Anchorage, AK', { lat: 61.2181, lng: -149.9003 }],
    ['San Juan, PR', { lat: 18.4655, lng: -66.1057 }],
    ['Kansas City, KS', { lat: 39.1142, lng: -94.6275 }],
    ['Toronto, ON', { lat: 43.6532, lng: -79.3832 }],
    ['Montreal, QC', { lat: 45.5017, lng: -73.5673 }],
    ['Calgary, AB', { lat: 51.0447, lng: -114.0719 }],
    ['Vancouver, BC', { lat: 49.2827, lng: -123.1207 }],
  ])('%s is near its true location', (q, truth) => {
    const place = resolveLocation(q);
    expectNear(place, truth, 12);
    expect(place).toMatchObject({ kind: 'city', label: q, region: q.slice(-2) });
    expect(place!.postalCode).toBeUndefined();
  });

  it('ignores case, spacing, punctuation and accents, and reads "City ST" and "City, State Name"', () => {
    const davis = resolveLocation('Davis, CA');
    for (const q of ['davis ca', 'DAVIS,CA', '  Davis ,  California ', 'Davis California', 'davis, calif.', 'Davis, USA']) {
      expect(resolveLocation(q), q).toEqual(davis);
    }
    expect(resolveLocation('Montréal, Québec')).toEqual(resolveLocation('montreal qc'));
    expect(resolveLocation("Coeur d'Alene, Idaho")).toEqual(resolveLocation('Coeur D Alene ID'));
    expect(resolveLocation('Washington, D.C.')).toMatchObject({ label: 'Washington, DC' });
    expect(resolveLocation('Charleston West Virginia')).toMatchObject({ label: 'Charleston, WV' });
  });

  it('treats St./Saint, Ft/Fort, Mt/Mount as the same word', () => {
    const stl = resolveLocation('Saint Louis, MO');
    expect(stl).toMatchObject({ label: 'Saint Louis, MO' });
    expectNear(stl, { lat: 38.627, lng: -90.1994 }, 12);
    // A bare name may also carry the other places of that name (`choices`): the answer itself is the same.
    for (const q of ['St. Louis', 'st louis mo', 'ST. LOUIS, MISSOURI', 'St.Louis']) expect(resolveLocation(q), q).toMatchObject(stl!);
    expect(resolveLocation('Ft. Collins')).toMatchObject(resolveLocation('Fort Collins, CO')!);
    expect(resolveLocation('Mt Vernon, NY')).toEqual(resolveLocation('Mount Vernon, New York'));
    expect(resolveLocation('Stockton, CA')).toMatchObject({ label: 'Stockton, CA' }); // "St" inside a word stays
  });
});

describe('resolveLocation: ambiguous names', () => {
  it('a bare name picks the place with the most ZIP codes', () => {
    expect(resolveLocation('Springfield')).toMatchObject({ label: 'Springfield, IL' });
    expect(resolveLocation('Portland')).toMatchObject({ label: 'Portland, OR' });
    expect(resolveLocation('Kansas City')).toMatchObject({ label: 'Kansas City, MO' });
    expect(resolveLocation('Davis')).toMatchObject({ label: 'Davis, CA' });
    expect(resolveLocation('Vancouver')).toMatchObject({ label: 'Vancouver, BC' });
    expect(resolveLocation('Toronto, Canada')).toMatchObject({ label: 'Toronto, ON' });
  });

  it('a given state wins over size, and the places really differ', () => {
    const il = resolveLocation('Springfield')!;
    const ma = resolveLocation('Springfield MA')!;
    expect(ma.region).toBe('MA');
    expect(haversineKm(il, ma)).toBeGreaterThan(1000);
    expect(resolveLocation('Vancouver WA')).toMatchObject({ country: 'US', region: 'WA' });
  });

  it("a city that is not in the given state is unknown, not another state's city", () => {
    expect(resolveLocation('Davis, NY')).toBeNull();
    expect(resolveLocation('Calgary, USA')).toBeNull();
    expect(resolveLocation('Toronto, USA')).toMatchObject({ label: 'Toronto, KS' });
  });
});

describe('resolveLocation: coordinates', () => {
  it('keeps typed coordinates and fills the nearest place', () => {
    expect(resolveLocation('38.54,-121.74')).toMatchObject({ kind: 'coords', lat: 38.54, lng: -121.74, region: 'CA', city: 'Davis' });
    expect(resolveLocation(' 43.6532 , -79.3832 ')).toMatchObject({ kind: 'coords', country: 'CA', region: 'ON' });
  });

  it('rejects coordinates out of range or outside the US and Canada', () => {
    for (const q of ['91,0', '38.54,-200', '48.85,2.35', '0,0', '-121.74, 38.54']) expect(resolveLocation(q), q).toBeNull();
  });
});

describe('resolveLocation: junk', () => {
  const junk = [
    '',
    '   ',
    '<script>',
    "<script>alert('x')</script>",
    'zzzz',
    ',,,',
    '1234',
    '123456',
    '99999-1234',
    "'; DROP TABLE farms; --",
    '\u0000\u0001',
    '🍓🍓',
    'x'.repeat(10_000),
    'Davis '.repeat(2_000),
  ];
  it.each(junk.map((q) => [q.length > 40 ? `${q.slice(0, 12)}… (${q.length} chars)` : JSON.stringify(q), q]))('%s → null', (_name, q) => {
    expect(resolveLocation(q)).toBeNull();
  });

  it('non-strings → null', () => {
    for (const q of [undefined, null, 95616, {}, ['95616']]) expect(resolveLocation(q as unknown as string)).toBeNull();
  });
});
