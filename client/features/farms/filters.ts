import type { TFunction } from 'i18next';
import { ACCEPTS, CATEGORIES, FARM_KINDS, FEATURES } from '@common/farms/catalog';

export const SORTS = [{ id: 'distance' }, { id: 'rating' }, { id: 'name' }, { id: 'updated' }] as const;
export type SortId = (typeof SORTS)[number]['id'];
export const RADII = [5, 10, 25, 50, 100] as const;
export type Unit = 'mi' | 'km';
// FARM_LIMITS.radiusMax; not imported, so the list pages do not load the zod contract just for a number.
export const RADIUS_MAX = 500;

/**
 * The search as it lives in the URL (shareable, back button works). `place` is only the label shown for
 * `near` ("Your location", "Kingston, NY"): it never goes to the API.
 */
/** A change to the search in the address: `replace` keeps it out of the history (typing, a picked place). */
export type UpdateFilters = (patch: Partial<FarmFilters>, opts?: { replace?: boolean }) => void;

export interface FarmFilters {
  location?: string;
  near?: string;
  place?: string;
  radius?: number;
  unit?: Unit;
  q?: string;
  category: string[];
  feature: string[];
  kind: string[];
  /** "Pays with": only stands that take all of these (`accepts=`, issue 33 point 2). */
  accepts: string[];
  open?: 'now';
  openAt?: string;
  sort?: SortId;
  /** Only u-picks where some crop's picking is good or excellent today (issue 32 point 1, decision 062). */
  picking?: 'good';
  /** Browse only: show the results on a map instead of a list. Never sent to the API. */
  view?: 'map';
}

const known = (list: ReadonlyArray<{ id: string }>) => (v: string) => list.some((x) => x.id === v);
const listParam = (p: URLSearchParams, key: string, ok: (v: string) => boolean) => [
  ...new Set(
    p
      .getAll(key)
      .flatMap((v) => v.split(','))
      .filter(ok),
  ),
];
const NEAR = /^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/;

/** Reads a query string, dropping anything the API would refuse (a hand-edited link must not break the page). */
export function parseFilters(search: string): FarmFilters {
  const p = new URLSearchParams(search);
  const radius = Number(p.get('radius'));
  const openAt = p.get('openAt');
  const sort = p.get('sort');
  const unit = p.get('unit');
  return {
    location: p.get('location')?.trim() || undefined,
    near: NEAR.test(p.get('near') ?? '') ? p.get('near')! : undefined,
    place: p.get('place')?.trim() || undefined,
    radius: radius > 0 && radius <= RADIUS_MAX ? radius : undefined,
    unit: unit === 'km' || unit === 'mi' ? unit : undefined,
    q: p.get('q')?.trim() || undefined,
    category: listParam(p, 'category', known(CATEGORIES)),
    feature: listParam(p, 'feature', known(FEATURES)),
    kind: listParam(p, 'kind', known(FARM_KINDS)),
    accepts: listParam(p, 'accepts', known(ACCEPTS)),
    open: p.get('open') === 'now' ? 'now' : undefined,
    // A hand-typed "2027-06-17T14:00" is the reader's own clock, as in the picker; the API takes only full ISO.
    openAt: openAt && !Number.isNaN(Date.parse(openAt)) ? new Date(openAt).toISOString() : undefined,
    sort: SORTS.some((s) => s.id === sort) ? (sort as SortId) : undefined,
    picking: p.get('picking') === 'good' ? 'good' : undefined,
    view: p.get('view') === 'map' ? 'map' : undefined,
  };
}

type Pair = [string, string | number | undefined];
function pairs(f: FarmFilters, forApi: boolean): Pair[] {
  return [
    ['location', f.near ? undefined : f.location],
    ['near', f.near],
    ['place', forApi || !f.near ? undefined : f.place],
    ['radius', f.radius],
    ['unit', f.unit],
    ['q', f.q],
    ['category', f.category.join(',') || undefined],
    ['feature', f.feature.join(',') || undefined],
    ['kind', f.kind.join(',') || undefined],
    ['accepts', f.accepts.join(',') || undefined],
    ['open', f.open],
    ['openAt', askedInstant(f)],
    ['picking', f.picking],
    ['sort', f.sort],
    ['view', forApi ? undefined : f.view],
  ];
}
const toQuery = (list: Pair[]) => {
  const p = new URLSearchParams();
  for (const [k, v] of list) if (v !== undefined && v !== '') p.set(k, String(v));
  return p.toString();
};

