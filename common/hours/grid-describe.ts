import { formatClockRange } from './clock.js';
import { DAY_KEYS, MONTH_NAMES, type DayKey, type SeasonEdge, type WeeklyHours } from './grid-schema.js';
import { hasOpenTime, normalizeWeeklyHours } from './grid-normalize.js';

const SHORT: Record<DayKey, string> = { mo: 'Mon', tu: 'Tue', we: 'Wed', th: 'Thu', fr: 'Fri', sa: 'Sat', su: 'Sun' };
const month = (m: number) => MONTH_NAMES[m - 1];

function dayList(days: DayKey[]): string {
  const idx = days.map((d) => DAY_KEYS.indexOf(d));
  const runs: string[] = [];
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1] === idx[j] + 1) j++;
    runs.push(
      j - i >= 2
        ? `${SHORT[DAY_KEYS[idx[i]]]}–${SHORT[DAY_KEYS[idx[j]]]}`
        : idx
            .slice(i, j + 1)
            .map((k) => SHORT[DAY_KEYS[k]])
            .join(', '),
    );
    i = j + 1;
  }
  return runs.join(', ');
}

const edge = (e: SeasonEdge) => (e.day ? `${month(e.month)} ${e.day}` : month(e.month));

function dateLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${month(m).slice(0, 3)} ${d}, ${y}`;
}

/**
 * Plain-English summary for listings and the editor preview, e.g.
 * "Mon–Fri 9:00 AM – 5:00 PM; Sat 8:00 AM – 12:00 PM. May – October. Closed on public holidays."
 */
export function describeWeeklyHours(grid: WeeklyHours): string {
  const g = normalizeWeeklyHours(grid);
  if (!hasOpenTime(g)) return 'Hours not listed';
  const sentences: string[] = [];
  if (g.alwaysOpen) sentences.push('Open 24 hours, every day');
  else {
    const groups = new Map<string, DayKey[]>();
    for (const d of DAY_KEYS) {
      if (!g.days[d].length) continue;
      const label = g.sunriseToSunset ? 'sunrise to sunset' : g.days[d].map((iv) => formatClockRange(iv.open, iv.close)).join(', ');
      groups.set(label, [...(groups.get(label) ?? []), d]);
    }
    sentences.push([...groups].map(([label, days]) => `${dayList(days)} ${label}`).join('; '));
  }
  if (g.season) sentences.push(`Season: ${edge(g.season.from)} – ${edge(g.season.to)}`);
  if (g.closedOnPublicHolidays) sentences.push('Closed on public holidays');
  if (g.closedDates.length) sentences.push(`Closed ${g.closedDates.map(dateLabel).join('; ')}`);
  return `${sentences.join('. ')}.`;
}
