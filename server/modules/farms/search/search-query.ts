import { msg } from '@common/i18n/keys.js';
import type { z } from 'zod';
import type { FarmSearchQuerySchema } from '@common/schemas/farms.js';
import type { Db } from '../../../db/client.js';
import { badRequest, withValues } from '../../../lib/errors.js';
import { resolveLocation } from '../../../lib/geo/gazetteer.js';
import type { ListingFilters } from './filters.js';
import { OPEN_AT_BACK_DAYS, OPEN_AT_MAX_DAYS } from '@common/hours/open-at-range.js';
import { isStoredInstant } from '../hours/open-schedules.js';
import { storedOpenAt } from '../hours/stored-open.js';
import type { Origin } from './search-sort.js';
import { buildTsQuery } from './text-search.js';

type SearchQuery = z.output<typeof FarmSearchQuerySchema>;
type FilterQuery = Pick<SearchQuery, 'q' | 'available' | 'category' | 'feature' | 'kind' | 'open' | 'openAt' | 'picking' | 'accepts'>;

const DAY = 86_400_000;

/** near=lat,lng or location=<ZIP or city> (offline gazetteer); null when neither is given. */
export function resolveOrigin(q: Pick<SearchQuery, 'near' | 'location'>): Origin | null {
  if (q.near) {
    const [lat, lng] = q.near.split(',').map(Number);
    if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) {
      throw badRequest('errors:farms.nearFormat', { near: msg('errors:farms.notAPosition') });
    }
    return { lat, lng };
  }
  if (q.location) {
    const place = resolveLocation(q.location);
    if (!place) {
      const unknown = withValues('errors:geo.placeNotFound', { q: q.location });
      throw badRequest(unknown, { location: msg('errors:farms.unknownPlace') });
    }
    return { lat: place.lat, lng: place.lng };
  }
  return null;
}

/**
 * The instant "open" is about: now for open=now, the given instant for openAt, from yesterday to
 * OPEN_AT_MAX_DAYS ahead (a clear 400 beyond, never a silently empty answer).
 */
export function resolveOpenAt(q: Pick<SearchQuery, 'open' | 'openAt'>, now: Date): Date | null {
  if (q.open && q.openAt) throw badRequest('errors:farms.openOrOpenAt', { openAt: msg('errors:farms.openOrOpenAtField') });
  if (q.open) return now;
  if (!q.openAt) return null;
  const at = new Date(q.openAt);
  if (at.getTime() < now.getTime() - OPEN_AT_BACK_DAYS * DAY || at.getTime() > now.getTime() + OPEN_AT_MAX_DAYS * DAY) {
    const outOfRange = withValues('errors:farms.openAtRange', { days: OPEN_AT_MAX_DAYS });
    throw badRequest(outOfRange, {
      openAt: withValues('errors:farms.openAtRangeField', { days: OPEN_AT_MAX_DAYS }),
    });
  }
  return at;
}

export async function resolveFilters(db: Db, q: FilterQuery, now: Date): Promise<ListingFilters> {
  const openAt = resolveOpenAt(q, now);
  return {
    kinds: q.kind ?? [],
    categories: q.category ?? [],
    features: q.feature ?? [],
    accepts: q.accepts ?? [],
    tsquery: q.q ? await buildTsQuery(db, q.q) : null,
    availableTsquery: q.available ? await buildTsQuery(db, q.available) : null,
    openAt,
    openStored: openAt !== null && isStoredInstant(openAt, now) ? await storedOpenAt(db, openAt) : null,
    pickingGood: q.picking === 'good',
  };
}
