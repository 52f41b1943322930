const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
const date = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "3:42 PM" today, "Mon" this week, "Jun 3" before. */
export function shortWhen(iso: string, now = new Date()) {
  const d = new Date(iso);
  if (d.toDateString() === now.toDateString()) return time.format(d);
  if (now.getTime() - d.getTime() < 6 * 86_400_000) return weekday.format(d);
  return date.format(d);
}

export const fullWhen = (iso: string) => full.format(new Date(iso));

export const peerName = (p: { firstName: string; farmName: string | null }) => (p.farmName ? `${p.firstName} · ${p.farmName}` : p.firstName);
