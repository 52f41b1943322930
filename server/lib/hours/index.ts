/** Opening hours on the server: parse, validate and evaluate OSM opening_hours in a listing's own zone. */
export { timeZoneAt, isValidTimeZone, withTimeZone } from './time-zone.js';
export { validateOpeningHours, MAX_OPENING_HOURS_LENGTH, type HoursValidation } from './validate.js';
export { evaluateHours, type DayHours, type HoursEvaluation } from './evaluate.js';
export { seasonTurn, type SeasonTurn } from './season.js';
export { openIntervals, openIntervalsBatch, MAX_WINDOW_DAYS, type OpenInterval } from './open-intervals.js';
export { clearHoursCache } from './library.js';
export { clearSpanCache } from './spans.js';
export { isOpenAt } from './is-open.js';
export type { HoursListing, HoursStatus } from './listing.js';
export type { HoursPlace } from './library.js';
