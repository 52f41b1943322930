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

const intervalSchema = (name: string) =>
  z.strictObject({
    open: z.string({ error: `${name}: opening time is required` }).regex(OPEN_TIME, `${name}: opening time must look like 09:00`),
    close: z.string({ error: `${name}: closing time is required` }).regex(CLOSE_TIME, `${name}: closing time must look like 17:00`),
  });

const daySchema = (day: DayKey) => {
  const name = DAY_NAMES[day];
  return z
    .array(intervalSchema(name), { error: `${name}: expected a list of opening periods` })
    .max(MAX_INTERVALS_PER_DAY, `${name}: at most ${MAX_INTERVALS_PER_DAY} opening periods`)
    .superRefine((list, ctx) => {
      list.forEach((iv, i) => {
        if (toMinutes(iv.close) <= toMinutes(iv.open)) {
          ctx.addIssue({ code: 'custom', path: [i, 'close'], message: `${name}: closing time must be after opening time` });
        } else if (i > 0 && toMinutes(iv.open) < toMinutes(list[i - 1].close)) {
          ctx.addIssue({ code: 'custom', path: [i, 'open'], message: `${name}: opening periods must be in order and must not overlap` });
        }
      });
    });
};

const seasonEdge = (label: string) =>
  z
    .strictObject({
      month: z
        .int({ error: `Season ${label}: choose a month` })
        .min(1, `Season ${label}: choose a month`)
        .max(12, `Season ${label}: choose a month`),
      day: z
        .int({ error: `Season ${label}: day must be a number` })
        .min(1, `Season ${label}: day must be 1 or more`)
        .max(31, `Season ${label}: day must be 31 or less`)
        .optional(),
    })
    .superRefine((e, ctx) => {
      const max = daysInMonth(e.month);
      if (e.day !== undefined && e.day > max) {
        ctx.addIssue({ code: 'custom', path: ['day'], message: `Season ${label}: ${MONTH_NAMES[e.month - 1]} has only ${max} days` });
      }
    });

const closedDate = z
  .string({ error: 'Closed dates must look like 2026-12-25' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Closed dates must look like 2026-12-25')
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
    },
    { error: (issue) => `Closed dates: ${String(issue.input)} is not a real date` },
  );

export const WeeklyHoursSchema = z
  .strictObject({
    days: z.strictObject(Object.fromEntries(DAY_KEYS.map((d) => [d, daySchema(d)])) as { [K in DayKey]: ReturnType<typeof daySchema> }),
    season: z.strictObject({ from: seasonEdge('start'), to: seasonEdge('end') }).nullable(),
    closedOnPublicHolidays: z.boolean({ error: 'Public holidays: choose open or closed' }),
    closedDates: z
      .array(closedDate)
      .max(MAX_CLOSED_DATES, `Closed dates: at most ${MAX_CLOSED_DATES} dates`)
      .superRefine((list, ctx) => {
        const twice = list.find((d, i) => list.indexOf(d) !== i);
        if (twice) ctx.addIssue({ code: 'custom', message: `Closed dates: ${twice} is listed twice` });
      }),
    /** Open 24 hours, every day (typical for honor-box self-serve stands); `days` are then ignored. */
    alwaysOpen: z.boolean().optional(),
    /** Each day with at least one period is open from sunrise to sunset; the periods' times are ignored. */
    sunriseToSunset: z.boolean().optional(),
  })
  .refine((g) => !(g.alwaysOpen && g.sunriseToSunset), {
    message: 'Choose either "open 24/7" or "sunrise to sunset", not both',
    path: ['sunriseToSunset'],
  });

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
