import { FarmDetailSchema, FarmSummarySchema, type FarmDetail, type FarmSummary } from '@common/schemas/farms';
import { UserSchema, type User } from '@common/schemas/auth';
import { EMPTY_PAYMENT_DETAILS } from '@common/schemas/payments';

// What the API answers, as its schemas say (each fixture is parsed by the schema the server answers with).
const NOW = '2026-06-01T12:00:00.000Z';

export const aUser = (patch: Partial<User> = {}): User =>
  UserSchema.parse({
    id: '11111111-1111-4111-8111-111111111111',
    email: 'ann@example.com',
    firstName: 'Ann',
    userType: 'consumer',
    onboardingCompleted: true,
    emailVerified: true,
    units: 'mi',
    language: null,
    home: null,
    createdAt: NOW,
    ...patch,
  });

export const aFarmer = (patch: Partial<User> = {}) =>
  aUser({ id: '22222222-2222-4222-8222-222222222222', email: 'fred@example.com', firstName: 'Fred', userType: 'farmer', ...patch });

export const aFarm = (patch: Partial<FarmSummary> = {}): FarmSummary =>
  FarmSummarySchema.parse({
    id: 7,
    slug: 'hilltop-farm-stand',
    name: 'Hilltop Farm Stand',
    kind: 'stand',
    city: 'Kingston',
    region: 'NY',
    lat: 41.93,
    lng: -74.0,
    timeZone: 'America/New_York',
    verified: true,
    categories: ['produce', 'eggs'],
    features: [],
    accepts: ['snap'],
    ratingAvg: 4.5,
    ratingCount: 2,
    favoriteCount: 3,
    photo: null,
    availableProducts: [{ name: 'Sweet corn', updatedAt: NOW }],
    distance: 2.3,
    open: { status: 'open', nextChange: '2026-06-01T22:00:00.000Z', todayLabel: '8:00 AM – 6:00 PM' },
    updatedAt: NOW,
    freshness: { hoursConfirmedAt: NOW, hoursConfirmedBy: 'owner', stockUpdatedAt: NOW, level: 'fresh' },
    ...patch,
  });

export const aFarmDetail = (patch: Partial<FarmDetail> = {}): FarmDetail =>
  FarmDetailSchema.parse({
    ...aFarm(),
    distance: null,
    description: 'Sweet corn and eggs from our hill, honor box at the gate.',
    address: '12 Hill Road',
    postalCode: '12401',
    country: 'US',
    openingHours: 'Mo-Su 08:00-18:00',
    hours: { week: [{ date: '2026-06-01', weekday: 'Mon', intervals: [{ from: '08:00', to: '18:00' }] }], comment: null },
    products: [
      {
        id: '33333333-3333-4333-8333-333333333333',
        name: 'Sweet corn',
        category: 'produce',
        available: true,
        priceCents: 350,
        unit: 'dozen',
        note: null,
        updatedAt: NOW,
        availableUpdatedAt: NOW,
        availableSource: 'farmer',
      },
    ],
    photos: [],
    paymentMethods: ['cash'],
    payment: EMPTY_PAYMENT_DETAILS,
    phone: '(845) 555-0100',
    website: 'https://hilltop.example',
    email: null,
    owner: { id: aFarmer().id, firstName: 'Fred' },
    status: 'published',
    source: null,
    createdAt: NOW,
    canEdit: false,
    ...patch,
  });