/** For the address bar. */
export const filtersToSearch = (f: FarmFilters) => toQuery(pairs(f, false));
/** For GET /api/farms (and, minus the location, GET /api/farms/map). */
export const filtersToApiQuery = (f: FarmFilters) => toQuery(pairs(f, true));
export const filtersToMapQuery = (f: FarmFilters) =>
  toQuery(pairs(f, true).filter(([k]) => ['q', 'category', 'feature', 'kind', 'accepts', 'open', 'openAt', 'picking'].includes(k)));

/** The instant an "Open at…" search asks about ("Open now" wins when both are set, as in the query). */
export const askedInstant = (f: FarmFilters) => (f.open ? undefined : f.openAt);

export const hasLocation = (f: FarmFilters) => Boolean(f.near || f.location);
/** `t` of a component that reads the `farms` catalogue (keys are written with their namespace). */
export type FarmsT = TFunction<['farms']>;

/** The `place` written by the map's "Search this area". */
export const MAP_AREA = 'Map area';
/** The `place` written when the browser gave us its position. */
export const MY_LOCATION = 'Your location';
/**
 * The place inside a sentence: "near you", "near Kingston, NY". `MY_LOCATION` and `MAP_AREA` are what the URL
 * keeps, said in the reader's language (a place someone typed is shown as typed).
 */
export const placePhrase = (f: FarmFilters, t: FarmsT): string =>
  f.near && (f.place ?? MY_LOCATION) === MY_LOCATION ? t('farms:place.you') : placeLabel(f, t);
export const placeLabel = (f: FarmFilters, t: FarmsT): string => {
  const label = f.near ? (f.place ?? MY_LOCATION) : (f.location ?? '');
  if (f.near && label === MY_LOCATION) return t('farms:place.myLocation');
  if (f.near && label === MAP_AREA) return t('farms:place.mapArea');
  return label;
};

/** The badge on the "Filters" button: the choices made inside the panel. */
export const activeFilterCount = (f: FarmFilters) =>
  f.category.length + f.feature.length + f.kind.length + f.accepts.length + (f.open || f.openAt ? 1 : 0) + (f.radius ? 1 : 0) + (f.picking ? 1 : 0);

export const EMPTY_FILTERS: FarmFilters = { category: [], feature: [], kind: [], accepts: [] };

export const nearString = (lat: number, lng: number) => `${lat.toFixed(5)},${lng.toFixed(5)}`;
export function parseNear(near: string | undefined): { lat: number; lng: number } | null {
  if (!near) return null;
  const [lat, lng] = near.split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/**
 * "20+ stands within 25 mi of Kingston, NY, open now". `openAtLabel`: the instant an "Open at…" search asks about,
 * on the reader's clock ("Sat, Jul 10, 9:00 AM"), once the page runs in their browser (the server does not know
 * their zone, so its HTML says "at the time you chose").
 */
export function resultsSummary(count: number, more: boolean, f: FarmFilters, t: FarmsT, openAtLabel?: string): string {
  const n = more ? t('farms:summary.countMore', { shown: count }) : t('farms:summary.count', { count });
  const where = !hasLocation(f)
    ? ''
    : f.near && f.place === MAP_AREA
      ? t('farms:summary.inMapArea')
      : t('farms:summary.within', { radius: f.radius ?? 25, unit: f.unit ?? 'mi', place: placePhrase(f, t) });
  const when = f.open
    ? t('farms:summary.openNow')
    : !f.openAt
      ? ''
      : openAtLabel
        ? t('farms:summary.openAtWhen', { when: openAtLabel })
        : t('farms:summary.openAt');
  return `${n}${where}${when}${f.picking ? t('farms:summary.goodPicking') : ''}`;
}

/** A path with a query string, without a dangling "?". */
export const withQuery = (path: string, qs: string) => (qs ? `${path}?${qs}` : path);
