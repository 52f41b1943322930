import type { FarmDetail, FarmSummary, OpenState } from '@common/schemas/farms';
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

async function reviveSummary(farm: FarmSummary, now: Date): Promise<FarmSummary> {
  const saved = await caches.match(listingPath(farm.id), { cacheName: DATA_CACHE });
  const detail = saved ? ((await saved.json().catch(() => null)) as FarmDetail | null) : null;
  const fresh = detail ? hoursOffline(detail, now) : null;
  return { ...farm, open: fresh?.open ?? stillTrue(farm.open, now) };
}

/** A saved state is right until its next change; after that nobody knows without the hours. */
function stillTrue(open: OpenState, now: Date): OpenState {
  if (open.status === 'unknown' || !open.nextChange || new Date(open.nextChange) > now) return open;
  return { status: 'unknown', nextChange: null, todayLabel: open.todayLabel };
}
