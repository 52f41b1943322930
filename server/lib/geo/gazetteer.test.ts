import { createRequire } from 'node:module';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { haversineKm, type LatLng } from './distance.js';
import { gazetteerStats, resolveLocation, warmGazetteer } from './gazetteer.js';

const require = createRequire(import.meta.url);

/** A real gc() inside the test worker, so heap figures are not noise. */
function heapMb(): number {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1e6;
}

function expectNear(place: LatLng | null, truth: LatLng, km: number) {
  expect(place).not.toBeNull();
  expect(haversineKm(place!, truth)).toBeLessThan(km);
}

describe('loading', () => {
  it('loads once and reports its cost', async () => {
    const packageCached = Object.keys(require.cache).some((k) => k.includes('/node_modules/zipcodes/'));
    const before = heapMb();
    const started = performance.now();
    await warmGazetteer();
    const waited = performance.now() - started;
    const after = heapMb();
    const stats = gazetteerStats();
    expect(stats?.postalUnits).toBeGreaterThan(40_000);
    expect(stats?.cities).toBeGreaterThan(25_000);
    console.log(
      `[gazetteer] ${stats!.postalUnits} postal units, ${stats!.cities} cities; load+index ${stats!.loadMs.toFixed(0)} ms ` +
        `(warm ${waited.toFixed(0)} ms); heap +${(after - before).toFixed(1)} MB` +
        (packageCached ? ' (zipcodes package was already loaded: index only)' : ' (zipcodes package + index)'),
    );
    await warmGazetteer();
    expect(gazetteerStats()!.loadMs).toBe(stats!.loadMs); // not rebuilt
  });
});

describe('resolveLocation: postal codes', () => {
  it.each([
    ['95616', { lat: 38.5449, lng: -121.7405 }, 'Davis, CA 95616'],
    ['10001', { lat: 40.7506, lng: -73.9972 }, 'New York, NY 10001'],
    ['90210', { lat: 34.0901, lng: -118.4065 }, 'Beverly Hills, CA 90210'],
    ['60601', { lat: 41.8858, lng: -87.6181 }, 'Chicago, IL 60601'],
    ['02108', { lat: 42.3576, lng: -71.0684 }, 'Boston, MA 02108'],
    ['99501', { lat: 61.2175, lng: -149.8584 }, 'Anchorage, AK 99501'],
    ['96813', { lat: 21.31, lng: -157.852 }, 'Honolulu, HI 96813'],
    ['M5V', { lat: 43.6426, lng: -79.3871 }, 'Toronto, ON M5V'],
    ['V6B', { lat: 49.2795, lng: -123.1152 }, 'Vancouver, BC V6B'],
  ])('%s is near its true location', (code, truth, label) => {
    const place = resolveLocation(code);
    expectNear(place, truth, 5);
    expect(place).toMatchObject({ kind: 'zip', postalCode: code, label });
  });

  it('accepts ZIP+4 and full Canadian postal codes (resolved to the FSA, the finest level in the data)', () => {
    const zip = resolveLocation('95616');
    for (const q of ['95616-1234', ' 95616 1234 ', '956161234', 'Davis, CA 95616', 'Davis, CA 95616-1234', '95616, CA']) {
      expect(resolveLocation(q), q).toEqual(zip);
    }
    expect(resolveLocation('Davis, CA 99999')).toEqual(resolveLocation('Davis, CA')); // unknown ZIP: go by the name
    const fsa = resolveLocation('K1A');
    expect(fsa).toMatchObject({ country: 'CA', region: 'ON', postalCode: 'K1A' });
    expectNear(fsa, { lat: 45.4236, lng: -75.7009 }, 5); // Parliament Hill
    for (const q of ['K1A 0B1', 'k1a0b1', 'k1a-0b1']) expect(resolveLocation(q)).toEqual(fsa);
  });

  it('a rural Canadian FSA names a region, not a town', () => {
    expect(resolveLocation('T0E')).toMatchObject({ region: 'AB', postalCode: 'T0E', city: undefined, label: 'Western Alberta (Jasper), AB T0E' });
  });

  it('drops rows of the package with bogus coordinates, military ZIPs and unknown codes', () => {
    const raw = require('zipcodes') as { codes: Record<string, unknown> };
    // Present in the package: 10200 has longitude +73.95, H0H is at the North Pole, 09001 is an APO.
    for (const code of ['10200', 'H0H', '09001']) {
      expect(raw.codes[code]).toBeDefined();
      expect(resolveLocation(code)).toBeNull();
    }
    for (const code of ['99999', '00000', 'Z9Z']) expect(resolveLocation(code)).toBeNull();
  });
});
