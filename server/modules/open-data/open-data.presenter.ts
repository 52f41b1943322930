import type { FarmDetail, FarmSummary } from '@common/schemas/farms.js';
import type { Freshness } from '@common/schemas/freshness.js';
import { v1Payment, type V1Listing, type V1ListingDetail } from '@common/schemas/open-data.js';
import { presentFreshness } from '../farms/freshness/freshness.presenter.js';
import { licenseOf } from './licenses.js';
import type { ListingFacts } from './open-data.repository.js';

// The v1 answers are written field by field from the app's own: a field the site's pages gain never leaks into v1.

export const listingUrl = (appOrigin: string, id: number) => `${appOrigin}/farm/${id}`;

const v1Freshness = (f: Freshness) => ({
  level: f.level,
  hoursConfirmedAt: f.hoursConfirmedAt,
  hoursConfirmedBy: f.hoursConfirmedBy,
  stockUpdatedAt: f.stockUpdatedAt,
});

export const freshnessOfFacts = (facts: ListingFacts | undefined, at: Date) =>
  v1Freshness(
    presentFreshness(
      {
        hoursConfirmedAt: facts?.hours_confirmed_at ?? null,
        hoursConfirmedBy: facts?.hours_confirmed_by ?? null,
        stockUpdatedAt: facts?.stock_updated_at ?? null,
      },
      at,
    ),
  );

export function v1Listing(s: FarmSummary, source: string | null, appOrigin: string): V1Listing {
  return {
    id: s.id,
    name: s.name,
    kind: s.kind,
    url: listingUrl(appOrigin, s.id),
    city: s.city,
    region: s.region,
    lat: s.lat,
    lng: s.lng,
    timeZone: s.timeZone,
    verified: s.verified,
    categories: s.categories,
    features: s.features,
    accepts: s.accepts,
    rating: { average: s.ratingAvg, count: s.ratingCount },
    availableProducts: s.availableProducts.map((p) => ({ name: p.name, updatedAt: p.updatedAt })),
    distance: s.distance,
    open: { status: s.open.status, nextChange: s.open.nextChange },
    freshness: v1Freshness(s.freshness),
    ...(s.picking ? { picking: { condition: s.picking.condition, source: s.picking.source, at: s.picking.at } } : {}),
    license: licenseOf(source, appOrigin),
    updatedAt: s.updatedAt,
  };
}

export function v1Detail(d: FarmDetail, appOrigin: string): V1ListingDetail {
  const { distance: _distance, picking: _picking, ...summary } = v1Listing(d, d.source, appOrigin);
  return {
    ...summary,
    description: d.description,
    address: d.address,
    postalCode: d.postalCode,
    country: d.country,
    openingHours: d.openingHours,
    week: d.hours.week.map((day) => ({ date: day.date, weekday: day.weekday, intervals: day.intervals.map((i) => ({ from: i.from, to: i.to })) })),
    products: d.products.map((p) => ({
      name: p.name,
      category: p.category,
      available: p.available,
      availableUpdatedAt: p.availableUpdatedAt,
      availableSource: p.availableSource,
    })),
    paymentMethods: d.paymentMethods,
    payment: v1Payment(d.payment),
    phone: d.phone,
    website: d.website,
    createdAt: d.createdAt,
  };
}
