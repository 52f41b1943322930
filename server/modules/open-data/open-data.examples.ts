import type { V1InSeason, V1ListingAnswer, V1ListingPage, V1Map } from '@common/schemas/open-data.js';
import { encodeCursor } from '../farms/search/search-sort.js';

// v1 answers as the API gives them, for the OpenAPI document (GET /api/docs): typed, so they cannot drift. One
// search near Marbletown, NY (`near=41.8723,-74.0937`, miles) finds an orchard stand written on the site and an egg
// stand imported from OpenStreetMap; the map, the listing and in season show the same places.
const near = { lat: 41.8723, lng: -74.0937 };

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
  features: ['pick-your-own' as const, 'accepts-cards' as const, 'parking' as const],
  accepts: ['snap' as const, 'card' as const, 'mobile' as const],
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

const eggStand = {
  id: 7,
  name: 'Old Mine Road Eggs',
  kind: 'stand' as const,
  url: 'https://farmstandfinder.example/farm/7',
  city: 'High Falls',
  region: 'NY',
  lat: 41.8251,
  lng: -74.1268,
  timeZone: 'America/New_York',
  verified: false,
  categories: ['eggs' as const, 'produce' as const],
  features: ['self-serve' as const],
  accepts: [],
  rating: { average: null, count: 0 },
  availableProducts: [],
  open: { status: 'open' as const, nextChange: '2026-09-12T23:00:00.000Z' },
  freshness: { level: 'aging' as const, hoursConfirmedAt: '2026-05-14T03:12:45.000Z', hoursConfirmedBy: 'import' as const, stockUpdatedAt: null },
  license: { id: 'ODbL-1.0' as const, attribution: '© OpenStreetMap contributors', url: 'https://opendatacommons.org/licenses/odbl/1-0/', source: 'osm' },
  updatedAt: '2026-05-14T03:12:45.000Z',
};

export const V1_PAGE_EXAMPLE: V1ListingPage = {
  items: [
    { ...listing, distance: 3.02 },
    { ...eggStand, distance: 3.68 },
  ],
  // After the last item: its distance key (metres of chord), freshness rank and id.
  nextCursor: encodeCursor('distance', near, [0, 5928.02, 1, 7]),
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
    week: ['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((weekday, i) => ({
      date: `2026-09-${12 + i}`,
      weekday,
      intervals: [{ from: '09:00', to: '18:00' }],
    })),
    products: [{ name: 'Honeycrisp apples', category: 'fruit', available: true, availableUpdatedAt: '2026-09-12T13:05:00.000Z', availableSource: 'farmer' }],
    paymentMethods: ['cash', 'card', 'venmo', 'snap-ebt'],
    payment: {
      venmo: 'Stone-Ridge-Orchard',
      paypal: null,
      cashApp: null,
      other: null,
      tapToPay: true,
      incentiveProgram: null,
      how: { 'snap-ebt': 'Ask at the farm-shop counter', wic: null, fmnp: null, incentive: null },
    },
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
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-74.1268, 41.8251] },
      properties: { cluster: false, id: 7, name: 'Old Mine Road Eggs', kind: 'stand', open: 'open', freshness: 'aging', license: 'ODbL-1.0' },
    },
  ],
  generatedAt,
};

export const V1_IN_SEASON_EXAMPLE: V1InSeason = {
  items: [
    {
      product: 'Honeycrisp apples',
      category: 'fruit',
      listingCount: 3,
      openNowCount: 2,
      nearest: { id: 42, name: 'Stone Ridge Orchard Stand', distance: 3.02, freshness: listing.freshness, license: listing.license },
    },
  ],
  unit: 'mi',
  generatedAt,
};
