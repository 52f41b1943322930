/**
 * The farmer-facing weekly hours grid and its conversion to and from OpenStreetMap `opening_hours`.
 * Pure TypeScript (plus zod) so the editor can run it in the browser: it never loads the
 * opening_hours library; the server evaluates the stored string with it (server/lib/hours).
 */
export {
  DAY_KEYS,
  DAY_NAMES,
  MAX_CLOSED_DATES,
  MAX_INTERVALS_PER_DAY,
  ENGLISH_HOURS_MESSAGES,
  WeeklyHoursSchema,
  emptyWeeklyHours,
  fromMinutes,
  toMinutes,
  weeklyHoursSchema,
  type HoursMessages,
  type DayKey,
  type SeasonEdge,
  type TimeInterval,
  type WeeklyHours,
} from './grid-schema.js';
export { SUN_DAY, hasOpenTime, normalizeWeeklyHours } from './grid-normalize.js';
export { toOpeningHours } from './grid-to-osm.js';
export { fromOpeningHours } from './grid-from-osm.js';
export { describeWeeklyHours, ENGLISH_HOURS_WORDS, type HoursWords } from './grid-describe.js';
export { formatClock, formatClockRange } from './clock.js';
