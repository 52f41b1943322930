import { z } from 'zod';

/**
 * The weekly grid farmers edit: open periods per weekday, an optional season, public holidays and a
 * few specific closed dates. Stored as an OSM `opening_hours` string (see grid-to-osm / grid-from-osm).
 */
export const DAY_KEYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type DayKey = (typeof DAY_KEYS)[number];
export const DAY_NAMES: Record<DayKey, string> = {
  mo: 'Monday',
  tu: 'Tuesday',
  we: 'Wednesday',
  th: 'Thursday',
  fr: 'Friday',
  sa: 'Saturday',
  su: 'Sunday',
};
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
export const MAX_INTERVALS_PER_DAY = 3;
export const MAX_CLOSED_DATES = 30;

/** 'HH:MM' → minutes since midnight ('24:00' → 1440). */
export const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const fromMinutes = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Days in a month of a leap year: a season "to Feb" ends on Feb 29 whenever there is one. */
export const daysInMonth = (month: number): number => new Date(Date.UTC(2024, month, 0)).getUTCDate();

const OPEN_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSE_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/**
 * What the schema says about a bad grid, in one language (issue 16). English is the default, word for word; the
 * farm editor passes its own (`farms` catalogue, client/features/farms/components/editor/hours-messages.ts).
 */
export interface HoursMessages {
  /** "Monday" */
  day: (day: DayKey) => string;
  /** "February" (1–12) */
  month: (month: number) => string;
  /** "Season start" / "Season end" */
  season: (edge: 'start' | 'end') => string;
  openingRequired: (day: string) => string;
  openingFormat: (day: string) => string;
  closingRequired: (day: string) => string;
  closingFormat: (day: string) => string;
  periodsList: (day: string) => string;
  periodsMax: (day: string, max: number) => string;
  closingAfterOpening: (day: string) => string;
  periodsOrder: (day: string) => string;
  seasonMonth: (season: string) => string;
  seasonDayNumber: (season: string) => string;
  seasonDayMin: (season: string) => string;
  seasonDayMax: (season: string) => string;
  seasonMonthDays: (season: string, month: string, max: number) => string;
  closedFormat: string;
  closedReal: (date: string) => string;
  holidays: string;
  closedMax: (max: number) => string;
  closedTwice: (date: string) => string;
  bothModes: string;
}

export const ENGLISH_HOURS_MESSAGES: HoursMessages = {
  day: (d) => DAY_NAMES[d],
  month: (m) => MONTH_NAMES[m - 1],
  season: (edge) => `Season ${edge}`,
  openingRequired: (day) => `${day}: opening time is required`,
  openingFormat: (day) => `${day}: opening time must look like 09:00`,
  closingRequired: (day) => `${day}: closing time is required`,
  closingFormat: (day) => `${day}: closing time must look like 17:00`,
  periodsList: (day) => `${day}: expected a list of opening periods`,
  periodsMax: (day, max) => `${day}: at most ${max} opening periods`,
  closingAfterOpening: (day) => `${day}: closing time must be after opening time`,
  periodsOrder: (day) => `${day}: opening periods must be in order and must not overlap`,
  seasonMonth: (season) => `${season}: choose a month`,
  seasonDayNumber: (season) => `${season}: day must be a number`,
  seasonDayMin: (season) => `${season}: day must be 1 or more`,
  seasonDayMax: (season) => `${season}: day must be 31 or less`,
  seasonMonthDays: (season, month, max) => `${season}: ${month} has only ${max} days`,
  closedFormat: 'Closed dates must look like 2026-12-25',
  closedReal: (date) => `Closed dates: ${date} is not a real date`,
  holidays: 'Public holidays: choose open or closed',
  closedMax: (max) => `Closed dates: at most ${max} dates`,
  closedTwice: (date) => `Closed dates: ${date} is listed twice`,
  bothModes: 'Choose either "open 24/7" or "sunrise to sunset", not both',
};

