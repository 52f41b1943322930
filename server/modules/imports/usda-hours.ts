/**
 * USDA market schedules → an OSM opening_hours value. A season is a date text (`06/14/2017 to
 * 08/30/2017`, `June to September`) and a times text (`Wed: 9:00 AM-1:00 PM;Sat: 8:00 AM-1:00 PM;`).
 * Years are dropped so the season recurs every year, and each weekday rule carries its season: in
 * opening_hours a rule after `;` does NOT inherit the months of the rule before it.
 */
const DAY: Record<string, string> = { mon: 'Mo', tue: 'Tu', wed: 'We', thu: 'Th', fri: 'Fr', sat: 'Sa', sun: 'Su' };
const WEEK = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export interface UsdaSeason {
  date: string;
  time: string;
}

const CLOCK = String.raw`(\d{1,2})(?::(\d\d))?\s*([ap])?\.?\s*m?\.?`;
const PART = new RegExp(String.raw`^\s*([a-z]{3})[a-z]*\.?\s*:?\s*${CLOCK}\s*-\s*(?:${CLOCK})?\s*$`, 'i');
const pad = (n: number) => String(n).padStart(2, '0');

function minutes(h: string, m: string | undefined, meridiem: string | undefined): number | null {
  let hour = Number(h);
  const min = Number(m ?? 0);
  if (min > 59 || hour > 24) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return hour === 0 ? min : null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  return hour * 60 + min;
}
const clock = (mins: number) => `${pad(Math.floor(mins / 60))}:${pad(mins % 60)}`;

/** 'Sat: 8:00 AM-1:00 PM' → ['Sa', '08:00-13:00']; an open end ('Sat: 7:30 AM-') → '07:30+'. */
export function parseDayTimes(part: string): [string, string] | null {
  const m = PART.exec(part);
  const day = m && DAY[m[1].toLowerCase()];
  if (!m || !day) return null;
  const [, , h1, m1, ap1, h2, m2, ap2] = m;
  let start = minutes(h1, m1, ap1 ?? ap2);
  if (start === null) return null;
  if (h2 === undefined) return [day, `${clock(start)}+`];
  let end = minutes(h2, m2, ap2 ?? (Number(h2) < Number(h1) ? undefined : ap1));
  if (end === null) return null;
  // "11-2pm": the start's missing meridiem is the other one.
  if (!ap1 && ap2 && start > end) start = minutes(h1, m1, /p/i.test(ap2) ? 'a' : 'p') ?? start;
  if (end === 0 && ap2) end = 24 * 60; // "12:00 AM" as a closing time is midnight at the end of the day
  // "9:00 AM-1:00 AM" is almost always a typo for 1 PM: markets that run through the night are rare.
  if (end < start && end < 12 * 60 && end + 12 * 60 > start) end += 12 * 60;
  if (end === start) return null;
  return [day, `${clock(start)}-${clock(end)}`];
}

interface MonthDay {
  month: number;
  day: number | null;
  year: number | null;
}

function parseDateSide(text: string): MonthDay | null {
  const t = text.trim();
  const numeric = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (numeric) {
    const [month, day, year] = [Number(numeric[1]) - 1, Number(numeric[2]), Number(numeric[3])];
    return month >= 0 && month < 12 && day >= 1 && day <= MONTH_DAYS[month] + (month === 1 ? 1 : 0)
      ? { month, day: Math.min(day, MONTH_DAYS[month]), year }
      : null;
  }
  const named = /^([a-z]{3})[a-z]*\.?(?:\s+(\d{1,2}))?(?:,?\s+(\d{4}))?$/i.exec(t);
  if (!named) return null;
  const month = MONTHS.findIndex((m) => m.toLowerCase() === named[1].toLowerCase());
  const day = named[2] ? Number(named[2]) : null;
  if (month < 0 || (day !== null && (day < 1 || day > MONTH_DAYS[month] + 1))) return null;
  return { month, day: day === null ? null : Math.min(day, MONTH_DAYS[month]), year: named[3] ? Number(named[3]) : null };
}

/** The season's date selector: '' = all year (or unknown bounds), null = unreadable. */
export function seasonSelector(text: string): string | null {
  const t = text.trim();
  if (!t) return '';
  const sides = t.split(/\s+to\b\s*/i);
  if (sides.length !== 2) return null; // a single date: a one-day event we cannot repeat yearly
  if (!sides[0].trim() || !sides[1].trim()) return ''; // open-ended: the weekly hours still hold
  const [a, b] = sides.map(parseDateSide);
  if (!a || !b) return null;
  if (a.year && b.year && a.day && b.day && Date.UTC(b.year, b.month, b.day) - Date.UTC(a.year, a.month, a.day) >= 364 * 86_400_000) return '';
  if (a.day === null && b.day === null) {
    if (a.month === 0 && b.month === 11) return '';
    return a.month === b.month ? MONTHS[a.month] : `${MONTHS[a.month]}-${MONTHS[b.month]}`;
  }
  const [d1, d2] = [a.day ?? 1, b.day ?? MONTH_DAYS[b.month]];
  if (a.month === 0 && d1 === 1 && b.month === 11 && d2 === 31) return '';
  const from = `${MONTHS[a.month]} ${pad(d1)}`;
  const to = `${MONTHS[b.month]} ${pad(d2)}`;
  return from === to ? from : `${from}-${to}`;
}

/** Weekday rules of one season, days with the same times grouped: ['We,Sa 09:00-13:00', 'Su 10:00-14:00']. */
function weeklyRules(times: string): string[] {
  const byDay = new Map<string, string[]>();
  for (const part of times.split(';')) {
    const parsed = part.trim() ? parseDayTimes(part) : null;
    if (parsed && !byDay.get(parsed[0])?.includes(parsed[1])) byDay.set(parsed[0], [...(byDay.get(parsed[0]) ?? []), parsed[1]]);
  }
  const groups = new Map<string, string[]>();
  for (const day of WEEK) {
    const ranges = byDay.get(day);
    if (ranges) groups.set(ranges.join(','), [...(groups.get(ranges.join(',')) ?? []), day]);
  }
  return [...groups].map(([ranges, days]) => `${days.join(',')} ${ranges}`);
}

/** All seasons as one opening_hours value, or null when no season can be read. */
export function usdaOpeningHours(seasons: UsdaSeason[]): string | null {
  const yearRound: string[] = [];
  const seasonal: string[] = [];
  for (const { date, time } of seasons) {
    const rules = weeklyRules(time ?? '');
    const selector = rules.length ? seasonSelector(date ?? '') : null;
    if (selector === null) continue;
    // Year-round rules first: a later seasonal rule then overrides its weekdays within its months.
    if (selector === '') yearRound.push(...rules);
    else seasonal.push(...rules.map((r) => `${selector}: ${r}`));
  }
  const all = [...yearRound, ...seasonal];
  return all.length ? all.join('; ') : null;
}
