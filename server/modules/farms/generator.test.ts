import { describe, expect, it } from 'vitest';
import { FarmInputSchema } from '@common/schemas/farms.js';
import { generateListingsAround } from '../../db/seed/generator.js';
import { haversineKm } from '../../lib/geo/distance.js';
import { validateOpeningHours } from '../../lib/hours/index.js';

describe('generateListingsAround (demo seed and benchmark data)', () => {
  it.each([
    ['Kingston, NY', { lat: 41.927, lng: -74.0 }],
    ['Fresno, CA', { lat: 36.74, lng: -119.79 }],
    ['the open ocean', { lat: 30, lng: -140 }],
  ])('makes realistic, valid listings around %s, the same for the same seed', (_where, center) => {
    const list = generateListingsAround(center, 100, 7, 25);
    expect(list).toHaveLength(100);
    expect(generateListingsAround(center, 100, 7, 25)).toEqual(list);
    expect(new Set(list.map((l) => l.name)).size).toBe(100);
    for (const l of list) {
      expect(haversineKm(center, l)).toBeLessThanOrEqual(25.1);
      const { products, timeZone, ...fields } = l;
      expect(FarmInputSchema.safeParse({ ...fields, products: products.map((p) => ({ ...p })) }).success, l.name).toBe(true);
      expect(timeZone).toMatch(/\//);
      if (l.openingHours) expect(validateOpeningHours(l.openingHours, { lat: l.lat, lng: l.lng, countryCode: 'US', region: l.region }).ok).toBe(true);
    }
    if (center.lat !== 30) expect(list[0].region).toMatch(/^[A-Z]{2}$/);
  });
});
