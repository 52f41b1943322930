import type { FarmDetail, FarmSummary, Photo, Product } from '@common/schemas/farms.js';
import type { FarmProductRow, FarmRow } from '../../db/schema/index.js';
import { evaluateHours } from '../../lib/hours/index.js';
import { toUnit, type DistanceUnit } from '../../lib/geo/distance.js';
import { presentPhoto } from '../photos/photos.repository.js';
import { arcOf } from './search/earth.js';
import { openStateAt } from './hours/open-state.js';
import type { SummaryRow } from './search/search.repository.js';
import { presentFreshness } from './freshness/freshness.presenter.js';

// Presenters list exactly which fields leave the server: a new column never leaks by accident.

export interface SummaryContext {
  /** The instant the open state is for: now, or the search's openAt. */
  at: Date;
  unit: DistanceUnit;
  /** Add `status` (the owner's own list shows drafts). */
  withStatus?: boolean;
}

type Summary = FarmSummary & { status?: FarmDetail['status'] };

export function presentSummary(row: SummaryRow & { chord?: number | null }, ctx: SummaryContext): Summary {
  const hours = { openingHours: row.opening_hours, timeZone: row.time_zone, country: row.country, region: row.region, lat: row.lat, lng: row.lng };
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind as FarmSummary['kind'],
    city: row.city,
    region: row.region,
    lat: row.lat,
    lng: row.lng,
    timeZone: row.time_zone,
    verified: row.verified,
    categories: row.categories as FarmSummary['categories'],
    features: row.features as FarmSummary['features'],
    ratingAvg: row.rating_avg,
    ratingCount: row.rating_count,
    favoriteCount: row.favorite_count,
    photo: row.photo ? presentPhoto(row.photo) : null,
    availableProducts: row.available.map((p) => ({ name: p.name, updatedAt: new Date(p.updatedAt).toISOString() })),
    distance: row.chord == null ? null : toUnit(arcOf(row.chord) / 1000, ctx.unit),
    open: openStateAt(hours, ctx.at),
    updatedAt: new Date(row.updated_at).toISOString(),
    freshness: presentFreshness(
      { hoursConfirmedAt: row.hours_confirmed_at, hoursConfirmedBy: row.hours_confirmed_by, stockUpdatedAt: row.stock_updated_at },
      ctx.at,
    ),
    ...(ctx.withStatus ? { status: row.status as FarmDetail['status'] } : {}),
  };
}

export function presentProduct(p: FarmProductRow): Product {
  return {
    id: p.id,
    name: p.name,
    category: p.category as Product['category'],
    available: p.available,
    priceCents: p.priceCents,
    unit: p.unit,
    note: p.note,
    updatedAt: p.updatedAt.toISOString(),
    availableUpdatedAt: p.availableUpdatedAt.toISOString(),
    availableSource: p.availableSource,
  };
}

export interface DetailContext {
  at: Date;
  products: FarmProductRow[];
  photos: Photo[];
  owner: { id: string; firstName: string } | null;
  canEdit: boolean;
}

export function presentDetail(farm: FarmRow, ctx: DetailContext): FarmDetail {
  const hours = { openingHours: farm.openingHours, timeZone: farm.timeZone, countryCode: farm.country, region: farm.region, lat: farm.lat, lng: farm.lng };
  const ev = evaluateHours(hours, ctx.at);
  const open = { status: ev.status, nextChange: ev.nextChange?.toISOString() ?? null, todayLabel: ev.todayLabel };
  const available = ctx.products
    .filter((p) => p.available)
    .slice(0, 6)
    .map((p) => ({ name: p.name, updatedAt: p.availableUpdatedAt.toISOString() }));
  return {
    id: farm.id,
    slug: farm.slug,
    name: farm.name,
    kind: farm.kind,
    city: farm.city,
    region: farm.region,
    lat: farm.lat,
    lng: farm.lng,
    timeZone: farm.timeZone,
    verified: farm.verified,
    categories: farm.categories as FarmDetail['categories'],
    features: farm.features as FarmDetail['features'],
    ratingAvg: farm.ratingAvg,
    ratingCount: farm.ratingCount,
    favoriteCount: farm.favoriteCount,
    photo: ctx.photos[0] ?? null,
    availableProducts: available,
    distance: null,
    open,
    updatedAt: farm.updatedAt.toISOString(),
    freshness: presentFreshness(farm, ctx.at),
    description: farm.description,
    address: farm.address,
    postalCode: farm.postalCode,
    country: farm.country,
    openingHours: farm.openingHours,
    // Only the certain hours: "by appointment" stretches are not opening hours (the comment says why).
    hours: {
      week: ev.week.map((d) => ({
        date: d.date,
        weekday: d.weekday,
        intervals: d.intervals.filter((i) => !i.uncertain).map(({ from, to }) => ({ from, to })),
      })),
      comment: ev.comment,
    },
    products: ctx.products.map(presentProduct),
    photos: ctx.photos,
    paymentMethods: farm.paymentMethods as FarmDetail['paymentMethods'],
    phone: farm.phone,
    website: farm.website,
    email: farm.email,
    owner: ctx.owner,
    status: farm.status,
    source: farm.source,
    createdAt: farm.createdAt.toISOString(),
    canEdit: ctx.canEdit,
  };
}