const intervalSchema = (name: string, m: HoursMessages) =>
  z.strictObject({
    open: z.string({ error: m.openingRequired(name) }).regex(OPEN_TIME, m.openingFormat(name)),
    close: z.string({ error: m.closingRequired(name) }).regex(CLOSE_TIME, m.closingFormat(name)),
  });

const daySchema = (day: DayKey, m: HoursMessages) => {
  const name = m.day(day);
  return z
    .array(intervalSchema(name, m), { error: m.periodsList(name) })
    .max(MAX_INTERVALS_PER_DAY, m.periodsMax(name, MAX_INTERVALS_PER_DAY))
    .superRefine((list, ctx) => {
      list.forEach((iv, i) => {
        if (toMinutes(iv.close) <= toMinutes(iv.open)) {
          ctx.addIssue({ code: 'custom', path: [i, 'close'], message: m.closingAfterOpening(name) });
        } else if (i > 0 && toMinutes(iv.open) < toMinutes(list[i - 1].close)) {
          ctx.addIssue({ code: 'custom', path: [i, 'open'], message: m.periodsOrder(name) });
        }
      });
    });
};

const seasonEdge = (edge: 'start' | 'end', m: HoursMessages) => {
  const label = m.season(edge);
  return z
    .strictObject({
      month: z
        .int({ error: m.seasonMonth(label) })
        .min(1, m.seasonMonth(label))
        .max(12, m.seasonMonth(label)),
      day: z
        .int({ error: m.seasonDayNumber(label) })
        .min(1, m.seasonDayMin(label))
        .max(31, m.seasonDayMax(label))
        .optional(),
    })
    .superRefine((e, ctx) => {
      const max = daysInMonth(e.month);
      if (e.day !== undefined && e.day > max) {
        ctx.addIssue({ code: 'custom', path: ['day'], message: m.seasonMonthDays(label, m.month(e.month), max) });
      }
    });
};

const closedDate = (m: HoursMessages) =>
  z
    .string({ error: m.closedFormat })
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.closedFormat)
    .refine(
      (s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
      },
      { error: (issue) => m.closedReal(String(issue.input)) },
    );

/** The grid's schema, saying its problems with `m` (English unless told otherwise). */
export const weeklyHoursSchema = (m: HoursMessages = ENGLISH_HOURS_MESSAGES) =>
  z
    .strictObject({
      days: z.strictObject(Object.fromEntries(DAY_KEYS.map((d) => [d, daySchema(d, m)])) as { [K in DayKey]: ReturnType<typeof daySchema> }),
      season: z.strictObject({ from: seasonEdge('start', m), to: seasonEdge('end', m) }).nullable(),
      closedOnPublicHolidays: z.boolean({ error: m.holidays }),
      closedDates: z
        .array(closedDate(m))
        .max(MAX_CLOSED_DATES, m.closedMax(MAX_CLOSED_DATES))
        .superRefine((list, ctx) => {
          const twice = list.find((d, i) => list.indexOf(d) !== i);
          if (twice) ctx.addIssue({ code: 'custom', message: m.closedTwice(twice) });
        }),
      /** Open 24 hours, every day (typical for honor-box self-serve stands); `days` are then ignored. */
      alwaysOpen: z.boolean().optional(),
      /** Each day with at least one period is open from sunrise to sunset; the periods' times are ignored. */
      sunriseToSunset: z.boolean().optional(),
    })
    .refine((g) => !(g.alwaysOpen && g.sunriseToSunset), {
      message: m.bothModes,
      path: ['sunriseToSunset'],
    });

export const WeeklyHoursSchema = weeklyHoursSchema();

export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;
export type TimeInterval = WeeklyHours['days'][DayKey][number];
export type SeasonEdge = NonNullable<WeeklyHours['season']>['from'];

export const emptyWeeklyHours = (): WeeklyHours => ({
  days: { mo: [], tu: [], we: [], th: [], fr: [], sa: [], su: [] },
  season: null,
  closedOnPublicHolidays: false,
  closedDates: [],
  alwaysOpen: false,
  sunriseToSunset: false,
});
