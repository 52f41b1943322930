import { paymentDetailsOf } from '@common/schemas/payments.js';
import type { FarmDetail, FarmSummary, Photo, Product } from '@common/schemas/farms.js';
import type { FarmProductRow, FarmRow } from '../../db/schema/index.js';
import { evaluateHours } from '../../lib/hours/index.js';
import { toUnit, type DistanceUnit } from '../../lib/geo/distance.js';
import { presentPhoto } from '../photos/listing-photos.service.js';
import { arcOf } from './search/earth.js';
import { openStateAt } from './hours/open-state.js';
import type { CardRow, SummaryRow } from './search/search.repository.js';
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
    accepts: row.accepts as FarmSummary['accepts'],
    ratingAvg: row.rating_avg,
    ratingCount: row.rating_count,
    favoriteCount: row.favorite_count,
    availableProducts: row.available.map((p) => ({ name: p.name, updatedAt: new Date(p.updatedAt).toISOString() })),
    updatedAt: new Date(row.updated_at).toISOString(),
    ...presentLive(row, ctx),
    ...(ctx.withStatus ? { status: row.status as FarmDetail['status'] } : {}),
  };
}

// Timestamps are strings where a caller reads summaries through json_agg (favorites, dashboard).
type LiveFacts = Pick<CardRow, 'photo' | 'opening_hours' | 'time_zone' | 'country' | 'region' | 'lat' | 'lng' | 'hours_confirmed_by' | 'picking'> & {
  hours_confirmed_at: Date | string | null;
  stock_updated_at: Date | string | null;
  chord?: number | null;
};

/** The fields of a card made at answer time: photo URLs are the deployment's, the rest depend on the instant or the origin. */
function presentLive(
  row: LiveFacts,
  ctx: SummaryContext,
): Pick<FarmSummary, 'photo' | 'distance' | 'open' | 'freshness' | 'picking'> & { availableProducts?: [] } {
  const hours = { openingHours: row.opening_hours, timeZone: row.time_zone, country: row.country, region: row.region, lat: row.lat, lng: row.lng };
  const open = openStateAt(hours, ctx.at);
  return {
    // Closed for the season: what was marked available is last season's, never "available" now (issue 34).
    ...(open.season ? { availableProducts: [] } : {}),
    photo: row.photo ? presentPhoto(row.photo) : null,
    distance: row.chord == null ? null : toUnit(arcOf(row.chord) / 1000, ctx.unit),
    open,
    freshness: presentFreshness(
      { hoursConfirmedAt: row.hours_confirmed_at, hoursConfirmedBy: row.hours_confirmed_by, stockUpdatedAt: row.stock_updated_at },
      ctx.at,
    ),
    // Picking is read at answer time (it ages out on its own, decision 062): absent where none is told.
    ...(row.picking ? { picking: { condition: row.picking.condition, source: row.picking.source, at: new Date(row.picking.at).toISOString() } } : {}),
  };
}

/**
 * presentSummary() as JSON text, for a search page: the stored card (farms.card_json, kept by a trigger) with the
 * answer-time fields spliced in, so the stored fields are neither parsed nor re-serialised. Receiving and parsing
 * them was the largest part of a search's Node CPU (bench/history.md, round 7). search/card.test.ts holds the two
 * presenters to the same object.
 */
export function presentCardJson(row: CardRow & { chord?: number | null }, ctx: SummaryContext): string {
  const live = presentLive(row, ctx);
  // A stand closed for the season replaces a stored field (its products): the few such cards are re-serialised whole.
  // Where it sorts is the database's (farms.season_rank, decision 054).
  if (live.availableProducts) return JSON.stringify({ ...(JSON.parse(row.card) as object), ...live });
  return `${row.card.slice(0, -1)},${JSON.stringify(live).slice(1)}`;
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
  const open = { status: ev.status, nextChange: ev.nextChange?.toISOString() ?? null, todayLabel: ev.todayLabel, ...(ev.season ? { season: ev.season } : {}) };
  // Closed for the season: what was marked available is last season's, never "available" now (issue 34).
  const available = ctx.products
    .filter((p) => p.available && !ev.season)
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
    accepts: farm.accepts as FarmDetail['accepts'],
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
    products: ctx.products.map((p) => (ev.season ? { ...presentProduct(p), available: false } : presentProduct(p))),
    photos: ctx.photos,
    paymentMethods: farm.paymentMethods as FarmDetail['paymentMethods'],
    payment: paymentDetailsOf(farm.paymentDetails),
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
