import type { FarmDetail, FarmPage, FarmSummary, MapFeatureCollection } from '@common/schemas/farms.js';

// Answers as the API gives them, for the OpenAPI document (GET /api/docs): typed, so they cannot drift from the contract.

const summary: FarmSummary = {
  id: 42,
  slug: 'stone-ridge-orchard-stand',
  name: 'Stone Ridge Orchard Stand',
  kind: 'stand',
  city: 'Stone Ridge',
  region: 'NY',
  lat: 41.8489,
  lng: -74.1432,
  timeZone: 'America/New_York',
  verified: true,
  categories: ['fruit', 'produce', 'baked-goods'],
  features: ['pick-your-own', 'accepts-cards', 'parking'],
  accepts: ['snap', 'card', 'mobile'],
  ratingAvg: 4.7,
  ratingCount: 38,
  favoriteCount: 112,
  photo: null,
  availableProducts: [
    { name: 'Honeycrisp apples', updatedAt: '2026-09-12T13:05:00.000Z' },
    { name: 'Apple cider donuts', updatedAt: '2026-09-12T13:05:00.000Z' },
    { name: 'Sweet corn', updatedAt: '2026-09-11T15:40:00.000Z' },
  ],
  distance: 3.2,
  open: { status: 'open', nextChange: '2026-09-12T22:00:00.000Z', todayLabel: '9:00 AM – 6:00 PM' },
  updatedAt: '2026-09-12T13:05:00.000Z',
  freshness: { hoursConfirmedAt: '2026-09-02T16:20:00.000Z', hoursConfirmedBy: 'owner', stockUpdatedAt: '2026-09-12T13:05:00.000Z', level: 'fresh' },
};

export const FARM_PAGE_EXAMPLE: FarmPage = { items: [summary], nextCursor: 'ZGlzdGFuY2V8MC4wMDA1fDQy' };

export const FARM_DETAIL_EXAMPLE: FarmDetail = {
  ...summary,
  distance: null,
  description: 'Family orchard since 1921. Pick your own apples on weekends in September and October.',
  address: '3124 Route 209',
  postalCode: '12484',
  country: 'US',
  openingHours: 'Mo-Su 09:00-18:00',
  hours: {
    week: [{ date: '2026-09-12', weekday: 'Sat', intervals: [{ from: '09:00', to: '18:00' }] }],
    comment: null,
  },
  products: [
    {
      id: '0b7f4d36-5d0e-4a7e-9a3c-1f2b3c4d5e6f',
      name: 'Honeycrisp apples',
      category: 'fruit',
      available: true,
      priceCents: 299,
      unit: 'lb',
      note: null,
      availableUpdatedAt: '2026-09-12T13:05:00.000Z',
      availableSource: 'farmer',
      updatedAt: '2026-09-12T13:05:00.000Z',
    },
  ],
  photos: [],
  paymentMethods: ['cash', 'card', 'venmo', 'snap-ebt'],
  payment: {
    venmo: 'Stone-Ridge-Orchard',
    paypal: null,
    cashApp: null,
    zelle: null,
    other: null,
    tapToPay: true,
    incentiveProgram: null,
    how: { 'snap-ebt': 'Ask at the farm-shop counter', wic: null, fmnp: null, incentive: null },
  },
  phone: '+1 845 555 0142',
  website: 'https://stoneridgeorchard.example',
  email: null,
  owner: { id: '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d', firstName: 'Ruth' },
  status: 'published',
  source: null,
  createdAt: '2024-05-02T16:20:00.000Z',
  canEdit: false,
};

export const MAP_EXAMPLE: MapFeatureCollection = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: { type: 'Point', coordinates: [-74.0112, 41.9301] }, properties: { cluster: true, count: 17, expansionZoom: 11 } },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-74.1432, 41.8489] },
      properties: { cluster: false, id: 42, name: 'Stone Ridge Orchard Stand', kind: 'stand', open: 'open' },
    },
  ],
};
