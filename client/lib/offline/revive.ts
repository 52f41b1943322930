import type { FarmDetail, FarmSummary, OpenState } from '@common/schemas/farms';
import type { ListingTrust } from '@common/schemas/listing-trust';
import { hoursOffline } from './open-state';
import { DATA_CACHE, listingPath } from './saved-rules';

/**
 * A saved answer, brought up to now before the page shows it: every open state is recomputed for the current
 * time from the listing's saved hours. A list item whose listing's hours were not saved keeps its saved state
 * while that still holds (before its next change) and says "unknown" after.
 */
export async function reviveSaved<T>(url: string, json: T, now = new Date()): Promise<T> {
  const path = new URL(url, location.origin).pathname;
  if (/^\/api\/farms\/\d+$/.test(path)) return reviveDetail(json as FarmDetail, now) as T;
  const trustOf = /^\/api\/farms\/(\d+)\/trust$/.exec(path)?.[1];
  if (trustOf) return (await reviveTrust(Number(trustOf), json as ListingTrust, now)) as T;
  const page = json as { items?: unknown[] };
  if (path === '/api/farms' && Array.isArray(page.items)) {
    return { ...page, items: await Promise.all((page.items as FarmSummary[]).map((f) => reviveSummary(f, now))) } as T;
  }
  if (path === '/api/favorites' && Array.isArray(page.items)) {
    const items = page.items as Array<{ farm: FarmSummary }>;
    return { ...page, items: await Promise.all(items.map(async (i) => ({ ...i, farm: await reviveSummary(i.farm, now) }))) } as T;
  }
  return json;
}

function reviveDetail(farm: FarmDetail, now: Date): FarmDetail {
  const fresh = hoursOffline(farm, now);
  if (!fresh) return { ...farm, open: stillTrue(farm.open, now) };
  return { ...farm, open: fresh.open, hours: { ...farm.hours, week: fresh.week.length ? fresh.week : farm.hours.week } };
}

/** "Your answer today" is for the stand's today: an answer saved on an earlier day lets the question be asked again. */
async function reviveTrust(farmId: number, trust: ListingTrust, now: Date): Promise<ListingTrust> {
  const mine = trust.myConfirmation;
  if (!mine) return trust;
  const zone = (await savedDetail(farmId))?.timeZone;
  const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: zone });
  return day(new Date(mine.at)) === day(now) ? trust : { ...trust, myConfirmation: null };
}

async function savedDetail(farmId: number): Promise<FarmDetail | null> {
  const saved = await caches.match(listingPath(farmId), { cacheName: DATA_CACHE });
  return saved ? ((await saved.json().catch(() => null)) as FarmDetail | null) : null;
}

async function reviveSummary(farm: FarmSummary, now: Date): Promise<FarmSummary> {
  const detail = await savedDetail(farm.id);
  const fresh = detail ? hoursOffline(detail, now) : null;
  return { ...farm, open: fresh?.open ?? stillTrue(farm.open, now) };
}

/** A saved state is right until its next change; after that nobody knows without the hours. */
function stillTrue(open: OpenState, now: Date): OpenState {
  if (open.status === 'unknown' || !open.nextChange || new Date(open.nextChange) > now) return open;
  return { status: 'unknown', nextChange: null, todayLabel: open.todayLabel };
}
