/** '08:00' → '8:00 AM', '12:30' → '12:30 PM', '00:00' and '24:00' → '12:00 AM' (US-style labels). */
export function formatClock(hhmm: string): string {
  const h = Number(hhmm.slice(0, 2)) % 24;
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${hhmm.slice(3, 5)} ${suffix}`;
}

/** '8:00 AM – 6:00 PM' (en dash with spaces, as the UI shows it). */
export const formatClockRange = (from: string, to: string): string => `${formatClock(from)} – ${formatClock(to)}`;
