import tzLookup from '@photostructure/tz-lookup';

/** The IANA zone at a point (offline lookup; right at the tricky US borders tried, see STACK-NOTES). */
export function timeZoneAt(lat: number, lng: number): string {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw new RangeError(`Not a valid position: ${lat}, ${lng}`);
  }
  return tzLookup(lat, lng);
}

const validity = new Map<string, boolean>();
/** True for zones ICU knows. An unknown TZ would silently behave as UTC, so never switch to one. */
export function isValidTimeZone(zone: string): boolean {
  let ok = validity.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = zone.length > 0;
    } catch {
      ok = false;
    }
    if (validity.size < 1000) validity.set(zone, ok);
  }
  return ok;
}

/**
 * Runs `fn` with the process's local time zone switched to `zone`, then restores it (Node re-reads
 * process.env.TZ on assignment). opening_hours does all its date arithmetic in local time, so this is
 * what makes it right in the listing's own zone, sunrise/sunset included. `fn` must be synchronous:
 * nothing else can run on the event loop until it returns, so no other code sees the switched zone.
 */
export function withTimeZone<T>(zone: string, fn: () => T): T {
  if (!isValidTimeZone(zone)) throw new RangeError(`Unknown time zone: ${zone}`);
  const previous = process.env.TZ;
  if (previous === zone) return fn();
  process.env.TZ = zone;
  try {
    const result = fn();
    if (result instanceof Promise) throw new Error('withTimeZone needs a synchronous function');
    return result;
  } finally {
    // Assigning undefined would set the string "undefined": delete instead.
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
// The helpers below read local time: call them inside withTimeZone.
export const localDate = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const localTime = (d: Date): string => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
/** Local midnight `days` after the day of `d` (23 or 25 hours apart across a DST change). */
export const localMidnight = (d: Date, days = 0): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
