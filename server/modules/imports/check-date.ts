/**
 * When a source last checked a place (docs/product.md §9: imported hours are as fresh as the source's last check).
 * Dates are days: a time of day in a source is in an unstated zone, and a day is all "last checked" needs.
 * Anything unreadable, or later than tomorrow, is no date at all: a wrong date must never look fresh.
 */
const DAY = 86_400_000;

function day(year: number, month: number, date: number, now: Date): Date | null {
  const at = new Date(Date.UTC(year, month - 1, date));
  const real = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === date;
  return real && year >= 2000 && at.getTime() <= now.getTime() + DAY ? at : null;
}

/** OpenStreetMap's `check_date` values: 2024-03-20 (the norm), 2024-03 (a month: its first day), 20150604. */
export function osmCheckDate(value: unknown, now = new Date()): Date | null {
  const m = typeof value === 'string' ? /^(\d{4})-?(\d{2})(?:-?(\d{2}))?$/.exec(value.trim()) : null;
  return m ? day(Number(m[1]), Number(m[2]), Number(m[3] ?? 1), now) : null;
}

/** OSM's rule: the date the opening hours were checked, else the date the whole object was. */
export const osmHoursCheckedAt = (tags: Record<string, unknown>, now = new Date()) =>
  osmCheckDate(tags['check_date:opening_hours'], now) ?? osmCheckDate(tags.check_date, now);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The USDA directory's `updateTime`, in its three shapes: `6/20/2017 10:43:57 PM`, `May 26 2010 11:24PM`, and a
 * bare year `2013` (taken as 1 January: the oldest the update can be, so it never looks fresher than it is).
 */
export function usdaUpdateTime(value: unknown, now = new Date()): Date | null {
  const v = typeof value === 'string' ? value.trim() : '';
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(v);
  if (m) return day(Number(m[3]), Number(m[1]), Number(m[2]), now);
  m = /^([A-Za-z]{3})\s+(\d{1,2})\s+(\d{4})\b/.exec(v);
  if (m) {
    const month = MONTHS.indexOf(m[1].toLowerCase()) + 1;
    return month ? day(Number(m[3]), month, Number(m[2]), now) : null;
  }
  m = /^(\d{4})$/.exec(v);
  return m ? day(Number(m[1]), 1, 1, now) : null;
}
