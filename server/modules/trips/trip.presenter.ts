import type { TripDetail, TripSummary } from '@common/schemas/trips.js';
import type { FarmRow, TripRow } from '../../db/schema/index.js';
import { timeZoneAt } from '../../lib/hours/index.js';
import { openStateAt } from '../farms/hours/open-state.js';
import { localDateIn } from '../visits/visits.service.js';
import { timeline, TRIP_ASSUMPTIONS, zonedInstant } from './plan.js';

const startOf = (t: TripRow) => (t.startLat != null && t.startLng != null ? { lat: t.startLat, lng: t.startLng, label: t.startLabel } : null);

/** The zone the trip's date and departure time are read in: where it starts. */
export function tripZone(trip: TripRow, first?: Pick<FarmRow, 'timeZone'>): string {
  const start = startOf(trip);
  if (start) return timeZoneAt(start.lat, start.lng);
  return first?.timeZone ?? 'UTC';
}

export function presentSummary(trip: TripRow, stopNames: string[], now: Date, zone: string): TripSummary {
  return {
    id: trip.id,
    name: trip.name,
    date: trip.date,
    departAt: trip.departAt,
    stopCount: stopNames.length,
    stopNames: stopNames.slice(0, 6),
    upcoming: trip.date >= localDateIn(zone, now),
  };
}

/** Google Maps directions with the stops as waypoints: opens the maps app on a phone. */
function mapsUrl(start: { lat: number; lng: number } | null, stops: FarmRow[]): string | null {
  const points = [...(start ? [start] : []), ...stops].map((p) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`);
  if (points.length < 2) return stops.length ? `https://www.google.com/maps/search/?api=1&query=${points[0]}` : null;
  const params = new URLSearchParams({ api: '1', origin: points[0], destination: points[points.length - 1], travelmode: 'driving' });
  if (points.length > 2) params.set('waypoints', points.slice(1, -1).join('|'));
  return `https://www.google.com/maps/dir/?${params}`;
}

/** A trip with its computed plan: legs, arrival at each stand, and its open state then (in its own zone). */
export function presentDetail(trip: TripRow, stops: FarmRow[], now: Date): TripDetail {
  const start = startOf(trip);
  const zone = tripZone(trip, stops[0]);
  const departure = zonedInstant(zone, trip.date, trip.departAt);
  const t = timeline(start, stops, departure);
  const plan = stops.map((farm, i) => ({
    farm: { id: farm.id, name: farm.name, city: farm.city, region: farm.region, address: farm.address, lat: farm.lat, lng: farm.lng, timeZone: farm.timeZone },
    leg: t.legs[i],
    arrival: t.arrivals[i].toISOString(),
    departure: t.departures[i].toISOString(),
    atArrival: openStateAt(farm, t.arrivals[i]),
  }));
  return {
    ...presentSummary(
      trip,
      stops.map((s) => s.name),
      now,
      zone,
    ),
    start,
    timeZone: zone,
    departure: departure.toISOString(),
    stops: plan,
    totals: {
      km: t.km,
      driveMinutes: t.driveMinutes,
      openOnArrival: plan.filter((s) => s.atArrival.status === 'open').length,
      closedOnArrival: plan.filter((s) => s.atArrival.status === 'closed').length,
    },
    mapsUrl: mapsUrl(start, stops),
    assumptions: { ...TRIP_ASSUMPTIONS },
  };
}
