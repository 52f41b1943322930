import type { V1InSeason, V1ListingAnswer, V1ListingPage, V1Map } from '@common/schemas/open-data.js';

// v1 answers as the API gives them, for the OpenAPI document (GET /api/docs): typed, so they cannot drift.

const generatedAt = '2026-09-12T14:00:00.000Z';
const listing = {
  id: 42,
  name: 'Stone Ridge Orchard Stand',
  kind: 'stand' as const,
  url: 'https://farmstandfinder.example/farm/42',
  city: 'Stone Ridge',
  region: 'NY',
  lat: 41.8489,
  lng: -74.1432,
  timeZone: 'America/New_York',
  verified: true,
  categories: ['fruit' as const, 'produce' as const],
  features: ['pick-your-own' as const, 'parking' as const],
  rating: { average: 4.7, count: 38 },
  availableProducts: [{ name: 'Honeycrisp apples', updatedAt: '2026-09-12T13:05:00.000Z' }],
  open: { status: 'open' as const, nextChange: '2026-09-12T22:00:00.000Z' },
  freshness: {
    level: 'fresh' as const,
    hoursConfirmedAt: '2026-09-02T16:20:00.000Z',
    hoursConfirmedBy: 'owner' as const,
    stockUpdatedAt: '2026-09-12T13:05:00.000Z',
  },
  license: { id: 'site-terms' as const, attribution: 'Farm Stand Finder', url: 'https://farmstandfinder.example/terms-of-service', source: null },
  updatedAt: '2026-09-12T13:05:00.000Z',
};

export const V1_PAGE_EXAMPLE: V1ListingPage = {
  items: [
    { ...listing, distance: 3.2 },
    {
      ...listing,
      id: 7,
      name: 'Hofladen Müller',
      url: 'https://farmstandfinder.example/farm/7',
      distance: 4.1,
      freshness: { level: 'aging', hoursConfirmedAt: '2026-05-01T00:00:00.000Z', hoursConfirmedBy: 'import', stockUpdatedAt: null },
      license: { id: 'ODbL-1.0', attribution: '© OpenStreetMap contributors', url: 'https://opendatacommons.org/licenses/odbl/1-0/', source: 'osm' },
    },
  ],
  nextCursor: 'ZGlzdGFuY2V8MC4wMDA1fDQy',
  generatedAt,
};

export const V1_LISTING_EXAMPLE: V1ListingAnswer = {
  listing: {
    ...listing,
    description: 'Family orchard since 1921. Pick your own apples on weekends in September and October.',
    address: '3124 Route 209',
    postalCode: '12484',
    country: 'US',
    openingHours: 'Mo-Su 09:00-18:00',
    week: [{ date: '2026-09-12', weekday: 'Sat', intervals: [{ from: '09:00', to: '18:00' }] }],
    products: [{ name: 'Honeycrisp apples', category: 'fruit', available: true, availableUpdatedAt: '2026-09-12T13:05:00.000Z', availableSource: 'farmer' }],
    paymentMethods: ['cash', 'card'],
    phone: '(845) 555-0142',
    website: 'https://stoneridgeorchard.example',
    createdAt: '2024-04-02T12:00:00.000Z',
  },
  generatedAt,
};

export const V1_MAP_EXAMPLE: V1Map = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: { type: 'Point', coordinates: [-74.02, 41.93] }, properties: { cluster: true, count: 18, expansionZoom: 11 } },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-74.1432, 41.8489] },
      properties: { cluster: false, id: 42, name: 'Stone Ridge Orchard Stand', kind: 'stand', open: 'open', freshness: 'fresh', license: 'site-terms' },
    },
  ],
  generatedAt,
};

export const V1_IN_SEASON_EXAMPLE: V1InSeason = {
  items: [
    {
      product: 'Strawberries',
      category: 'fruit',
      listingCount: 6,
      openNowCount: 4,
      nearest: { id: 42, name: 'Stone Ridge Orchard Stand', distance: 3.2, freshness: listing.freshness, license: listing.license },
    },
  ],
  unit: 'mi',
  generatedAt,
};
